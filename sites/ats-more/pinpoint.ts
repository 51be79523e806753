/**
 * Pinpoint: `<company>.pinpointhq.com/[<lang>/]postings/<uuid>` (and its `/applications/new` step). The
 * posting page embeds a schema.org `JobPosting`, the most complete source; the heading and the apply link
 * are the DOM's.
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, SiteAdapter, SiteName } from '../adapter';
import { textOf } from '../dom';
import { layered, refOf, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';

export const name: SiteName = { en: 'Pinpoint', he: 'Pinpoint' };
export const family = 'ats-more';

const HOST = /^([\w-]+)\.pinpointhq\.com$/;
const JOB_PATH =
  /^(?:\/[a-z]{2}(?:-[A-Za-z]{2})?)?\/postings\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/applications\/new)?\/?$/;

function refFromUrl(url: URL): JobRef | null {
  const host = HOST.exec(url.hostname);
  const path = host ? JOB_PATH.exec(url.pathname) : null;
  if (!host || !path) return null;
  return {
    jobId: jobIdOf({ ats: 'pinpoint', board: host[1]!, posting: path[1]! }),
    site: 'pinpoint',
    url: `${url.origin}${url.pathname.replace(/\/applications\/new\/?$/, '')}`,
  };
}

export const adapter: SiteAdapter = {
  id: 'pinpoint',
  matches: ['https://*.pinpointhq.com/*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://*.pinpointhq.com/*postings/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const title = posting?.title ?? textOf(document, 'main h1, h1');
    if (!title) return [];
    const tenant = { company: tenantName(HOST.exec(url.hostname)?.[1]) };
    const ref = refOf(base, layered({ title }, posting, metaFacts(document, ['Pinpoint'], title), tenant));
    const anchor = document.querySelector('a[href$="/applications/new"]') ?? document.querySelector('main h1, h1');
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://impulsespace.pinpointhq.com/en/postings/5bccb603-bbe0-4e1f-8f92-d983f78f77a7',
    'https://impulsespace.pinpointhq.com/postings/5bccb603-bbe0-4e1f-8f92-d983f78f77a7/applications/new',
  ],
  rejects: [
    'https://impulsespace.pinpointhq.com/en/postings',
    'https://impulsespace.pinpointhq.com/en/postings/not-a-uuid',
    'https://pinpointhq.com/en/postings/5bccb603-bbe0-4e1f-8f92-d983f78f77a7',
  ],
  pages: [
    {
      url: 'https://impulsespace.pinpointhq.com/en/postings/5bccb603-bbe0-4e1f-8f92-d983f78f77a7',
      fixture: 'pinpoint-job.html',
      ref: {
        jobId: 'pinpoint:impulsespace:5bccb603-bbe0-4e1f-8f92-d983f78f77a7',
        title: 'Senior Integration & Test Engineer',
        company: 'Impulse Space',
        location: 'Redondo Beach, CA, US',
        salary: 'USD 110,000–180,000 per year',
        employmentType: 'Full time',
        datePosted: '2026-03-02',
      },
      anchor: 'A',
    },
  ],
  missing: [
    {
      url: 'https://impulsespace.pinpointhq.com/en/postings/5bccb603-bbe0-4e1f-8f92-d983f78f77a7',
      fixture: 'pinpoint-missing.html',
    },
  ],
};
