/**
 * Glassdoor job pages: `/job-listing/<slug>.htm?jl=<listing id>`, and the search lists (`/Job/…htm`) with a
 * star on every card (glassdoor-cards.ts) and on the job open in the right pane (its id in the URL's `jl`, or
 * before any click only in the heading's `id="jd-job-title-<jl>"`), on Glassdoor's country hosts. The
 * listing id is the posting: `glassdoor:<jl>`. Class names are hashed (`JobDetails_jobTitle__Rw_gn`), so
 * `data-test` attributes and class prefixes are read, then the page's JSON-LD and title.
 */
import type { AdapterExamples, DescriptionReader, FoundJob, SiteAdapter, SiteName } from '../adapter';
import { digitsParam, textOf, visibleOutside } from '../dom';
import { layered, refOf, remoteIn } from '../facts';
import { CARD as CARDS, glassdoorCards, withoutRating } from '../glassdoor-cards';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';
import { visibleText } from '../text';

export const name: SiteName = { en: 'Glassdoor', he: 'Glassdoor' };
export const family = 'glassdoor-wellfound';

/** Its description block; JSON-LD's when the page lacks it. */
export const description: DescriptionReader = { selector: '[class*="JobDetails_jobDescription"]' };

const TLDS = ['com', 'co.uk', 'ca', 'co.in', 'com.au', 'de', 'fr', 'ie', 'nl', 'sg'];
// Pure: the other families' scripts import this file through families.ts, and must drop it whole.
const HOSTS = /* @__PURE__ */ new Set(/* @__PURE__ */ TLDS.map((tld) => `www.glassdoor.${tld}`));
const JOB_PATH = /^\/(?:job-listing\/|Job\/|partner\/jobListing\.htm)/;
const LIST_PATH = /^\/Job\/[^/]+\.htm$/;
const TITLE = '[data-test="job-title"], h1[id^="jd-job-title"], [class*="JobDetails_jobTitle"]';
const COMPANY = '[class*="EmployerProfile_employerName"], [data-test="employer-name"], [data-test="employerName"]';

function listingId(url: URL): string | null {
  if (!HOSTS.has(url.hostname) || !JOB_PATH.test(url.pathname)) return null;
  return digitsParam(url, 'jl') ?? digitsParam(url, 'jobListingId');
}

const isList = (url: URL) => HOSTS.has(url.hostname) && LIST_PATH.test(url.pathname);

/** The open job of a list no card was clicked on yet: its id is only in its heading's `id`. */
const paneId = (document: Document): string | null =>
  /^jd-job-title-(\d{1,20})$/.exec(document.querySelector('h1[id^="jd-job-title-"]')?.id ?? '')?.[1] ?? null;

const baseRef = (url: URL) => (id: string) => ({
  jobId: jobIdOf({ ats: 'glassdoor', posting: id }),
  site: 'glassdoor',
  url: `${url.origin}/job-listing/index.htm?jl=${id}`,
});

export const adapter: SiteAdapter = {
  id: 'glassdoor',
  matches: /* @__PURE__ */ TLDS.map((tld) => `https://www.glassdoor.${tld}/*`),
  claims: (url) => listingId(url) !== null || isList(url),
  refFromUrl(url) {
    const id = listingId(url);
    return id ? baseRef(url)(id) : null;
  },
  find(document, url) {
    const cards = isList(url) ? glassdoorCards(document, url, baseRef(url)) : [];
    const open = openJob(document, url);
    return open ? [open, ...cards] : cards;
  },
};

