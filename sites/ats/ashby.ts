/** Ashby: `jobs.ashbyhq.com/<org>/<uuid>` (and `/application`); a client-rendered page with app state. */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, SiteAdapter, SiteName } from '../adapter';
import { assignedJson, logoName, stringField, textOf } from '../dom';
import { layered, refOf, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';

export const name: SiteName = { en: 'Ashby', he: 'Ashby' };
export const family = 'ats';

const JOB_PATH = /^\/([^/]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/application)?\/?$/i;

function refFromUrl(url: URL): JobRef | null {
  const match = url.hostname === 'jobs.ashbyhq.com' ? JOB_PATH.exec(url.pathname) : null;
  if (!match) return null;
  const org = decodeURIComponent(match[1]!);
  return {
    jobId: jobIdOf({ ats: 'ashby', board: org, posting: match[2]!.toLowerCase() }),
    site: 'ashby',
    url: `${url.origin}/${match[1]!}/${match[2]!}`,
  };
}

export const adapter: SiteAdapter = {
  id: 'ashby',
  matches: ['https://jobs.ashbyhq.com/*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://jobs.ashbyhq.com/*/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const state = assignedJson(document, 'window.__appData');
    const posting = (state?.posting ?? undefined) as Record<string, unknown> | undefined;
    const organization = (state?.organization ?? undefined) as Record<string, unknown> | undefined;
    const title = textOf(document, 'h1.ashby-job-posting-heading') ?? stringField(posting?.title);
    if (!title) return [];
    const read = {
      title,
      company: stringField(organization?.name),
      location: stringField(posting?.locationName),
      employmentType: stringField(posting?.employmentType),
    };
    const page = { company: logoName(document, 'img[alt$=" logo" i], header img') };
    const tenant = { company: tenantName(decodeURIComponent(JOB_PATH.exec(url.pathname)?.[1] ?? '')) };
    const ref = refOf(
      base,
      layered(read, postingOnPage(document), page, metaFacts(document, ['Ashby'], title), tenant),
    );
    const anchor = document.querySelector('h1.ashby-job-posting-heading');
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://jobs.ashbyhq.com/orca/3f1b2c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
    'https://jobs.ashbyhq.com/orca/3f1b2c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d/application',
  ],
  rejects: ['https://jobs.ashbyhq.com/orca', 'https://ashbyhq.com/orca/3f1b2c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d'],
  pages: [
    {
      url: 'https://jobs.ashbyhq.com/orca/3f1b2c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
      fixture: 'ashby-job.html',
      ref: {
        jobId: 'ashby:orca:3f1b2c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
        title: 'Platform Engineer',
        company: 'Orca Security',
        location: 'Tel Aviv',
      },
      anchor: 'H1',
    },
  ],
  missing: [
    { url: 'https://jobs.ashbyhq.com/orca/3f1b2c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d', fixture: 'ashby-missing.html' },
  ],
};
