import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { JobRef } from '../api/job-ref';
import { JOB_REF_LIMITS } from '../api/job-ref-limits';
import { type PageData, pageRefOf, readPageData } from './page-extract';

/** A page as the tab would have it: linkedom has no location, so the address is given beside it. */
function page(head: string, href = 'https://blog.example.com/2026/our-team?utm_source=x#top'): Document {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body><h1>Hello</h1></body></html>`,
    'text/html',
  ) as unknown as Document;
  Object.defineProperty(doc, 'location', { value: { href } });
  return doc;
}

describe('readPageData (injected into the tab)', () => {
  it('reads og:title, <title> and the canonical link, resolved against the page', () => {
    const doc = page(
      '<title>\n  Our team  | Example </title><meta property="og:title" content="Join our team"><link rel="canonical" href="/team">',
    );
    expect(readPageData(doc)).toEqual({
      href: 'https://blog.example.com/2026/our-team?utm_source=x#top',
      ogTitle: 'Join our team',
      title: '\n  Our team  | Example ',
      canonical: 'https://blog.example.com/team',
    });
  });

  it('is self-contained: rebuilt from its source text alone, it still reads the page', () => {
    const rebuilt = new Function(`return (${readPageData.toString()})`)() as typeof readPageData;
    expect(rebuilt(page('<title>Only a title</title>')).title).toBe('Only a title');
  });

  it('sends back bounded strings, whatever the page holds', () => {
    const data = readPageData(page(`<title>${'x'.repeat(100_000)}</title>`));
    expect(data.title?.length).toBe(4096);
  });
});

describe('pageRefOf (in the background)', () => {
  const data = (extra: Partial<PageData>): PageData => ({
    href: 'https://www.example.com/careers/open-roles?ref=a#x',
    ...extra,
  });

  it('prefers og:title to <title>, cleaned, and marks the star as a page', () => {
    const ref = pageRefOf(data({ ogTitle: '  Open\n roles  at   Example ', title: 'Careers | Example' }));
    expect(ref).toEqual({
      jobId: 'web:example.com:/careers/open-roles',
      title: 'Open roles at Example',
      url: 'https://www.example.com/careers/open-roles?ref=a',
      site: 'web',
      kind: 'page',
    });
    expect(JobRef.parse(ref)).toEqual(ref);
  });

  it('falls back to <title>, then to the host, and caps the title like a job’s', () => {
    expect(pageRefOf(data({ title: ' Careers\t| Example ' }))?.title).toBe('Careers | Example');
    expect(pageRefOf(data({}))?.title).toBe('example.com');
    expect(pageRefOf(data({ title: 'a '.repeat(1000) }))?.title?.length).toBeLessThanOrEqual(JOB_REF_LIMITS.title);
  });

  it('keeps the canonical link of the same site over https, and names the page by it', () => {
    const ref = pageRefOf(data({ canonical: 'https://example.com/careers/open-roles-2026#frag' }));
    expect(ref?.url).toBe('https://example.com/careers/open-roles-2026');
    expect(ref?.jobId).toBe('web:example.com:/careers/open-roles-2026');
    expect(pageRefOf(data({ canonical: 'https://jobs.example.com/x' }))?.url).toBe('https://jobs.example.com/x');
  });

  it('refuses a canonical link on another site, or over plain http: the page’s own address is kept', () => {
    for (const canonical of [
      'https://evil.example.net/phish',
      'http://example.com/careers',
      'https://notexample.com/a',
    ]) {
      const ref = pageRefOf(data({ canonical }));
      expect(ref?.url).toBe('https://www.example.com/careers/open-roles?ref=a');
      expect(ref?.jobId).toBe('web:example.com:/careers/open-roles');
    }
  });

  it('saves nothing for pages that are not http(s)', () => {
    expect(pageRefOf({ href: 'chrome://newtab/' })).toBeNull();
    expect(pageRefOf({ href: '' })).toBeNull();
  });
});
