/**
 * Personio career pages: `<company>.jobs.personio.de/job/<id>` and `.personio.com` (the two domains name one
 * board). The page carries a schema.org JobPosting when the employer lets Google Jobs read it, so the DOM's title
 * and the page's metadata stand in when it does not.
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, SiteAdapter, SiteName } from '../adapter';
import { textOf } from '../dom';
import { layered, refOf, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';
import { tenantOf } from '../tenant-host';

export const name: SiteName = { en: 'Personio', he: 'Personio' };
export const family = 'ats-eu';

const JOB_PATH = /^\/job\/(\d+)\/?$/;

const boardOf = (url: URL) => tenantOf(url, 'jobs.personio.de') ?? tenantOf(url, 'jobs.personio.com');

function refFromUrl(url: URL): JobRef | null {
  const board = boardOf(url);
  const match = board ? JOB_PATH.exec(url.pathname) : null;
  if (!board || !match) return null;
  return {
    jobId: jobIdOf({ ats: 'personio', board, posting: match[1]! }),
    site: 'personio',
    url: `${url.origin}/job/${match[1]!}`,
  };
}

export const adapter: SiteAdapter = {
  id: 'personio',
  matches: ['https://*.jobs.personio.de/job/*', 'https://*.jobs.personio.com/job/*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://*.jobs.personio.de/job/*', 'https://*.jobs.personio.com/job/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const title = posting?.title ?? textOf(document, 'h1');
    if (!title) return [];
    const tenant = { company: tenantName(boardOf(url) ?? undefined) };
    const ref = refOf(base, layered(posting, { title }, metaFacts(document, ['Personio'], title), tenant));
    const anchor = document.querySelector('a[href="#apply"], a[href$="/apply"]') ?? document.querySelector('h1');
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://acme.jobs.personio.de/job/2616841',
    'https://acme.jobs.personio.com/job/2616841?language=en&display=en',
  ],
  rejects: [
    'https://acme.jobs.personio.de/',
    'https://acme.jobs.personio.de/job/backend-engineer',
    'https://www.personio.de/job/2616841',
    'https://acme.personio.de/job/2616841',
  ],
  pages: [
    {
      url: 'https://thinkport.jobs.personio.com/job/2616841?language=en',
      fixture: 'personio-job.html',
      ref: {
        jobId: 'personio:thinkport:2616841',
        title: 'Cloud Engineer (m/f/d)',
        company: 'Thinkport GmbH',
        location: 'Frankfurt am Main, Germany',
        employmentType: 'Full time',
        datePosted: '2025-11-03',
      },
      anchor: 'A',
    },
    {
      url: 'https://thinkport.jobs.personio.de/job/2616842',
      fixture: 'personio-no-jsonld.html',
      ref: { jobId: 'personio:thinkport:2616842', title: 'Working Student Marketing', company: 'Thinkport GmbH' },
      anchor: 'H1',
    },
  ],
  missing: [{ url: 'https://thinkport.jobs.personio.de/job/1', fixture: 'personio-missing.html' }],
};
