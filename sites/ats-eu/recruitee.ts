/**
 * Recruitee career sites: `<company>.recruitee.com/o/<offer slug>` (and its `/c/new` application step). The URL
 * names the offer by its slug only, so the slug is the posting. Each offer page carries a schema.org JobPosting,
 * read first; the DOM and metadata fill the rest.
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

export const name: SiteName = { en: 'Recruitee', he: 'Recruitee' };
export const family = 'ats-eu';

const JOB_PATH = /^\/o\/([\w-]+)(?:\/c\/new)?\/?$/;

function refFromUrl(url: URL): JobRef | null {
  const board = tenantOf(url, 'recruitee.com');
  const match = board ? JOB_PATH.exec(url.pathname) : null;
  if (!board || !match) return null;
  return {
    jobId: jobIdOf({ ats: 'recruitee', board, posting: match[1]!.toLowerCase() }),
    site: 'recruitee',
    url: `${url.origin}/o/${match[1]!}`,
  };
}

export const adapter: SiteAdapter = {
  id: 'recruitee',
  matches: ['https://*.recruitee.com/o/*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://*.recruitee.com/o/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const title = posting?.title ?? textOf(document, 'h1');
    if (!title) return [];
    const tenant = { company: tenantName(tenantOf(url, 'recruitee.com') ?? undefined) };
    const ref = refOf(base, layered(posting, { title }, metaFacts(document, ['Recruitee'], title), tenant));
    const anchor = document.querySelector('a[href*="/c/new"]') ?? document.querySelector('h1');
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://greenflux.recruitee.com/o/senior-principal-software-engineer',
    'https://greenflux.recruitee.com/o/senior-principal-software-engineer/c/new',
  ],
  rejects: [
    'https://greenflux.recruitee.com/',
    'https://app.recruitee.com/o/senior-principal-software-engineer',
    'https://greenflux.recruitee.com/o/',
    'https://recruitee.com/o/senior-principal-software-engineer',
  ],
  pages: [
    {
      url: 'https://greenflux.recruitee.com/o/senior-principal-software-engineer',
      fixture: 'recruitee-job.html',
      ref: {
        jobId: 'recruitee:greenflux:senior-principal-software-engineer',
        title: 'Senior / Principal Software Engineer',
        company: 'GreenFlux',
        location: 'Amsterdam, NH, NL',
        employmentType: 'Full time',
        datePosted: '2026-08-17',
      },
      anchor: 'A',
    },
  ],
  missing: [{ url: 'https://greenflux.recruitee.com/o/closed-role', fixture: 'recruitee-missing.html' }],
};
