/**
 * SAP SuccessFactors: the career site, `career<N>.successfactors.com/career?company=<company>&
 * career_job_req_id=<requisition>` (and `.eu`), and its branded "RMK" pages, `/job/<slug>/<posting>/`, here
 * SAP's own `jobs.sap.com`. An RMK page numbers its posting apart from the requisition, so its ids are by host
 * (`successfactors:jobs.sap.com:<posting>`); other employers' RMK sites are reached as any JSON-LD page is.
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, DescriptionReader, SiteAdapter, SiteName } from '../adapter';
import { pageUrl, textOf, visibleMatch } from '../dom';
import { layered, refOf, remoteIn } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';
import { visibleText } from '../text';

export const name: SiteName = { en: 'SAP SuccessFactors', he: 'SAP SuccessFactors' };
export const family = 'ats-more';

/** Its description block; JSON-LD's when the page lacks it. */
export const description: DescriptionReader = { selector: '.jobdescription' };

const CAREER_HOST = /^career\d*\.successfactors\.(?:com|eu)$/;
const RMK_HOSTS = new Set(['jobs.sap.com']);
const RMK_PATH = /^\/job\/[^/]+\/(\d{4,15})\/?$/;

function parts(url: URL): { board: string; posting: string } | null {
  if (CAREER_HOST.test(url.hostname) && /^\/(?:career|sfcareer\/[\w/]*)$/.test(url.pathname)) {
    const board = url.searchParams.get('company');
    const posting = url.searchParams.get('career_job_req_id');
    return board && /^[\w-]+$/.test(board) && posting && /^\d+$/.test(posting) ? { board, posting } : null;
  }
  const rmk = RMK_HOSTS.has(url.hostname) ? RMK_PATH.exec(url.pathname) : null;
  return rmk ? { board: url.hostname, posting: rmk[1]! } : null;
}

function refFromUrl(url: URL): JobRef | null {
  const found = parts(url);
  if (!found) return null;
  const address = RMK_HOSTS.has(url.hostname)
    ? pageUrl(url)
    : `${pageUrl(url)}?company=${found.board}&career_job_req_id=${found.posting}`;
  return { jobId: jobIdOf({ ats: 'successfactors', ...found }), site: 'successfactors', url: address };
}

/** Microdata `<meta itemprop="…" content="…">`, as RMK pages state what their text does not. */
const itemprop = (document: Document, prop: string): string | undefined =>
  document.querySelector(`meta[itemprop="${prop}"]`)?.getAttribute('content')?.trim() || undefined;

/** RMK's `datePosted` reads "Tue Jul 14 07:00:00 UTC 2026": its day, as YYYY-MM-DD. */
function dayPosted(value: string | undefined): string | undefined {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

export const adapter: SiteAdapter = {
  id: 'successfactors',
  matches: [
    'https://*.successfactors.com/career*',
    'https://*.successfactors.eu/career*',
    'https://*.successfactors.com/sfcareer/*',
    'https://*.successfactors.eu/sfcareer/*',
    'https://jobs.sap.com/*',
  ],
  claims: (url) => parts(url) !== null,
  refFromUrl,
  linkPatterns: [
    'https://*.successfactors.com/career*',
    'https://*.successfactors.eu/career*',
    'https://jobs.sap.com/job/*',
  ],
  find(document, url) {
    const base = refFromUrl(url);
    if (!base) return [];
    const posting = postingOnPage(document);
    const heading = visibleMatch(
      document,
      '[data-careersite-propertyid="title"], [itemprop="title"], .jobTitle, #job-title',
    );
    const title = (heading && visibleText(heading)) || posting?.title;
    if (!title) return [];
    const location =
      textOf(
        document,
        '[data-careersite-propertyid="location"], [data-careersite-propertyid="city"], .jobGeoLocation',
      ) ?? itemprop(document, 'addressLocality');
    const dom = {
      title,
      company: itemprop(document, 'hiringOrganization'),
      location,
      employmentType: itemprop(document, 'employmentType'),
      remote: remoteIn(location),
      datePosted: dayPosted(itemprop(document, 'datePosted')),
    };
    const ref = refOf(
      base,
      layered(dom, posting, metaFacts(document, ['SAP SuccessFactors', 'SuccessFactors'], title)),
    );
    const anchor = document.querySelector('.applylink a.dialogApplyBtn, a.dialogApplyBtn') ?? heading;
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://jobs.sap.com/job/Ra%27anana-Senior-Developer-4321/1122334455/',
    'https://career5.successfactors.eu/career?company=AcmeP&career_ns=job_listing&career_job_req_id=12345&navBarLevel=JOB_SEARCH',
    'https://career2.successfactors.com/career?career_job_req_id=987&company=globex',
  ],
  rejects: [
    'https://jobs.sap.com/search/?q=developer',
    'https://career5.successfactors.eu/career?company=AcmeP&career_ns=job_listing',
    'https://performancemanager5.successfactors.eu/career?company=AcmeP&career_job_req_id=12345',
    'https://evil.example/job/senior-developer/1122334455/',
  ],
  pages: [
    {
      url: 'https://jobs.sap.com/job/Ra%27anana-Senior-Developer-4321/1122334455/',
      fixture: 'successfactors-rmk-job.html',
      ref: {
        jobId: 'successfactors:jobs.sap.com:1122334455',
        title: 'Senior Developer',
        company: 'SAP',
        location: "Ra'anana, IL, 4365111",
        datePosted: '2026-07-14',
      },
      anchor: 'A',
    },
    {
      url: 'https://career5.successfactors.eu/career?company=AcmeP&career_ns=job_listing&career_job_req_id=12345',
      fixture: 'successfactors-career-job.html',
      ref: {
        jobId: 'successfactors:acmep:12345',
        url: 'https://career5.successfactors.eu/career?company=AcmeP&career_job_req_id=12345',
        title: 'Logistics Planner',
        company: 'Acme Logistics',
        location: 'Haifa, Israel',
      },
      anchor: 'SPAN',
    },
  ],
  missing: [
    {
      url: 'https://jobs.sap.com/job/Ra%27anana-Senior-Developer-4321/1122334455/',
      fixture: 'successfactors-missing.html',
    },
  ],
};
