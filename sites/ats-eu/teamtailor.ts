/**
 * Teamtailor career sites: `<company>[.<region>].teamtailor.com/jobs/<id>-<slug>` (and its
 * `/applications/new` step). Each page carries a schema.org JobPosting (its description with raw line breaks
 * inside the JSON string, which the JSON-LD reader tolerates), read first; the DOM and metadata fill the rest.
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, SiteAdapter, SiteName } from '../adapter';
import { textOf } from '../dom';
import { layered, refOf, remoteIn, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';
import { tenantOf } from '../tenant-host';

export const name: SiteName = { en: 'Teamtailor', he: 'Teamtailor' };
export const family = 'ats-eu';

const JOB_PATH = /^\/(?:[a-z]{2}(?:-[A-Za-z]{2})?\/)?jobs\/(\d+)(-[^/]*)?(?:\/applications\/new)?\/?$/;

function refFromUrl(url: URL): JobRef | null {
  const board = tenantOf(url, 'teamtailor.com');
  const match = board ? JOB_PATH.exec(url.pathname) : null;
  if (!board || !match) return null;
  return {
    jobId: jobIdOf({ ats: 'teamtailor', board, posting: match[1]! }),
    site: 'teamtailor',
    url: `${url.origin}/jobs/${match[1]!}${match[2] ?? ''}`,
  };
}

export const adapter: SiteAdapter = {
  id: 'teamtailor',
  matches: ['https://*.teamtailor.com/jobs*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://*.teamtailor.com/jobs/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const title = posting?.title ?? textOf(document, 'main h1');
    if (!title) return [];
    const dom = { title, remote: remoteIn(posting?.location) };
    const tenant = { company: tenantName(tenantOf(url, 'teamtailor.com') ?? undefined) };
    const ref = refOf(base, layered(posting, dom, metaFacts(document, ['Teamtailor'], title), tenant));
    const anchor = document.querySelector('main a[href*="/applications/new"]') ?? document.querySelector('main h1');
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://weroad.teamtailor.com/jobs/7494384-data-scientist',
    'https://owlco.na.teamtailor.com/jobs/8010892-midmarket-sdr',
    'https://weroad.teamtailor.com/jobs/7494384-data-scientist/applications/new',
    'https://weroad.teamtailor.com/jobs/7494384',
  ],
  rejects: [
    'https://weroad.teamtailor.com/jobs',
    'https://app.teamtailor.com/jobs/7494384-data-scientist',
    'https://www.teamtailor.com/jobs/7494384-data-scientist',
    'https://weroad.teamtailor.com/jobs/data-scientist',
    'https://teamtailor.com.evil.example/jobs/7494384',
  ],
  pages: [
    {
      url: 'https://weroad.teamtailor.com/jobs/7494384-data-scientist',
      fixture: 'teamtailor-job.html',
      ref: {
        jobId: 'teamtailor:weroad:7494384',
        title: 'Data Scientist',
        company: 'WeRoad',
        location: 'Milan, Italy',
        employmentType: 'Full time',
        datePosted: '2025-10-20',
      },
      anchor: 'A',
    },
    {
      url: 'https://sendsafe.teamtailor.com/jobs/1593900-software-development-internship',
      fixture: 'teamtailor-remote.html',
      ref: {
        jobId: 'teamtailor:sendsafe:1593900',
        title: 'Software Development Internship',
        company: 'SendSafe',
        location: 'Remote',
        remote: true,
      },
      anchor: 'H1',
    },
  ],
  missing: [{ url: 'https://weroad.teamtailor.com/jobs/7494384-data-scientist', fixture: 'teamtailor-missing.html' }],
};
