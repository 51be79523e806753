/**
 * Indeed, on every country host: the job page `viewjob?jk=<key>`, a job open in a list's or the home
 * feed's side pane (`?vjk=<key>`), in either header layout (the classic `jobsearch-JobInfoHeader-*` one and
 * the simplified `jobDetailTitle` one, and 2025's "simpler" pane), and a star on every result card (`a[data-jk]`). The open job is read
 * inside its own container: the home feed's greeting and other modules name other employers.
 */

import type { AdapterExamples, DescriptionReader, FoundJob, SiteAdapter, SiteName } from '../adapter';
import { cardJob } from '../cards';
import { textOf, visibleMatch } from '../dom';
import { layered, type PageFacts, refOf, remoteIn } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { visibleText } from '../text';

export const name: SiteName = { en: 'Indeed', he: 'Indeed' };
export const family = 'indeed';

/** Its description block; JSON-LD's when the page lacks it. */
export const description: DescriptionReader = { selector: '#jobDescriptionText' };

const KEY = /^[0-9a-f]{16}$/i;
const LIST_PATH = /^\/(?:jobs|m\/jobs|q-[^/]*-jobs\.html|l-[^/]*-jobs\.html)?\/?$/;
const TITLE =
  '[data-testid="jobsearch-JobInfoHeader-title"], .jobsearch-JobInfoHeader-title, [data-testid="jobDetailTitle"], [data-testid="simpler-jobTitle"]';
/** The 2025 "simpler" pane names the company as plain text (`companyNameSimple`) where it has no Indeed page. */
const COMPANY =
  '[data-testid="inlineHeader-companyName"], [data-company-name="true"], .jobsearch-JobInfoHeader-companyNameSimple, .jobsearch-JobInfoHeader-companyNameLink, [data-testid="jobDetailSubtitle"] a, [data-testid="jobsearch-CompanyInfoContainer"] a';
const LOCATION =
  '[data-testid="inlineHeader-companyLocation"], [data-testid="job-location"], [data-testid="jobsearch-JobInfoHeader-companyLocation"] > div';
const PANE = '#jobsearch-ViewjobPaneWrapper, .jobsearch-RightPane';
const VIEW = '.jobsearch-InfoHeaderContainer, .jobsearch-ViewJobLayout-jobDisplay, .jobsearch-JobComponent';
const CARD = '.job_seen_beacon, li, td.resultContent';

const isIndeed = (url: URL) => url.hostname === 'indeed.com' || url.hostname.endsWith('.indeed.com');

function keyOf(url: URL): { key: string; pane: boolean } | null {
  if (!isIndeed(url)) return null;
  const jk = url.pathname.replace(/\/+$/, '') === '/viewjob' ? url.searchParams.get('jk') : null;
  if (jk && KEY.test(jk)) return { key: jk.toLowerCase(), pane: false };
  const vjk = url.searchParams.get('vjk');
  return vjk && KEY.test(vjk) ? { key: vjk.toLowerCase(), pane: true } : null;
}

const isList = (url: URL) => isIndeed(url) && LIST_PATH.test(url.pathname);

const refOfKey = (origin: string, key: string) => ({
  jobId: jobIdOf({ ats: 'indeed', posting: key }),
  site: 'indeed',
  url: `${origin}/viewjob?jk=${key}`,
});

/** "Full-time", "₪12,000 - ₪15,000 a month": the two parts of the salary line, in either order. */
function salaryAndType(scope: ParentNode): PageFacts {
  const parts = [...scope.querySelectorAll('#salaryInfoAndJobType > span')].map((part) =>
    visibleText(part).replace(/^[-–\s]+/, ''),
  );
  const salary = parts.find((part) => /\d/.test(part));
  const employmentType = parts.find((part) => part && !/\d/.test(part));
  return { salary, employmentType };
}

/** The open job, read inside its pane (a list or the home feed) or its page (viewjob). */
function openJob(document: Document, url: URL, key: string, pane: boolean): FoundJob | null {
  const scope = document.querySelector(pane ? PANE : VIEW) ?? (pane ? null : document);
  const header = scope ? visibleMatch(scope, TITLE) : undefined;
  if (!scope || !header) return null;
  // The simplified header keeps a " - job post" suffix for screen readers, hidden by a generated class.
  const title = visibleText(header).replace(/\s*-\s*job post$/i, '');
  const location = textOf(scope, LOCATION);
  const dom: PageFacts = { title, company: textOf(scope, COMPANY), location, remote: remoteIn(location) };
  const facts = layered(dom, salaryAndType(scope), pane ? undefined : postingOnPage(document));
  return { ref: refOf(refOfKey(url.origin, key), facts), anchor: header };
}

