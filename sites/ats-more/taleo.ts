/**
 * Oracle's two recruiting sites: Taleo's career sections, `<tenant>.taleo.net/careersection/<section>/
 * jobdetail.ftl?job=<posting>`, and Oracle Recruiting Cloud's candidate experience, `<pod>.fa.<region>.
 * oraclecloud.com/hcmUI/CandidateExperience/<lang>/sites/<site>/job/<posting>`. Each numbers its postings
 * its own way, so each has its own ids (`taleo:`, `oracle:`).
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, SiteAdapter, SiteName } from '../adapter';
import { pageUrl, textOf, visibleMatch } from '../dom';
import { layered, type PageFacts, refOf, remoteIn, tenantName } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { visibleText } from '../text';

export const name: SiteName = { en: 'Taleo, Oracle Recruiting', he: 'Taleo, Oracle Recruiting' };
export const family = 'ats-more';

const TALEO_HOST = /^([\w-]+)\.taleo\.net$/;
const TALEO_PATH = /^\/careersection\/[\w.-]+\/jobdetail\.ftl$/;
const ORACLE_HOST = /^([\w-]+)\.fa\.[\w.-]+\.oraclecloud\.com$/;
const ORACLE_PATH = /^\/hcmUI\/CandidateExperience\/[\w-]+\/sites\/[\w-]+\/job\/(\d+)(?:\/[^/]*)?\/?$/;

function parts(url: URL): { ats: 'taleo' | 'oracle'; board: string; posting: string } | null {
  const taleo = TALEO_HOST.exec(url.hostname);
  const job = url.searchParams.get('job');
  if (taleo && TALEO_PATH.test(url.pathname) && job && /^[\w.-]{1,40}$/.test(job)) {
    return { ats: 'taleo', board: taleo[1]!, posting: job };
  }
  const oracle = ORACLE_HOST.exec(url.hostname);
  const path = oracle ? ORACLE_PATH.exec(url.pathname) : null;
  return oracle && path ? { ats: 'oracle', board: oracle[1]!, posting: path[1]! } : null;
}

function refFromUrl(url: URL): JobRef | null {
  const found = parts(url);
  if (!found) return null;
  const address = found.ats === 'taleo' ? `${pageUrl(url)}?job=${encodeURIComponent(found.posting)}` : pageUrl(url);
  return { jobId: jobIdOf(found), site: 'taleo', url: address };
}

/** Taleo's fields are ids of its description interface: `requisitionDescriptionInterface.<field>.row1`. */
function taleoFacts(document: Document, url: URL): { heading?: Element; facts: PageFacts } {
  const heading = visibleMatch(document, '[id="requisitionDescriptionInterface.reqTitleLinkAction.row1"]');
  const location = textOf(document, '[id^="requisitionDescriptionInterface.reqBasicLocation"]');
  const company = tenantName(TALEO_HOST.exec(url.hostname)?.[1]);
  return { heading, facts: { location, remote: remoteIn(location), company } };
}

/** The candidate experience shows its facts as a list of titled items under the title. */
function oracleFacts(document: Document): { heading?: Element; facts: PageFacts } {
  const heading = visibleMatch(document, '.job-details__title');
  let location = textOf(document, '.job-details__subtitle');
  for (const item of document.querySelectorAll('.job-meta__item')) {
    if (!location && /^locations?$/i.test(textOf(item, '.job-meta__title') ?? '')) {
      location = textOf(item, '.job-meta__subitem');
    }
  }
  return { heading, facts: { location, remote: remoteIn(location) } };
}

export const adapter: SiteAdapter = {
  id: 'taleo',
  matches: ['https://*.taleo.net/*', 'https://*.oraclecloud.com/hcmUI/CandidateExperience/*'],
  claims: (url) => parts(url) !== null,
  refFromUrl,
  linkPatterns: ['https://*.taleo.net/careersection/*', 'https://*.oraclecloud.com/hcmUI/CandidateExperience/*'],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const { heading, facts } = parts(url)?.ats === 'taleo' ? taleoFacts(document, url) : oracleFacts(document);
    const title = (heading && visibleText(heading)) || posting?.title;
    if (!title) return [];
    const ref = refOf(base, layered({ title, ...facts }, posting, metaFacts(document, ['Oracle', 'Taleo'], title)));
    return [heading ? { ref, anchor: heading } : { ref }];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://oracle.taleo.net/careersection/2/jobdetail.ftl?job=2400123&lang=en',
    'https://l3com.taleo.net/careersection/l3_ext_us/jobdetail.ftl?job=JR-12345',
    'https://eeho.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_45001/job/301234',
    'https://eeho.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_45001/job/301234/?utm_medium=jobshare',
  ],
  rejects: [
    'https://oracle.taleo.net/careersection/2/jobsearch.ftl?lang=en',
    'https://oracle.taleo.net/careersection/2/jobdetail.ftl',
    'https://eeho.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_45001/jobs',
    'https://evil.example/hcmUI/CandidateExperience/en/sites/CX_45001/job/301234',
  ],
  pages: [
    {
      url: 'https://oracle.taleo.net/careersection/2/jobdetail.ftl?job=2400123&lang=en',
      fixture: 'taleo-job.html',
      ref: {
        jobId: 'taleo:oracle:2400123',
        url: 'https://oracle.taleo.net/careersection/2/jobdetail.ftl?job=2400123',
        title: 'Senior Software Developer',
        company: 'Oracle',
        location: 'Israel-Petah Tikva',
      },
      anchor: 'SPAN',
    },
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
    { url: 'https://oracle.taleo.net/careersection/2/jobdetail.ftl?job=2400123', fixture: 'taleo-missing.html' },
    {
      url: 'https://eeho.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_45001/job/301234',
      fixture: 'oracle-missing.html',
    },
  ],
};
