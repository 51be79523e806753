/** SmartRecruiters: `jobs.smartrecruiters.com/<Company>/<posting id>-<slug>`. */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, SiteAdapter, SiteName } from '../adapter';
import { textOf } from '../dom';
import { layered, refOf, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';

export const name: SiteName = { en: 'SmartRecruiters', he: 'SmartRecruiters' };
export const family = 'ats';

const JOB_PATH = /^\/([\w-]+)\/(\d{6,})(?:-[^/]*)?\/?$/;

function refFromUrl(url: URL): JobRef | null {
  const match = url.hostname === 'jobs.smartrecruiters.com' ? JOB_PATH.exec(url.pathname) : null;
  if (!match) return null;
  return {
    jobId: jobIdOf({ ats: 'smartrecruiters', board: match[1]!, posting: match[2]! }),
    site: 'smartrecruiters',
    url: `${url.origin}${url.pathname}`,
  };
}

export const adapter: SiteAdapter = {
  id: 'smartrecruiters',
  matches: ['https://jobs.smartrecruiters.com/*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://jobs.smartrecruiters.com/*/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const title = textOf(document, 'h1.job-title, [itemprop="title"]') ?? posting?.title;
    if (!title) return [];
    const company =
      document.querySelector('[itemprop="hiringOrganization"] [itemprop="name"]')?.getAttribute('content')?.trim() ||
      posting?.company;
    const dom = { title, company, location: textOf(document, '[itemprop="jobLocation"], .job-details .location') };
    const tenant = { company: tenantName(JOB_PATH.exec(url.pathname)?.[1]) };
    const ref = refOf(base, layered(dom, posting, metaFacts(document, ['SmartRecruiters'], title), tenant));
    const anchor = document.querySelector('.job-sections .js-oneclick, #st-apply, .js-apply-button');
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: ['https://jobs.smartrecruiters.com/BoschGroup/743999912345678-qa-engineer'],
  rejects: ['https://jobs.smartrecruiters.com/BoschGroup', 'https://jobs.smartrecruiters.com/BoschGroup/about-us'],
  pages: [
    {
      url: 'https://jobs.smartrecruiters.com/BoschGroup/743999912345678-qa-engineer',
      fixture: 'smartrecruiters-job.html',
      ref: {
        jobId: 'smartrecruiters:boschgroup:743999912345678',
        title: 'QA Engineer',
        company: 'Bosch Group',
        location: 'Stuttgart, Germany',
      },
      anchor: 'A',
    },
  ],
  missing: [
    {
      url: 'https://jobs.smartrecruiters.com/BoschGroup/743999912345678-qa-engineer',
      fixture: 'smartrecruiters-missing.html',
    },
  ],
};
