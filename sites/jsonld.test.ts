// @vitest-environment happy-dom
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
  it('reads a Greenhouse embed (?gh_jid=) by its board and posting', () => {
    const refs = refsFromPageData(
      { href: 'https://www.wix.com/jobs?gh_jid=777', postings: [], greenhouse: { board: 'wix', posting: '777' } },
      new URL('https://www.wix.com/jobs?gh_jid=777'),
      refFromUrl,
    );
    expect(refs[0]).toMatchObject({ jobId: 'greenhouse:wix:777', site: 'greenhouse' });
  });
  it('never claims a URL by itself (it runs only through activeTab)', () => {
    expect(jsonld.claims(new URL('https://careers.acme.example/'))).toBe(false);
  });
  it('finds nothing on a page without postings', () => {
    expect(jsonld.find(loadFixture('service-missing.html'), new URL('https://x.example/'))).toEqual([]);
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
