import { describe, expect, it } from 'vitest';
import type { AdapterExamples } from './adapter';
import {
  ATS_BOARDS,
  GLASSDOOR_WELLFOUND,
  INDEED,
  ISRAELI_BOARDS,
  LINKEDIN,
  matchesOf,
  SERVICE_PAGES,
} from './families';
import { ADAPTERS } from './registry';

const FAMILIES = { ATS_BOARDS, LINKEDIN, INDEED, GLASSDOOR_WELLFOUND, ISRAELI_BOARDS, SERVICE_PAGES };

const modules = import.meta.glob<{ examples?: AdapterExamples }>(['./*/*.ts', '!./fixtures/*', '!./*/*.test.ts'], {
  eager: true,
});
const allExamples = Object.values(modules).flatMap((module) => (module.examples ? [module.examples] : []));

/** A manifest match pattern as the browser reads it: `*.` in the host also matches the bare domain. */
function patternMatches(pattern: string, url: URL): boolean {
  const [, scheme, host, path] = /^(\w+):\/\/([^/]+)(\/.*)$/.exec(pattern)!;
  const wild = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  const hostRe = host!.startsWith('*.') ? `(?:[^/]+\\.)?${wild(host!.slice(2))}` : wild(host!);
  return (
    url.protocol === `${scheme}:` &&
    new RegExp(`^${hostRe}$`).test(url.hostname) &&
    new RegExp(`^${wild(path!)}$`).test(url.pathname + url.search)
  );
}

/** The families whose content script the manifest runs at this URL. */
const familiesAt = (url: URL) =>
  Object.entries(FAMILIES)
    .filter(([, adapters]) => matchesOf(adapters).some((pattern) => patternMatches(pattern, url)))
    .map(([name]) => name);

describe('the content scripts’ families', () => {
  it('hold every adapter once, in the registry’s order', () => {
    expect(Object.values(FAMILIES).flat()).toEqual([...ADAPTERS]);
  });

  it.each(allExamples.filter(({ adapter }) => adapter.matches.length > 0))(
    '$adapter.id: its pages get the one script that carries it',
    ({ adapter, claims, pages }) => {
      const own = Object.entries(FAMILIES).find(([, adapters]) => adapters.includes(adapter))?.[0];
      for (const href of [...claims, ...pages.map((page) => page.url)]) {
        expect(familiesAt(new URL(href)), href).toEqual([own]);
      }
    },
  );

  it('runs LinkedIn’s script on every LinkedIn page: feed → Jobs → a job is one page to the browser (pushState)', () => {
    for (const href of [
      'https://www.linkedin.com/feed/',
      'https://il.linkedin.com/in/someone/',
      'https://linkedin.com/',
    ]) {
      expect(familiesAt(new URL(href)), href).toEqual(['LINKEDIN']);
    }
  });

  it('leaves the service’s own pages to the script registered at run time', () => {
    expect(matchesOf(SERVICE_PAGES)).toEqual([]);
  });
});
