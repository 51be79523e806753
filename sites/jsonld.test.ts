// @vitest-environment happy-dom
import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { applyLinkOf } from './apply-link';
import { loadFixture } from './fixtures/load';
import { jsonld, refsFromPageData } from './jsonld';
import { readPageJobData } from './jsonld-extract';
import { mayClaim } from './ownership';
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
  it('gives every posting an id under the page’s host, even one whose address is a site adapter’s', () => {
    const page = new URL('https://careers.acme.example/jobs?id=9');
    const refs = refsFromPageData(readPageJobData(loadFixture('jsonld-mess.html')), page, refFromUrl);
    expect(refs.map((ref) => [ref.jobId, ref.site, ref.applyUrl])).toEqual([
      ['web:careers.acme.example:R-42', 'jsonld', undefined],
      ['web:careers.acme.example:/jobs?id=9', 'jsonld', 'https://job-boards.greenhouse.io/acme/jobs/123'],
      ['web:careers.acme.example:/jobs?id=9', 'jsonld', undefined],
    ]);
  });
  it('links each posting on the page’s own host, and keeps an address elsewhere as where to apply', () => {
    const page = new URL('https://careers.acme.example/jobs/9');
    const data = {
      href: page.href,
      postings: [
        { title: 'Known', url: 'https://job-boards.greenhouse.io/acme/jobs/123?gh_src=x' },
        { title: 'Elsewhere', identifier: 'R-1', url: 'https://evil.example/apply' },
        { title: 'Here', identifier: 'R-2', url: 'https://www.careers.acme.example/jobs/R-2' },
        { title: 'Plain', identifier: 'R-3', url: 'http://ats.example/R-3' },
      ],
    };
    expect(refsFromPageData(data, page, refFromUrl).map((ref) => [ref.jobId, ref.url, ref.applyUrl])).toEqual([
      [
        'web:careers.acme.example:/jobs/9',
        'https://careers.acme.example/jobs/9',
        'https://job-boards.greenhouse.io/acme/jobs/123?gh_src=x',
      ],
      ['web:careers.acme.example:R-1', 'https://careers.acme.example/jobs/9', 'https://evil.example/apply'],
      ['web:careers.acme.example:R-2', 'https://www.careers.acme.example/jobs/R-2', undefined],
      ['web:careers.acme.example:R-3', 'https://careers.acme.example/jobs/9', undefined],
    ]);
  });
  it('gives a page on a site jobstar knows that site’s id', () => {
    const page = new URL('https://job-boards.greenhouse.io/acme/jobs/123');
    const data = { href: page.href, postings: [{ title: 'Engineer', url: 'https://acme.example/careers/123' }] };
    expect(refsFromPageData(data, page, refFromUrl)).toEqual([
      {
        jobId: 'greenhouse:acme:123',
        site: 'greenhouse',
        url: 'https://job-boards.greenhouse.io/acme/jobs/123',
        title: 'Engineer',
      },
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

describe('a job on an aggregator', () => {
  const href = 'https://weworkremotely.com/remote-jobs/acme-robotics-senior-backend-engineer';
  const page = () => {
    const document = loadFixture('aggregator-job.html');
    Object.defineProperty(document, 'location', { value: { href } });
    return document;
  };

  it('keeps the aggregator’s id, whether a content script or the background reads it, with the Apply link elsewhere', () => {
    const expected = {
      jobId: 'web:weworkremotely.com:/remote-jobs/acme-robotics-senior-backend-engineer',
      site: 'jsonld',
      url: href,
      title: 'Senior Backend Engineer (Remote, Americas)',
      company: 'Acme Robotics',
      // The board's own sign-in "Apply" is passed over; the hash is dropped, the ATS's tracking query kept.
      applyUrl: 'https://job-boards.greenhouse.io/acmerobotics/jobs/4012345678?gh_src=wwr&utm_source=weworkremotely',
    };
    const data = { ...readPageJobData(page()), apply: applyLinkOf(page()) };
    expect(refsFromPageData(data, new URL(href), refFromUrl)[0]).toMatchObject(expected);
    expect(jsonld.find(page(), new URL(href))[0]?.ref).toMatchObject(expected);
  });

  it('is one a frame on the aggregator may claim, and the ATS id is not', () => {
    const [ref] = refsFromPageData(
      { ...readPageJobData(page()), apply: applyLinkOf(page()) },
      new URL(href),
      refFromUrl,
    );
    expect(mayClaim(href, ref!, 'https://jobs.example')).toBe(true);
    expect(mayClaim(href, { ...ref!, jobId: 'greenhouse:acmerobotics:4012345678' }, 'https://jobs.example')).toBe(
      false,
    );
  });

  it('has no Apply link to keep when its Apply stays on the aggregator', () => {
    const document = pageAt(
      href,
      `${loadFixture('aggregator-job.html').head.outerHTML}<a href="/apply/4012345678">Apply now</a><a href="https://acme-robotics.example/">Acme Robotics</a>`,
    );
    expect(readPageJobData(document).postings).toHaveLength(1);
    expect(applyLinkOf(document)).toBeUndefined();
  });
});

describe('the extractor the background injects', () => {
  it('is self-contained: rebuilt from its source text alone, it still reads the page', () => {
    // scripting.executeScript({ func }) sends only the function's source; anything it closed over is gone.
    const rebuilt = new Function(`return (${readPageJobData.toString()})`)() as typeof readPageJobData;
    expect(rebuilt(loadFixture('workable-job.html')).postings).toEqual([
      { title: 'Data Analyst', company: 'Acme', location: 'Haifa, IL' },
    ]);
    const aggregator = loadFixture('aggregator-job.html');
    Object.defineProperty(aggregator, 'location', { value: { href: 'https://weworkremotely.com/remote-jobs/x' } });
    const applyRebuilt = new Function(`return (${applyLinkOf.toString()})`)() as typeof applyLinkOf;
    expect(applyRebuilt(aggregator)).toMatch(/^https:\/\/job-boards\.greenhouse\.io\/acmerobotics\/jobs\/4012345678\?/);
  });
});
