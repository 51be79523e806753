/** Workable: `apply.workable.com/<account>/j/<shortcode>/` (and its `/apply` step). */

import type { JobRef } from '../api/job-ref';
import type { AdapterExamples, SiteAdapter } from './adapter';
import { textOf } from './dom';
import { jobIdOf } from './job-id';
import { postingOnPage } from './jsonld';

const JOB_PATH = /^\/([\w-]+)\/j\/([0-9A-F]{6,12})(\/apply)?\/?$/i;

function refFromUrl(url: URL): JobRef | null {
  const match = url.hostname === 'apply.workable.com' ? JOB_PATH.exec(url.pathname) : null;
  if (!match) return null;
  const shortcode = match[2]!.toUpperCase();
  return {
    jobId: jobIdOf({ ats: 'workable', board: match[1]!, posting: shortcode }),
    site: 'workable',
    url: `${url.origin}/${match[1]!}/j/${shortcode}/`,
  };
}

export const workable: SiteAdapter = {
  id: 'workable',
  matches: ['https://apply.workable.com/*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://apply.workable.com/*/j/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const title = textOf(document, '[data-ui="job-title"]') ?? posting?.title;
    if (!title) return [];
    const ref: JobRef = {
      ...base,
      title,
      company: posting?.company ?? textOf(document, '[data-ui="company-name"]'),
      location: textOf(document, '[data-ui="job-location"]') ?? posting?.location,
    };
    const anchor = document.querySelector('[data-ui="overview-apply-now"], [data-ui="apply-button"]');
    return [anchor ? { ref, anchor } : { ref }];
  },
};

export const examples: AdapterExamples = {
  adapter: workable,
  claims: ['https://apply.workable.com/acme/j/1A2B3C4D5E/', 'https://apply.workable.com/acme/j/1A2B3C4D5E/apply/'],
  rejects: ['https://apply.workable.com/acme/', 'https://workable.com/acme/j/1A2B3C4D5E/'],
  pages: [
    {
      url: 'https://apply.workable.com/acme/j/1A2B3C4D5E/',
      fixture: 'workable-job.html',
      ref: { jobId: 'workable:acme:1A2B3C4D5E', title: 'Data Analyst', company: 'Acme', location: 'Haifa, Israel' },
      anchor: 'A',
    },
  ],
  missing: [{ url: 'https://apply.workable.com/acme/j/1A2B3C4D5E/', fixture: 'workable-missing.html' }],
};
