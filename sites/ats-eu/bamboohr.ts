/**
 * BambooHR career sites: `<company>.bamboohr.com/careers/<id>` and the older `/jobs/view.php?id=<id>`. Only
 * those paths: the rest of an employer's BambooHR host is its staff's HR system, which jobstar never reads.
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, DescriptionReader, SiteAdapter, SiteName } from '../adapter';
import { digitsParam, textOf } from '../dom';
import { layered, refOf, remoteIn, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';
import { tenantOf } from '../tenant-host';

export const name: SiteName = { en: 'BambooHR', he: 'BambooHR' };
export const family = 'ats-eu';

/** Its description block; JSON-LD's when the page lacks it. */
export const description: DescriptionReader = { selector: '.BambooHR-ATS-Jobs-Description' };

const CAREERS_PATH = /^\/careers\/(\d+)(?:\/detail)?\/?$/;

function postingOf(url: URL): string | null {
  if (url.pathname === '/jobs/view.php') return digitsParam(url, 'id');
  return CAREERS_PATH.exec(url.pathname)?.[1] ?? null;
}

function refFromUrl(url: URL): JobRef | null {
  const board = tenantOf(url, 'bamboohr.com');
  const posting = board ? postingOf(url) : null;
  if (!board || !posting) return null;
  return {
    jobId: jobIdOf({ ats: 'bamboohr', board, posting }),
    site: 'bamboohr',
    url: `${url.origin}/careers/${posting}`,
  };
}

export const adapter: SiteAdapter = {
  id: 'bamboohr',
  matches: ['https://*.bamboohr.com/careers*', 'https://*.bamboohr.com/jobs/view.php*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://*.bamboohr.com/careers/*', 'https://*.bamboohr.com/jobs/view.php*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const heading = textOf(document, '.BambooHR-ATS-Jobs-Item h2') ?? textOf(document, 'main h2, main h1');
    const title = posting?.title ?? heading;
    if (!title) return [];
    const location = textOf(document, '.BambooHR-ATS-Jobs-Location, [data-qa="job-location"]');
    const dom = { title, location, remote: remoteIn(location) };
    const tenant = { company: tenantName(tenantOf(url, 'bamboohr.com') ?? undefined) };
    const ref = refOf(base, layered(posting, dom, metaFacts(document, ['BambooHR'], title), tenant));
    const anchor =
      document.querySelector('.BambooHR-ATS-Jobs-ApplyButton, a[href*="/apply"]') ??
      document.querySelector('.BambooHR-ATS-Jobs-Item h2, main h2, main h1');
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://lunaroutpost.bamboohr.com/careers/390',
    'https://lunaroutpost.bamboohr.com/careers/390/',
    'https://lunaroutpost.bamboohr.com/jobs/view.php?id=390',
  ],
  rejects: [
    'https://lunaroutpost.bamboohr.com/careers/',
    'https://lunaroutpost.bamboohr.com/home',
    'https://lunaroutpost.bamboohr.com/jobs/view.php?id=abc',
    'https://www.bamboohr.com/careers/390',
  ],
  pages: [
    {
      url: 'https://lunaroutpost.bamboohr.com/careers/390',
      fixture: 'bamboohr-job.html',
      ref: {
        jobId: 'bamboohr:lunaroutpost:390',
        title: 'Customer Success Manager',
        company: 'Lunar Outpost',
        location: 'Golden, Colorado',
      },
      anchor: 'A',
    },
    {
      url: 'https://lunaroutpost.bamboohr.com/jobs/view.php?id=391',
      fixture: 'bamboohr-legacy.html',
      ref: {
        jobId: 'bamboohr:lunaroutpost:391',
        title: 'Support Engineer',
        company: 'Lunaroutpost',
        location: 'Remote',
        remote: true,
      },
      anchor: 'H2',
    },
  ],
  missing: [{ url: 'https://lunaroutpost.bamboohr.com/careers/1', fixture: 'bamboohr-missing.html' }],
};
