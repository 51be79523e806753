/**
 * The store listing lives in public/_locales (name and short description are what both stores show from
 * the manifest; the long description is pasted into their dashboards). The limits are the Chrome Web
 * Store's: name 75 characters, description 132; AMO takes the same manifest fields.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = ['en', 'he'] as const;
const messages = (locale: string): Record<string, { message: string }> =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../public/_locales/${locale}/messages.json`), 'utf8'));

describe('store listing in _locales', () => {
  it('every locale has the same messages', () => {
    const [first, ...rest] = LOCALES.map((locale) => Object.keys(messages(locale)).sort());
    for (const keys of rest) expect(keys).toEqual(first);
  });

  for (const locale of LOCALES) {
    it(`${locale}: name and short description fit the stores, the long description is there`, () => {
      const { extName, extDescription, storeLongDescription } = messages(locale);
      expect(extName!.message.length).toBeLessThanOrEqual(75);
      expect(extDescription!.message.length).toBeGreaterThan(20);
      expect(extDescription!.message.length).toBeLessThanOrEqual(132);
      expect(storeLongDescription!.message.length).toBeGreaterThan(400);
      expect(storeLongDescription!.message.length).toBeLessThanOrEqual(16_000);
    });
  }
});
