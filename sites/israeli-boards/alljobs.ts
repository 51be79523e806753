/**
 * AllJobs (Israel): the job page `www.alljobs.co.il/Search/UploadSingle.aspx?JobID=<n>` and the result
 * lists (`SearchResultsGuest.aspx`, `SearchResults.aspx`), where each `.job-box` card links to its job page.
 * Ids: `alljobs:<JobID>`. Labels are Hebrew ("מיקום המשרה:", "סוג משרה:") and are dropped from the values.
 */
import type { AdapterExamples, FoundJob, SiteAdapter, SiteName } from '../adapter';
import { linkedCardJobs } from '../cards';
import { digitsParam, textOf, visibleMatch, withoutLabel } from '../dom';
import { layered, type PageFacts, refOf, remoteIn } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';

export const name: SiteName = { en: 'AllJobs', he: 'AllJobs' };
export const family = 'israeli-boards';

const HOSTS = new Set(['www.alljobs.co.il', 'alljobs.co.il']);
const JOB_PAGE = /^\/search\/uploadsingle\.aspx$/i;
const LIST_PAGE = /^\/(?:searchresultsguest|searchresults)\.aspx$/i;
/**
 * The title block's class says its card's style: `job-content-top-title`, `-ltr` (an English ad) and
 * `-highlight` (the "exclusive job" style, a third of some lists). Every style is a job a person sees.
 */
const TITLE_BOX = '[class*="job-content-top-title"]';
const TITLE = `${TITLE_BOX} h1, ${TITLE_BOX} h2, ${TITLE_BOX} h3, ${TITLE_BOX} a`;

const jobIdIn = (url: URL): string | null =>
  HOSTS.has(url.hostname) && JOB_PAGE.test(url.pathname) ? digitsParam(url, 'JobID') : null;

const baseRef = (id: string) => ({
  jobId: jobIdOf({ ats: 'alljobs', posting: id }),
  site: 'alljobs',
  url: `https://www.alljobs.co.il/Search/UploadSingle.aspx?JobID=${id}`,
});

/** What a job box shows: its title, the employer (hidden for some advertisers), place and type. */
function boxFacts(box: ParentNode): PageFacts {
  const location = withoutLabel(textOf(box, '[class*="job-content-top-location"]'));
  const employmentType = withoutLabel(textOf(box, '[class*="job-content-top-type"]'));
  return {
    title: textOf(box, TITLE),
    company: textOf(box, `${TITLE_BOX} .T14, .job-company-name`),
    location,
    employmentType,
    remote: remoteIn(location, employmentType),
  };
}

const cards = (document: Document, url: URL): FoundJob[] =>
  linkedCardJobs(
    document,
    url,
    { links: 'a[href*="UploadSingle.aspx?JobID="]', card: '.job-box' },
    jobIdIn,
    ({ card, id }) => ({ base: baseRef(id), facts: boxFacts(card), anchor: visibleMatch(card, TITLE) ?? card }),
  );

export const adapter: SiteAdapter = {
  id: 'alljobs',
  matches: ['https://www.alljobs.co.il/*'],
  claims: (url) => jobIdIn(url) !== null || (HOSTS.has(url.hostname) && LIST_PAGE.test(url.pathname)),
  refFromUrl: (url) => {
    const id = jobIdIn(url);
    return id ? baseRef(id) : null;
  },
  linkPatterns: ['https://www.alljobs.co.il/Search/UploadSingle.aspx*'],
  find(document, url) {
    const id = jobIdIn(url);
    if (!id) return cards(document, url);
    const box = document.getElementById(`job-box${id}`) ?? document.querySelector('.job-box');
    const facts = layered(postingOnPage(document), box ? boxFacts(box) : undefined, metaFacts(document, ['AllJobs']));
    if (!facts.title) return [];
    const anchor = (box && visibleMatch(box, TITLE)) ?? visibleMatch(document, 'h1');
    const ref = refOf(baseRef(id), facts);
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://www.alljobs.co.il/Search/UploadSingle.aspx?JobID=8740250',
    'https://www.alljobs.co.il/SearchResultsGuest.aspx?page=1&position=&type=&city=&region=',
  ],
  rejects: [
    'https://www.alljobs.co.il/',
    'https://www.alljobs.co.il/Search/UploadSingle.aspx?JobID=abc',
    'https://www.alljobs.co.il.evil.example/Search/UploadSingle.aspx?JobID=1',
  ],
  pages: [
    {
      url: 'https://www.alljobs.co.il/Search/UploadSingle.aspx?JobID=8740250',
      fixture: 'alljobs-job.html',
      ref: {
        jobId: 'alljobs:8740250',
        title: 'מפתח/ת Python',
        company: 'Unitask',
        location: 'חיפה',
        employmentType: 'משרה מלאה',
      },
      anchor: 'H1',
    },
    {
      url: 'https://www.alljobs.co.il/SearchResultsGuest.aspx?page=1&position=python',
      fixture: 'alljobs-list.html',
      ref: null,
      anchor: null,
      cards: [
        { jobId: 'alljobs:8740251', title: 'Backend Developer', company: 'Unitask', location: 'תל אביב יפו' },
        { jobId: 'alljobs:8740252', title: 'QA Engineer', location: 'עבודה מהבית', remote: true },
        { jobId: 'alljobs:8740253', title: 'מפתח/ת Full Stack', company: 'Elad Systems', location: 'רמת גן' },
        { jobId: 'alljobs:8740254', title: 'DevOps Engineer', company: 'CyberArk', location: 'פתח תקווה' },
      ],
    },
  ],
  missing: [
    { url: 'https://www.alljobs.co.il/Search/UploadSingle.aspx?JobID=8740299', fixture: 'service-missing.html' },
  ],
};