/** A star on every result card: the card around each `a[data-jk]` title link. */
function cards(document: Document, url: URL): FoundJob[] {
  const found: FoundJob[] = [];
  for (const link of document.querySelectorAll('a[data-jk]')) {
    const key = (link.getAttribute('data-jk') ?? '').toLowerCase();
    const card = link.closest(CARD);
    if (!KEY.test(key) || !card) continue;
    const job = cardJob(card, key, () => {
      const heading = link.closest('h2, h3') ?? link;
      const title = textOf(heading, '[id^="jobTitle-"], span[title]') ?? visibleText(link);
      if (!title) return null;
      const location = textOf(card, '[data-testid="text-location"], .companyLocation');
      const facts: PageFacts = {
        title,
        company: textOf(card, '[data-testid="company-name"], .companyName'),
        location,
        salary: textOf(card, '.salary-snippet-container, [data-testid="attribute_snippet_testid"].salary-snippet'),
        remote: remoteIn(location),
      };
      return { ref: refOf(refOfKey(url.origin, key), facts), card, anchor: heading };
    });
    if (job) found.push(job);
  }
  return found;
}

export const adapter: SiteAdapter = {
  id: 'indeed',
  matches: ['https://*.indeed.com/*'],
  claims: (url) => keyOf(url) !== null || isList(url),
  refFromUrl(url) {
    const found = keyOf(url);
    return found && !found.pane ? refOf(refOfKey(url.origin, found.key), {}) : null;
  },
  linkPatterns: ['https://*.indeed.com/viewjob*'],
  find(document, url) {
    const found = keyOf(url);
    const open = found ? openJob(document, url, found.key, found.pane) : null;
    const list = isList(url) ? cards(document, url) : [];
    return open ? [open, ...list] : list;
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://www.indeed.com/viewjob?jk=bdcf974325e2454e',
    'https://il.indeed.com/?vjk=bdcf974325e2454e',
    'https://www.indeed.com/',
    'https://il.indeed.com/jobs?q=engineer&l=Haifa',
    'https://www.indeed.com/q-nurse-jobs.html',
  ],
  rejects: [
    'https://www.indeed.com/viewjob?jk=<script>',
    'https://indeed.com.evil.example/viewjob?jk=bdcf974325e2454e',
    'https://www.indeed.com/cmp/Acme/reviews',
    'https://www.indeed.com/career-advice/resumes',
  ],
  pages: [
    {
      url: 'https://www.indeed.com/viewjob?jk=aaaa974325e2454e',
      fixture: 'indeed-viewjob.html',
      ref: { jobId: 'indeed:aaaa974325e2454e', title: 'Registered Nurse', company: 'Rambam', location: 'Haifa' },
      anchor: 'H1',
    },
    {
      url: 'https://il.indeed.com/viewjob?jk=cccc974325e2454e&from=serp',
      fixture: 'indeed-simplified.html',
      ref: {
        jobId: 'indeed:cccc974325e2454e',
        url: 'https://il.indeed.com/viewjob?jk=cccc974325e2454e',
        title: 'Backend Developer',
        company: 'Elbit Systems',
        location: 'Haifa',
        salary: '₪14,000 - ₪18,000 a month',
        employmentType: 'Full-time',
      },
      anchor: 'H2',
    },
    {
      url: 'https://www.indeed.com/?vjk=bdcf974325e2454e',
      fixture: 'indeed-vjk.html',
      ref: {
        jobId: 'indeed:bdcf974325e2454e',
        title: 'Head of Marketing',
        company: 'Inato',
        location: 'United States',
      },
      anchor: 'H2',
    },
    {
      url: 'https://il.indeed.com/jobs?q=engineer&l=Haifa&vjk=dddd974325e2454e',
      fixture: 'indeed-results.html',
      ref: { jobId: 'indeed:dddd974325e2454e', title: 'QA Engineer', company: 'Philips', location: 'Haifa' },
      anchor: 'H2',
      cards: [
        {
          jobId: 'indeed:dddd974325e2454e',
          title: 'QA Engineer',
          company: 'Philips',
          location: 'Haifa',
          salary: '₪12,000 - ₪15,000 a month',
        },
        { jobId: 'indeed:eeee974325e2454e', title: 'Data Engineer', company: 'Intel', remote: true },
      ],
    },
    {
      url: 'https://il.indeed.com/jobs?q=software&l=Rehovot&vjk=ffff974325e2454e',
      fixture: 'indeed-simpler-pane.html',
      ref: {
        jobId: 'indeed:ffff974325e2454e',
        title: 'Embedded Software Engineer',
        company: 'Nova Measuring',
        location: 'Rehovot',
      },
      anchor: 'H2',
      cards: [{ jobId: 'indeed:ffff974325e2454e', title: 'Embedded Software Engineer', company: 'Nova Measuring' }],
    },
  ],
  missing: [{ url: 'https://www.indeed.com/?vjk=bdcf974325e2454e', fixture: 'indeed-missing.html' }],
};
