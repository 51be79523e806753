/** Lever: `jobs.lever.co/<company>/<uuid>` (and `jobs.eu.lever.co`), with or without `/apply`. */

import type { JobRef } from '../api/job-ref';
import type { SiteAdapter } from './adapter';
import { textOf } from './dom';
import { jobIdOf } from './job-id';
import { postingOnPage } from './jsonld';

const HOSTS = new Set(['jobs.lever.co', 'jobs.eu.lever.co']);
const JOB_PATH = /^\/([\w.-]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/apply)?\/?$/i;

function refFromUrl(url: URL): JobRef | null {
  const match = HOSTS.has(url.hostname) ? JOB_PATH.exec(url.pathname) : null;
  if (!match) return null;
  return {
    jobId: jobIdOf({ ats: 'lever', board: match[1]!, posting: match[2]!.toLowerCase() }),
    site: 'lever',
    url: `${url.origin}/${match[1]!}/${match[2]!}`,
  };
}

export const lever: SiteAdapter = {
  id: 'lever',
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://jobs.lever.co/*/*', 'https://jobs.eu.lever.co/*/*'],
  find(document, url) {
    const base = refFromUrl(url);
    const title = textOf(document, '.posting-headline h2, .posting-header h2');
    if (!base || !title) return [];
    const logo = document.querySelector('.main-header-logo img')?.getAttribute('alt')?.trim();
    const ref: JobRef = {
      ...base,
      title,
      company: logo?.replace(/\s+logo$/i, '') || postingOnPage(document)?.company,
      location: textOf(document, '.posting-categories .location, .posting-category.location'),
    };
    const anchor = document.querySelector('.posting-headline .postings-btn-wrapper, .postings-btn-wrapper');
    return [anchor ? { ref, anchor, place: 'inside' } : { ref }];
  },
};
