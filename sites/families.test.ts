import { describe, expect, it } from 'vitest';
import { SITE_FILES } from './fixtures/site-files';

/** The content scripts as WXT reads them for the manifest (each entry point's options), by family. */
const scripts = import.meta.glob<{ matches?: string[]; registration?: string }>('../entrypoints/*.content.ts', {
  eager: true,
  import: 'default',
});
const FAMILIES = Object.fromEntries(
  Object.entries(scripts).map(([path, script]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.content.ts'.length),
    script,
  ]),
);

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
    .filter(([, script]) => (script.matches ?? []).some((pattern) => patternMatches(pattern, url)))
    .map(([name]) => name);

describe('the content scripts’ families', () => {
  it.each(SITE_FILES.filter(({ adapter }) => adapter.matches.length > 0))(
    '$adapter.id: its pages get the one script that carries it',
    ({ family, examples: { claims, pages } }) => {
      for (const href of [...claims, ...pages.map((page) => page.url)]) {
        expect(familiesAt(new URL(href)), href).toEqual([family]);
      }
    },
  );

  it('runs LinkedIn’s script on every LinkedIn page: feed → Jobs → a job is one page to the browser (pushState)', () => {
    for (const href of [
      'https://www.linkedin.com/feed/',
      'https://il.linkedin.com/in/someone/',
      'https://linkedin.com/',
    ]) {
      expect(familiesAt(new URL(href)), href).toEqual(['linkedin']);
    }
  });

  it('leaves the service’s own pages to the script registered at run time', () => {
    expect(FAMILIES['service-pages']).toMatchObject({ registration: 'runtime' });
    expect(FAMILIES['service-pages']?.matches).toBeUndefined();
  });
});
