/**
 * A site is one file (adapter.ts): every table gathered from the site files has every site, found here by the
 * tests' own glob (fixtures/site-files.ts), in the spirit of Refined GitHub's build/features.test.ts.
 */
import { readFileSync } from 'node:fs';
import SITES from 'virtual:sites';
import { describe, expect, it } from 'vitest';
import { matchesOf } from './families';
import { SITE_FILES } from './fixtures/site-files';
import { siteNameOf } from './names';
import { ADAPTERS, SITE_MATCHES } from './registry';

/** Each family's content script as WXT reads it for the manifest. */
const scripts = import.meta.glob<{ matches?: string[]; registration?: string }>('../entrypoints/*.content.ts', {
  eager: true,
  import: 'default',
});
const scriptOf = (family: string) => scripts[`../entrypoints/${family}.content.ts`];

/** The first cells of README's table of the sites the star runs on. */
const readmeSites = (() => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const table = readme.slice(readme.indexOf('\n| site |'));
  return table
    .slice(0, table.indexOf('\n\n'))
    .split('\n')
    .slice(3)
    .map((row) => row.split('|')[1] ?? '');
})();

describe('the site files', () => {
  it('are found, one per site', () => {
    expect(SITE_FILES.length).toBeGreaterThan(10);
    expect(new Set(SITE_FILES.map((file) => file.adapter.id)).size).toBe(SITE_FILES.length);
  });

  it('are every adapter of the registry, and only those', () => {
    expect(new Set(SITES)).toEqual(new Set(SITE_FILES.map((file) => file.adapter)));
    expect(new Set(ADAPTERS)).toEqual(new Set(SITES));
  });

  it('make each family’s content script carry its folder’s sites and run where they do', () => {
    const families = new Set(SITE_FILES.map((file) => file.folder));
    for (const family of families) {
      const adapters = SITE_FILES.filter((file) => file.folder === family).map((file) => file.adapter);
      expect(scriptOf(family), `entrypoints/${family}.content.ts`).toBeDefined();
      const matches = matchesOf(adapters);
      if (matches.length > 0) expect(scriptOf(family)?.matches, family).toEqual(matches);
      else expect(scriptOf(family), family).toMatchObject({ registration: 'runtime' });
    }
  });

  it.each(SITE_FILES.filter(({ adapter }) => adapter.matches.length > 0))(
    '$base is in README’s table of the sites the star runs on',
    ({ name }) => {
      expect(readmeSites.some((cell) => cell.includes(name.en))).toBe(true);
    },
  );
});

describe.each(SITE_FILES)('$base', (file) => {
  it('is named by its id and sits in its family’s folder', () => {
    expect(file.adapter.id).toBe(file.base);
    expect(file.family).toBe(file.folder);
    expect(file.examples.adapter).toBe(file.adapter);
  });

  it('is in the registry, and its hosts in the manifest’s', () => {
    expect(ADAPTERS).toContain(file.adapter);
    for (const pattern of file.adapter.matches) expect(SITE_MATCHES).toContain(pattern);
  });

  it('has its name in English and Hebrew, as the popup, the options and the star say it', () => {
    for (const lang of ['en', 'he'] as const) {
      expect(file.name[lang].trim()).not.toBe('');
      expect(siteNameOf(file.adapter.id, lang)).toBe(file.name[lang]);
    }
  });
});
