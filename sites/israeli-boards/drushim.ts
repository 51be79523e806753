/**
 * Drushim (Israel): the job page `www.drushim.co.il/job/<id>/<hash>/` and the search lists (`/jobs/…`), whose
 * cards link to their job pages. The numeric id is the posting (`drushim:<id>`); the hash varies per link.
 * The job page is read from its JSON-LD, its heading, then its title "<job> - <company> | דרושים".
 */
import type { AdapterExamples, FoundJob, SiteAdapter, SiteName } from '../adapter';
import { linkedCardJobs } from '../cards';
import { textOf, visibleMatch } from '../dom';
import { layered, refOf, remoteIn } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';
import { linesAfter, visibleText } from '../text';

export const name: SiteName = { en: 'Drushim', he: 'Drushim' };
export const family = 'israeli-boards';

const HOSTS = new Set(['www.drushim.co.il', 'drushim.co.il']);
const JOB_PATH = /^\/job\/(\d{4,})(?:\/[\w-]*)?\/?$/;
const SITE_NAMES = ['דרושים', 'Drushim', 'drushim.co.il', 'דרושים IL'];

const jobIdIn = (url: URL): string | null =>
  HOSTS.has(url.hostname) ? (JOB_PATH.exec(url.pathname)?.[1] ?? null) : null;
const isList = (url: URL) => HOSTS.has(url.hostname) && /^\/jobs(?:\/|$)/.test(url.pathname);

const baseRef = (id: string, url: string) => ({
  jobId: jobIdOf({ ats: 'drushim', posting: id }),
  site: 'drushim',
  url,
});

const cards = (document: Document, url: URL): FoundJob[] =>
  linkedCardJobs(document, url, { links: 'a[href*="/job/"]', card: '.job-item-main, .job-item' }, jobIdIn, (found) => {
    const title = textOf(found.card, '.job-url') ?? visibleText(found.link);
    if (!title) return null;
    const [company, location] = linesAfter(found.card, title);
    const href = new URL(found.link.getAttribute('href') ?? '', url.href);
    const facts = layered({ title, company, location, remote: remoteIn(location) });
    return { base: baseRef(found.id, `${href.origin}${href.pathname}`), facts, anchor: found.link };
  });

export const adapter: SiteAdapter = {
  id: 'drushim',
  matches: ['https://www.drushim.co.il/*'],
  claims: (url) => jobIdIn(url) !== null || isList(url),
  refFromUrl: (url) => {
    const id = jobIdIn(url);
    return id ? baseRef(id, `${url.origin}${url.pathname}`) : null;
  },
  linkPatterns: ['https://www.drushim.co.il/job/*'],
  find(document, url) {
    const id = jobIdIn(url);
    if (!id) return isList(url) ? cards(document, url) : [];
    const posting = postingOnPage(document);
    const meta = metaFacts(document, SITE_NAMES);
    if (!posting?.title && !meta.company) return [];
    const heading = visibleMatch(document, 'h1');
    const facts = layered(posting, { title: heading ? visibleText(heading) : undefined }, meta);
    const ref = refOf(baseRef(id, `${url.origin}${url.pathname}`), facts);
    return facts.title ? [placed(document, ref, heading)] : [];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: ['https://www.drushim.co.il/job/37816406/1abb4f7b/', 'https://www.drushim.co.il/jobs/search/python/'],
  rejects: [
    'https://www.drushim.co.il/',
    'https://www.drushim.co.il/job/abc/',
    'https://www.drushim.co.il.evil.example/job/37816406/1abb4f7b/',
  ],
  pages: [
    {
      url: 'https://www.drushim.co.il/job/37816406/1abb4f7b/',
      fixture: 'drushim-job.html',
      ref: {
        jobId: 'drushim:37816406',
        title: 'מפתח/ת Backend',
        company: 'מרטנס - מלם תים',
        location: 'רעננה',
        employmentType: 'Full time',
        datePosted: '2026-08-05',
      },
      anchor: 'H1',
    },
    {
      url: 'https://www.drushim.co.il/jobs/search/backend/',
      fixture: 'drushim-list.html',
      ref: null,
      anchor: null,
      cards: [
        { jobId: 'drushim:37816407', title: 'Backend Developer', company: 'Mertens', location: 'רעננה' },
        { jobId: 'drushim:37816408', title: 'Data Engineer', company: 'CyberArk', location: 'פתח תקווה' },
      ],
    },
  ],
  missing: [{ url: 'https://www.drushim.co.il/job/37816499/aaaa/', fixture: 'service-missing.html' }],
};
