/**
 * Glassdoor job pages: `/job-listing/<slug>.htm?jl=<listing id>` and a search page with a job open
 * (`/Job/…htm?jl=<id>`), on Glassdoor's country hosts. The listing id is the posting: `glassdoor:<jl>`.
 * Class names are hashed (`JobDetails_jobTitle__Rw_gn`), so `data-test` attributes and class prefixes are
 * read, then the page's JSON-LD and title.
 */
import type { AdapterExamples, SiteAdapter } from './adapter';
import { digitsParam, textOf, visibleOutside } from './dom';
import { layered, refOf, remoteIn } from './facts';
import { jobIdOf } from './job-id';
import { postingOnPage } from './jsonld';
import { metaFacts } from './page-meta';
import { visibleText } from './text';

const TLDS = ['com', 'co.uk', 'ca', 'co.in', 'com.au', 'de', 'fr', 'ie', 'nl', 'sg'];
// Pure: the other families' scripts import this file through families.ts, and must drop it whole.
const HOSTS = /* @__PURE__ */ new Set(/* @__PURE__ */ TLDS.map((tld) => `www.glassdoor.${tld}`));
const JOB_PATH = /^\/(?:job-listing\/|Job\/|partner\/jobListing\.htm)/;
const CARDS = '[data-test="jobListing"], li[class*="JobsList_jobListItem"]';
const TITLE = '[data-test="job-title"], h1[id^="jd-job-title"], [class*="JobDetails_jobTitle"]';
const COMPANY = '[class*="EmployerProfile_employerName"], [data-test="employer-name"], [data-test="employerName"]';

function listingId(url: URL): string | null {
  if (!HOSTS.has(url.hostname) || !JOB_PATH.test(url.pathname)) return null;
  return digitsParam(url, 'jl') ?? digitsParam(url, 'jobListingId');
}

const baseRef = (url: URL, id: string) => ({
  jobId: jobIdOf({ ats: 'glassdoor', posting: id }),
  site: 'glassdoor',
  url: `${url.origin}/job-listing/index.htm?jl=${id}`,
});

export const glassdoor: SiteAdapter = {
  id: 'glassdoor',
  matches: /* @__PURE__ */ TLDS.map((tld) => `https://www.glassdoor.${tld}/*`),
  claims: (url) => listingId(url) !== null,
  refFromUrl(url) {
    const id = listingId(url);
    return id ? baseRef(url, id) : null;
  },
  find(document, url) {
    const id = listingId(url);
    if (!id) return [];
    const header = visibleOutside(document, TITLE, CARDS);
    const company = visibleOutside(document, COMPANY, CARDS);
    const location = textOf(document, '[data-test="location"]');
    const dom = {
      title: header ? visibleText(header) : undefined,
      // The employer's name shares its element with the rating: "Acme 4.1 ★".
      company: company ? visibleText(company).replace(/\s*\d[.,]\d\s*★?$/, '') : undefined,
      location,
      salary: textOf(document, '[data-test="detailSalary"]'),
      remote: remoteIn(location),
    };
    const facts = layered(postingOnPage(document), dom, metaFacts(document, ['Glassdoor']));
    if (!facts.title) return [];
    return [header ? { ref: refOf(baseRef(url, id), facts), anchor: header } : { ref: refOf(baseRef(url, id), facts) }];
  },
};

export const examples: AdapterExamples = {
  adapter: glassdoor,
  claims: [
    'https://www.glassdoor.com/job-listing/senior-data-engineer-wix-JV_IC2421090_KO0,20_KE21,24.htm?jl=1009633080810',
    'https://www.glassdoor.co.uk/Job/london-engineer-jobs-SRCH_IL.0,6_IC2671300_KO7,15.htm?jl=1009633080811',
  ],
  rejects: [
    'https://www.glassdoor.com/Reviews/Wix-Reviews-E150.htm',
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
    },
  ],
  missing: [
    {
      url: 'https://www.glassdoor.com/job-listing/x.htm?jl=1009633080899',
      fixture: 'greenhouse-closed.html',
    },
  ],
};
