/**
 * Wellfound (formerly AngelList Talent): the job page `wellfound.com/jobs/<id>-<slug>` and its form under a
 * company, `/company/<slug>/jobs/<id>-<slug>`, and a star on every row of its lists (wellfound-cards.ts).
 * The numeric id is the posting: `wellfound:<id>`. The page is rendered by Next.js; its JSON-LD JobPosting
 * comes first, then the heading and the title "<job> at <company>".
 */
import type { AdapterExamples, SiteAdapter, SiteName } from '../adapter';
import { textOf, visibleMatch } from '../dom';
import { layered, refOf } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';
import { visibleText } from '../text';
import { wellfoundCards } from '../wellfound-cards';

export const name: SiteName = { en: 'Wellfound', he: 'Wellfound' };
export const family = 'glassdoor-wellfound';

const JOB_PATH = /^\/(?:company\/[\w.-]+\/)?jobs\/(\d{3,})(?:-[^/]*)?\/?$/;
const LIST_PATH = /^\/(?:jobs|role(?:\/[lr])?\/[\w-]+(?:\/[\w-]+)?|location\/[\w-]+|company\/[\w.-]+\/jobs)\/?$/;

const isWellfound = (url: URL) => url.hostname === 'wellfound.com' || url.hostname === 'www.wellfound.com';
const postingId = (url: URL): string | null => (isWellfound(url) ? (JOB_PATH.exec(url.pathname)?.[1] ?? null) : null);
const isList = (url: URL) => isWellfound(url) && LIST_PATH.test(url.pathname);
const SITE_NAMES = ['Wellfound', 'AngelList'];

const baseRef = (id: string) => ({
  jobId: jobIdOf({ ats: 'wellfound', posting: id }),
  site: 'wellfound',
  url: `https://wellfound.com/jobs/${id}`,
});

export const adapter: SiteAdapter = {
  id: 'wellfound',
  matches: ['https://wellfound.com/*', 'https://www.wellfound.com/*'],
  claims: (url) => postingId(url) !== null || isList(url),
  refFromUrl(url) {
    const id = postingId(url);
    return id ? baseRef(id) : null;
  },
  linkPatterns: ['https://wellfound.com/jobs/*'],
  find(document, url) {
    if (isList(url)) {
      // A company's own list names its company once, in its header, not on each row.
      const company = url.pathname.startsWith('/company/') ? textOf(document, 'h1') : undefined;
      return wellfoundCards(document, url, postingId, baseRef, company);
    }
    const id = postingId(url);
    if (!id) return [];
    const posting = postingOnPage(document);
    const meta = metaFacts(document, SITE_NAMES);
    // A bare heading is no proof of a job ("Job not found"): the JSON-LD or a job-shaped title must agree.
    if (!posting?.title && !meta.company) return [];
    const heading = visibleMatch(document, 'main h1, h1');
    const facts = layered(posting, { title: heading ? visibleText(heading) : undefined }, meta);
    if (!facts.title) return [];
    const anchor = document.querySelector('button[data-test="JobApplyButton"], a[href*="apply"]') ?? heading;
    return [placed(document, refOf(baseRef(id), facts), anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://wellfound.com/jobs/2747178-python-developer',
    'https://wellfound.com/company/acme-ai/jobs/3012345-founding-engineer',
    'https://wellfound.com/jobs',
    'https://wellfound.com/role/l/software-engineer/tel-aviv',
    'https://wellfound.com/role/r/python-developer',
    'https://wellfound.com/company/acme-ai/jobs',
  ],
  rejects: [
    'https://wellfound.com/company/acme-ai',
    'https://wellfound.com/jobs/applications',
    'https://wellfound.com.evil.example/jobs/2747178-x',
  ],
  pages: [
    {
      url: 'https://wellfound.com/jobs/3012345-founding-engineer',
      fixture: 'wellfound-job.html',
      ref: {
        jobId: 'wellfound:3012345',
        title: 'Founding Engineer',
        company: 'Acme AI',
        salary: 'USD 150,000–190,000 per year',
        remote: true,
        datePosted: '2026-02-03',
      },
      anchor: 'BUTTON',
    },
    {
      url: 'https://wellfound.com/jobs/2747178-python-developer',
      fixture: 'wellfound-no-jsonld.html',
      ref: { jobId: 'wellfound:2747178', title: 'Python Developer', company: 'Orbit Labs' },
      anchor: 'H1',
    },
    {
      url: 'https://wellfound.com/role/l/software-engineer/tel-aviv',
      fixture: 'wellfound-list.html',
      ref: null,
      anchor: null,
      cards: [
        {
          jobId: 'wellfound:3012345',
          url: 'https://wellfound.com/jobs/3012345',
          title: 'Founding Engineer',
          company: 'Acme AI',
          location: 'Remote only',
          salary: '$150k – $190k',
          remote: true,
        },
        { jobId: 'wellfound:3012346', title: 'Product Designer', company: 'Acme AI', location: 'Tel Aviv' },
        { jobId: 'wellfound:2747178', title: 'Python Developer', company: 'Orbit Labs', salary: '€60k – €80k' },
      ],
    },
    {
      url: 'https://wellfound.com/company/acme-ai/jobs',
      fixture: 'wellfound-company-jobs.html',
      ref: null,
      anchor: null,
      cards: [
        {
          jobId: 'wellfound:3012345',
          title: 'Founding Engineer',
          company: 'Acme AI',
          salary: '$150k – $190k',
          remote: true,
        },
        { jobId: 'wellfound:3012347', title: 'ML Engineer', company: 'Acme AI', location: 'Tel Aviv' },
      ],
    },
  ],
  missing: [
    { url: 'https://wellfound.com/jobs', fixture: 'service-missing.html' },
    { url: 'https://wellfound.com/jobs/2747100-gone', fixture: 'service-missing.html' },
  ],
};
