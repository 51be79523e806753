/**
 * The service's own job pages, `/jobs/<job_id>` on the configured origin: the content script is registered
 * there at run time (background/star-ui-service-pages.ts), so claiming the path is enough; the page's
 * `main.job[data-job-id]` confirms it is a job page.
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, SiteAdapter, SiteName } from '../adapter';
import { pageUrl, textOf } from '../dom';
import { refOf } from '../facts';
import { placed } from '../placement';

export const name: SiteName = { en: 'jobstar', he: 'jobstar' };
export const family = 'service-pages';

const JOB_PATH = /^\/jobs\/(.+?)\/?$/;

function jobIdInPath(url: URL): string | null {
  const match = JOB_PATH.exec(url.pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** A link to a job page of the service at `apiBaseUrl`. */
export function serviceRefFromUrl(url: URL, apiBaseUrl: string): JobRef | null {
  if (url.origin !== new URL(apiBaseUrl).origin) return null;
  const jobId = jobIdInPath(url);
  return jobId ? { jobId, site: 'service', url: pageUrl(url) } : null;
}

export const adapter: SiteAdapter = {
  id: 'service',
  matches: [],
  claims: (url) => jobIdInPath(url) !== null,
  find(document, url) {
    const main = document.querySelector('main.job[data-job-id]');
    const jobId = jobIdInPath(url);
    if (!main || !jobId) return [];
    const ref = refOf(
      { jobId, site: 'service', url: pageUrl(url) },
      {
        title: textOf(main, '.job-title'),
        company: textOf(main, '.job-company'),
        location: textOf(main, '.job-location'),
      },
    );
    const actions = main.querySelector('.job-actions');
    return [placed(document, ref, actions, 'inside')];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: ['http://127.0.0.1:8787/jobs/greenhouse:wix:777', 'https://jobs.example/jobs/abc%20def'],
  rejects: ['http://127.0.0.1:8787/jobs/', 'http://127.0.0.1:8787/companies/wix.com'],
  pages: [
    {
      url: 'http://127.0.0.1:8787/jobs/greenhouse:wix:777',
      fixture: 'service-job.html',
      ref: { jobId: 'greenhouse:wix:777', title: 'Backend Engineer', company: 'Wix', location: 'Tel Aviv' },
      anchor: 'DIV',
    },
  ],
  missing: [{ url: 'http://127.0.0.1:8787/jobs/nope', fixture: 'service-missing.html' }],
};