function openJob(document: Document, url: URL): FoundJob | null {
  const shown = paneId(document);
  const id = listingId(url) ?? (isList(url) ? shown : null);
  // A card just clicked: the URL names the new listing while the pane still shows the last one.
  if (!id || (shown && shown !== id)) return null;
  const header = visibleOutside(document, TITLE, CARDS);
  const company = visibleOutside(document, COMPANY, CARDS);
  const location = textOf(document, '[data-test="location"]');
  const salary = visibleOutside(document, '[data-test="detailSalary"]', CARDS);
  const dom = {
    title: header ? visibleText(header) : undefined,
    company: withoutRating(company ? visibleText(company) : undefined),
    location,
    salary: salary ? visibleText(salary) : undefined,
    remote: remoteIn(location),
  };
  const facts = layered(postingOnPage(document), dom, metaFacts(document, ['Glassdoor']));
  if (!facts.title) return null;
  const ref = refOf(baseRef(url)(id), facts);
  return placed(document, ref, header);
}

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://www.glassdoor.com/job-listing/senior-data-engineer-wix-JV_IC2421090_KO0,20_KE21,24.htm?jl=1009633080810',
    'https://www.glassdoor.co.uk/Job/london-engineer-jobs-SRCH_IL.0,6_IC2671300_KO7,15.htm?jl=1009633080811',
    'https://www.glassdoor.com/Job/tel-aviv-software-engineer-jobs-SRCH_IL.0,8_IC2421090_KO9,26.htm',
    'https://www.glassdoor.com/Job/jobs.htm?sc.keyword=engineer',
  ],
  rejects: [
    'https://www.glassdoor.com/Reviews/Wix-Reviews-E150.htm',
    'https://www.glassdoor.com/Job/index/nested.htm',
    'https://www.glassdoor.com/job-listing/x.htm?jl=abc',
    'https://www.glassdoor.com.evil.example/job-listing/x.htm?jl=1',
  ],
  pages: [
    {
      url: 'https://www.glassdoor.com/job-listing/senior-data-engineer-wix-JV_IC2421090_KO0,20_KE21,24.htm?jl=1009633080810',
      fixture: 'glassdoor-job.html',
      ref: {
        jobId: 'glassdoor:1009633080810',
        title: 'Senior Data Engineer',
        company: 'Wix',
        location: 'Tel Aviv-Yafo, IL',
        salary: '₪35K - ₪45K (Employer est.)',
        datePosted: '2026-02-15',
        employmentType: 'Full time',
      },
      anchor: 'H1',
    },
    {
      url: 'https://www.glassdoor.co.uk/Job/london-engineer-jobs-SRCH_IL.0,6_IC2671300_KO7,15.htm?jl=1009633080811',
      fixture: 'glassdoor-search.html',
      ref: { jobId: 'glassdoor:1009633080811', title: 'Platform Engineer', company: 'Monzo', location: 'London' },
      anchor: 'H1',
      cards: [
        { jobId: 'glassdoor:1009633080812', title: 'Backend Engineer', company: 'Revolut', location: 'London' },
        { jobId: 'glassdoor:1009633080811', title: 'Platform Engineer', company: 'Monzo' },
      ],
    },
    {
      url: 'https://www.glassdoor.com/Job/tel-aviv-software-engineer-jobs-SRCH_IL.0,8_IC2421090_KO9,26.htm',
      fixture: 'glassdoor-list.html',
      ref: {
        jobId: 'glassdoor:1009700000001',
        title: 'Backend Engineer',
        company: 'Wix',
        location: 'Tel Aviv-Yafo',
        salary: '₪30K - ₪42K (Employer est.)',
      },
      anchor: 'H1',
      cards: [
        {
          jobId: 'glassdoor:1009700000001',
          url: 'https://www.glassdoor.com/job-listing/index.htm?jl=1009700000001',
          title: 'Backend Engineer',
          company: 'Wix',
          location: 'Tel Aviv-Yafo',
          salary: '₪30K - ₪42K (Employer est.)',
        },
        { jobId: 'glassdoor:1009700000002', title: 'Analytics Engineer', company: 'monday.com', remote: true },
        { jobId: 'glassdoor:1009700000003', title: 'QA Lead', company: 'Check Point' },
      ],
    },
  ],
  missing: [
    {
      url: 'https://www.glassdoor.com/job-listing/x.htm?jl=1009633080899',
      fixture: 'greenhouse-closed.html',
    },
  ],
};
