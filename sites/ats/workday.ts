/**
 * Workday: `<tenant>.wd<N>.myworkdayjobs.com/[<locale>/]<site>/job/<location>/<title>_<job req id>`. The
 * tenant is the board; the job requisition id (the suffix after the last `_`) is the posting.
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, SiteAdapter, SiteName } from '../adapter';
import { textOf } from '../dom';
import { layered, refOf, remoteIn, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';

export const name: SiteName = { en: 'Workday', he: 'Workday' };
export const family = 'ats';

const HOST = /^([\w-]+)\.wd\d+\.myworkdayjobs\.com$/;
const JOB_PATH = /\/job\/(?:[^/]+\/)*[^/]*_([\w-]+)\/?$/;

function refFromUrl(url: URL): JobRef | null {
  const host = HOST.exec(url.hostname);
  const path = host ? JOB_PATH.exec(url.pathname.replace(/\/apply.*$/, '')) : null;
  if (!host || !path) return null;
  return {
    jobId: jobIdOf({ ats: 'workday', board: host[1]!, posting: path[1]! }),
    site: 'workday',
    url: `${url.origin}${url.pathname}`,
  };
}

export const adapter: SiteAdapter = {
  id: 'workday',
  matches: ['https://*.myworkdayjobs.com/*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://*.myworkdayjobs.com/*/job/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const title = textOf(document, '[data-automation-id="jobPostingHeader"]') ?? posting?.title;
    if (!title) return [];
    const dom = {
      title,
      location: textOf(document, '[data-automation-id="locations"] dd'),
      employmentType: textOf(document, '[data-automation-id="time"] dd'),
      remote: remoteIn(textOf(document, '[data-automation-id="remoteType"] dd')),
    };
    const tenant = { company: tenantName(HOST.exec(url.hostname)?.[1]) };
    const ref = refOf(base, layered(dom, posting, metaFacts(document, ['Workday'], title), tenant));
    const anchor = document.querySelector('[data-automation-id="adventureButton"], [data-automation-id="applyButton"]');
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://nvidia.wd5.myworkdayjobs.com/NVIDIAExternalCareerSite/job/Israel-Yokneam/Staff-Engineer_JR1998877',
    'https://nvidia.wd5.myworkdayjobs.com/en-US/NVIDIAExternalCareerSite/job/Israel-Yokneam/Staff-Engineer_JR1998877/apply',
  ],
  rejects: ['https://nvidia.wd5.myworkdayjobs.com/NVIDIAExternalCareerSite', 'https://myworkdayjobs.com/x/job/y_z'],
  pages: [
    {
      url: 'https://nvidia.wd5.myworkdayjobs.com/NVIDIAExternalCareerSite/job/Israel-Yokneam/Staff-Engineer_JR1998877',
      fixture: 'workday-job.html',
      ref: {
        jobId: 'workday:nvidia:JR1998877',
        title: 'Staff Engineer',
        company: 'NVIDIA',
        location: 'Israel, Yokneam',
      },
      anchor: 'A',
    },
  ],
  missing: [
    {
      url: 'https://nvidia.wd5.myworkdayjobs.com/NVIDIAExternalCareerSite/job/Israel-Yokneam/Staff-Engineer_JR1998877',
      fixture: 'workday-missing.html',
    },
  ],
};
