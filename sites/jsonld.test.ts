// @vitest-environment happy-dom
import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { loadFixture } from './fixtures/load';
import { jsonld, refsFromPageData } from './jsonld';
import { readPageJobData } from './jsonld-extract';
import { refFromUrl } from './registry';

describe('JSON-LD', () => {
  it('reads postings through invalid blocks, @graph, arrays, escaped HTML and raw newlines', () => {
    const data = readPageJobData(loadFixture('jsonld-mess.html'));
    expect(data.postings).toEqual([
      { title: 'Senior & Staff Engineer', company: 'Acme <Labs>', location: 'Haifa, IL', identifier: 'R-42' },
      {
        title: 'Second Role',
        company: 'Acme',
        location: 'Remote',
        remote: true,
        url: 'https://job-boards.greenhouse.io/acme/jobs/123',
      },
      { title: 'Line break', company: 'Raw Newline Inc' },
    ]);
  });
  it('reads salary, employment type, remote and date posted, and says a place once', () => {
    expect(readPageJobData(loadFixture('jsonld-fields.html')).postings[0]).toMatchObject({
      title: 'Backend Engineer',
      company: 'Acme',
      location: 'Haifa, Israel',
      salary: 'ILS 25,000–32,000 per month',
      employmentType: 'Full time, Contractor',
      remote: true,
      datePosted: '2026-03-01',
    });
  });
  it('gives a posting a site adapter knows that adapter’s id, and others an id under the page’s host', () => {
    const page = new URL('https://careers.acme.example/jobs?id=9');
    const refs = refsFromPageData(readPageJobData(loadFixture('jsonld-mess.html')), page, refFromUrl);
    expect(refs.map((ref) => [ref.jobId, ref.site])).toEqual([
      ['web:careers.acme.example:R-42', 'jsonld'],
      ['greenhouse:acme:123', 'greenhouse'],
      ['web:careers.acme.example:/jobs?id=9', 'jsonld'],
    ]);
  });
  it('links a posting a site adapter knows where that adapter links it, and others on the page’s own host', () => {
    const page = new URL('https://careers.acme.example/jobs/9');
    const data = {
      href: page.href,
      postings: [
        { title: 'Known', url: 'https://job-boards.greenhouse.io/acme/jobs/123?gh_src=x' },
        { title: 'Elsewhere', identifier: 'R-1', url: 'https://evil.example/apply' },
        { title: 'Here', identifier: 'R-2', url: 'https://www.careers.acme.example/jobs/R-2' },
      ],
    };
    expect(refsFromPageData(data, page, refFromUrl).map((ref) => [ref.jobId, ref.url])).toEqual([
      ['greenhouse:acme:123', 'https://job-boards.greenhouse.io/acme/jobs/123'],
      ['web:careers.acme.example:R-1', 'https://careers.acme.example/jobs/9'],
      ['web:careers.acme.example:R-2', 'https://www.careers.acme.example/jobs/R-2'],
    ]);
  });
  it('never claims a URL by itself (it runs only through activeTab)', () => {
    expect(jsonld.claims(new URL('https://careers.acme.example/'))).toBe(false);
  });
  it('finds nothing on a page without postings', () => {
    expect(jsonld.find(loadFixture('service-missing.html'), new URL('https://x.example/'))).toEqual([]);
  });
});

/** A page at `href` (linkedom's documents have no address of their own). */
function pageAt(href: string, body: string): Document {
  const document = new DOMParser().parseFromString(`<html><body>${body}</body></html>`, 'text/html');
  Object.defineProperty(document, 'location', { value: { href } });
  return document as unknown as Document;
}

describe('a Greenhouse embed on an employer’s page', () => {
  const href = 'https://www.wix.com/jobs?gh_jid=777';
  const refsOf = (document: Document) => refsFromPageData(readPageJobData(document), new URL(href), refFromUrl);

  it('counts as a real <iframe> loaded from Greenhouse, linked to the posting on the board, never to the page', () => {
    const embed =
      '<iframe id="grnhse_iframe" src="https://boards.greenhouse.io/embed/job_app?for=wix&amp;b=x"></iframe>';
    expect(refsOf(pageAt(href, embed))).toEqual([
      { jobId: 'greenhouse:wix:777', site: 'greenhouse', url: 'https://boards.greenhouse.io/wix/jobs/777' },
    ]);
    const named = '<iframe src="https://boards.greenhouse.io/embed/job_app?for=wix&amp;token=778"></iframe>';
    expect(refsOf(pageAt(href, named))[0]).toMatchObject({ jobId: 'greenhouse:wix:778' });
  });

  it('is not markup that only looks like one', () => {
    for (const body of [
      '<div id="grnhse_iframe" src="https://boards.greenhouse.io/embed/job_app?for=acme"></div>',
      '<div id="grnhse_iframe"></div><iframe src="/embed/job_app?for=acme"></iframe>',
      '<iframe src="https://boards.greenhouse.io.evil.example/embed/job_app?for=acme"></iframe>',
      '<iframe src="http://boards.greenhouse.io/embed/job_app?for=acme"></iframe>',
      '<iframe src="https://boards.greenhouse.io/embed/job_board?for=acme"></iframe>',
    ]) {
      expect(refsOf(pageAt(href, body)), body).toEqual([]);
    }
  });

  it('is left out of a content script’s reading, which may claim only its own site’s jobs', () => {
    const embed = '<iframe src="https://boards.greenhouse.io/embed/job_app?for=wix"></iframe>';
    expect(jsonld.find(pageAt(href, embed), new URL(href))).toEqual([]);
  });
});

describe('the extractor the background injects', () => {
  it('is self-contained: rebuilt from its source text alone, it still reads the page', () => {
    // scripting.executeScript({ func }) sends only the function's source; anything it closed over is gone.
    const rebuilt = new Function(`return (${readPageJobData.toString()})`)() as typeof readPageJobData;
    expect(rebuilt(loadFixture('workable-job.html')).postings).toEqual([
      { title: 'Data Analyst', company: 'Acme', location: 'Haifa, IL' },
    ]);
  });
});
