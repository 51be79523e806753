import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobRef } from './job-ref';
import { parsedLink, safeLink, safeParsedLink } from './safe-link';

const SERVICE = 'http://127.0.0.1:8787';

describe('the one link rule', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('https anywhere; plain http only on the configured service, and never without one', () => {
    expect(safeLink('https://jobs.example.com/a', SERVICE)).toBe('https://jobs.example.com/a');
    expect(safeLink('http://127.0.0.1:8787/jobs/x', SERVICE)).toBe('http://127.0.0.1:8787/jobs/x');
    expect(safeLink('http://evil.example/x', SERVICE)).toBeUndefined();
    expect(safeLink('http://127.0.0.1:8787/jobs/x')).toBeUndefined();
    expect(safeLink('https://jobs.example.com/a')).toBe('https://jobs.example.com/a');
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink(42)).toBeUndefined();
  });

  it('a job ref (what a page, the popup or an imported file gives) keeps only a link the rule allows', () => {
    const ref = (url: string) => JobRef.parse({ jobId: 'lever:acme:1', site: 'lever', url });
    expect(ref('https://jobs.lever.co/acme/1').url).toBe('https://jobs.lever.co/acme/1');
    // Dropped, not refused: the job is still starred, and the list links to the service's own page for it.
    expect(ref('http://evil.example/phish').url).toBeUndefined();
    expect(() => ref('javascript:alert(1)')).toThrow();
    expect(() => ref(`https://x.example/${'a'.repeat(3000)}`)).toThrow();
  });

  it('a link parsed once gets the same answer as the link', () => {
    const links = [
      'https://jobs.example.com/a',
      'http://127.0.0.1:8787/jobs/x',
      'http://evil.example/x',
      'mailto:a@b.c',
    ];
    for (const link of links)
      for (const service of [SERVICE, undefined])
        expect(safeParsedLink(parsedLink(link)!, service)).toBe(safeLink(link, service));
    expect(parsedLink('not a link')).toBeUndefined();
    expect(parsedLink(`https://x.example/${'a'.repeat(3000)}`)).toBeUndefined();
  });

  it('a job ref parses its link once: parsing was most of checking the rows of an export of 20,000 stars', () => {
    let parses = 0;
    const Real = URL;
    vi.stubGlobal(
      'URL',
      class extends Real {
        constructor(url: string | URL, base?: string | URL) {
          super(url, base);
          parses += 1;
        }
        static override canParse(url: string | URL, base?: string | URL) {
          parses += 1;
          return Real.canParse(url, base);
        }
      },
    );
    expect(JobRef.parse({ jobId: 'lever:acme:1', site: 'lever', url: 'https://jobs.lever.co/acme/1' }).url).toBe(
      'https://jobs.lever.co/acme/1',
    );
    expect(parses).toBe(1);
  });
});
