/**
 * Comeet's hosted pages: `www.comeet.com/jobs/<company>/<company uid>/<slug>/<position uid>`. The board
 * part of the id is the company slug (`comeet:aquasec:CD.86E`), the same whichever uid form the URL has.
 * The page is rendered by Angular from `POSITION_DATA` / `COMPANY_DATA`, so the app state is read first.
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, SiteAdapter, SiteName } from '../adapter';
import { assignedJson, stringField, textOf } from '../dom';
import { layered, refOf, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';

export const name: SiteName = { en: 'Comeet', he: 'Comeet' };
export const family = 'ats';

const JOB_PATH = /^\/jobs\/([\w-]+)\/[\w.]+\/[^/]+\/([\w]{2}\.[\w]{2,4})\/?$/;

function refFromUrl(url: URL): JobRef | null {
  const match = url.hostname === 'www.comeet.com' ? JOB_PATH.exec(url.pathname) : null;
  if (!match) return null;
  return {
    jobId: jobIdOf({ ats: 'comeet', board: match[1]!, posting: match[2]! }),
    site: 'comeet',
    url: `${url.origin}${url.pathname}`,
  };
}

/** `{{ position.name }}` and friends: text Angular has not rendered yet is no title. */
const rendered = (text: string | undefined) => (text && !text.includes('{{') ? text : undefined);

export const adapter: SiteAdapter = {
  id: 'comeet',
  matches: ['https://www.comeet.com/jobs/*'],
  claims: (url) => refFromUrl(url) !== null,
  refFromUrl,
  linkPatterns: ['https://www.comeet.com/jobs/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const position = assignedJson(document, 'POSITION_DATA');
    const company = assignedJson(document, 'COMPANY_DATA');
    const title = stringField(position?.name) ?? rendered(textOf(document, '[data-qa="positionTitle"] span'));
    if (!title) return [];
    const location = position?.location as Record<string, unknown> | undefined;
    const state = {
      title,
      company: stringField(company?.name),
      location: stringField(location?.name) ?? rendered(textOf(document, '[data-qa="headerLocation"]')),
      employmentType: stringField(position?.employment_type),
    };
    const tenant = { company: tenantName(JOB_PATH.exec(url.pathname)?.[1]) };
    const ref = refOf(base, layered(state, postingOnPage(document), metaFacts(document, ['Comeet'], title), tenant));
    const anchor =
      document.querySelector('[data-qa="positionHeaderDetails"]') ??
      document.querySelector('h1[data-qa="positionTitle"]');
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://www.comeet.com/jobs/aquasec/91.001/engineering-platform-manager/CD.86E',
    'https://www.comeet.com/jobs/aquasec/91.001/engineering-platform-manager/CD.86E/',
  ],
  rejects: ['https://www.comeet.com/jobs/aquasec/91.001', 'https://comeet.com/jobs/aquasec/91.001/x/CD.86E'],
  pages: [
    {
      url: 'https://www.comeet.com/jobs/aquasec/91.001/engineering-platform-manager/CD.86E',
      fixture: 'comeet-job.html',
      ref: {
        jobId: 'comeet:aquasec:CD.86E',
        title: 'Engineering Platform Manager',
        company: 'Aqua Security',
        location: 'Ramat Gan, Israel',
      },
      anchor: 'DIV',
    },
  ],
  missing: [
    {
      url: 'https://www.comeet.com/jobs/aquasec/91.001/engineering-platform-manager/CD.86E',
      fixture: 'comeet-missing.html',
    },
  ],
};
