/**
 * Oracle Recruiting Cloud's candidate experience, `<pod>.fa.<region>.oraclecloud.com/hcmUI/CandidateExperience/<lang>/
 * sites/<site>/job/<posting>`. Oracle's older Taleo numbers its postings its own way and has its own file (taleo.ts).
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, SiteAdapter, SiteName } from '../adapter';
import { pageUrl, textOf, visibleMatch } from '../dom';
import { layered, refOf, remoteIn } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';
import { visibleText } from '../text';

export const name: SiteName = { en: 'Oracle Recruiting', he: 'Oracle Recruiting' };
export const family = 'ats-more';

const ORACLE_HOST = /^([\w-]+)\.fa\.[\w.-]+\.oraclecloud\.com$/;
const ORACLE_PATH = /^\/hcmUI\/CandidateExperience\/[\w-]+\/sites\/[\w-]+\/job\/(\d+)(?:\/[^/]*)?\/?$/;

function parts(url: URL): { ats: 'oracle'; board: string; posting: string } | null {
  const oracle = ORACLE_HOST.exec(url.hostname);
  const path = oracle ? ORACLE_PATH.exec(url.pathname) : null;
  return oracle && path ? { ats: 'oracle', board: oracle[1]!, posting: path[1]! } : null;
}

function refFromUrl(url: URL): JobRef | null {
  const found = parts(url);
  return found ? { jobId: jobIdOf(found), site: 'oracle', url: pageUrl(url) } : null;
}

export const adapter: SiteAdapter = {
  id: 'oracle',
  matches: ['https://*.oraclecloud.com/hcmUI/CandidateExperience/*'],
  claims: (url) => parts(url) !== null,
  refFromUrl,
  linkPatterns: ['https://*.oraclecloud.com/hcmUI/CandidateExperience/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    // The candidate experience shows its facts as a list of titled items under the title.
    const heading = visibleMatch(document, '.job-details__title');
    let location = textOf(document, '.job-details__subtitle');
    for (const item of document.querySelectorAll('.job-meta__item')) {
      if (!location && /^locations?$/i.test(textOf(item, '.job-meta__title') ?? '')) {
        location = textOf(item, '.job-meta__subitem');
      }
    }
    const title = (heading && visibleText(heading)) || posting?.title;
    if (!title) return [];
    const facts = { title, location, remote: remoteIn(location) };
    const ref = refOf(base, layered(facts, posting, metaFacts(document, ['Oracle', 'Taleo'], title)));
    return [placed(document, ref, heading)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://eeho.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_45001/job/301234',
    'https://eeho.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_45001/job/301234/?utm_medium=jobshare',
  ],
  rejects: [
    'https://eeho.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_45001/jobs',
    'https://evil.example/hcmUI/CandidateExperience/en/sites/CX_45001/job/301234',
    'https://oracle.taleo.net/careersection/2/jobdetail.ftl?job=2400123&lang=en',
  ],
  pages: [
    {
      url: 'https://eeho.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_45001/job/301234',
      fixture: 'oracle-job.html',
      ref: {
        jobId: 'oracle:eeho:301234',
        title: 'Cloud Operations Engineer',
        company: 'Oracle',
        location: 'Jerusalem, Israel',
        employmentType: 'Full time',
        datePosted: '2026-02-20',
      },
      anchor: 'H1',
    },
  ],
  missing: [
    {
      url: 'https://eeho.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_45001/job/301234',
      fixture: 'oracle-missing.html',
    },
  ],
};
