/**
 * JobMaster (Israel): the job page `www.jobmaster.co.il/jobs/checknum.asp?key=<n>` (also reached as
 * `?flagShare=<n>`), and the result lists (`/jobs/?q=…`, `/jobs/?currPage=…`) of `.JobItem` cards.
 * Ids: `jobmaster:<key>`. The job page's details sit in `#enterJob`. A promoted card may open its job by
 * script, without a `checknum.asp` link: its id is then its `misra<key>` element id, or its
 * `View_Job_Details_<key>` selector (both read by public JobMaster scrapers).
 */
import type { AdapterExamples, DescriptionReader, FoundJob, SiteAdapter, SiteName } from '../adapter';
import { cardJob } from '../cards';
import { digitsParam, textOf, visibleMatch } from '../dom';
import { layered, type PageFacts, refOf, remoteIn } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { metaFacts } from '../page-meta';
import { placed } from '../placement';

export const name: SiteName = { en: 'JobMaster', he: 'JobMaster' };
export const family = 'israeli-boards';

/** Its description block; JSON-LD's when the page lacks it. */
export const description: DescriptionReader = { selector: '.jobDescription' };

const HOSTS = new Set(['www.jobmaster.co.il', 'jobmaster.co.il']);
const TITLE = '.CardHeader, .JobItemTitle, h1';

const isHost = (url: URL) => HOSTS.has(url.hostname);
const keyIn = (url: URL): string | null =>
  isHost(url) && /^\/jobs\/checknum\.asp$/i.test(url.pathname)
    ? (digitsParam(url, 'key') ?? digitsParam(url, 'flagShare'))
    : null;
const isList = (url: URL) => isHost(url) && /^\/jobs\/?$/.test(url.pathname);

const baseRef = (key: string) => ({
  jobId: jobIdOf({ ats: 'jobmaster', posting: key }),
  site: 'jobmaster',
  url: `https://www.jobmaster.co.il/jobs/checknum.asp?key=${key}`,
});

function itemFacts(item: ParentNode): PageFacts {
  const location = textOf(item, '.jobLocation');
  const employmentType = textOf(item, '.jobType');
  return {
    title: textOf(item, TITLE),
    company: textOf(item, '.ByTitle a, .CompanyNameLink, .jobCompany'),
    location,
    employmentType,
    salary: textOf(item, '.jobSalary'),
    remote: remoteIn(location, employmentType),
  };
}

/** A card's key: its link's, else its element id's (`misra<key>`), else its selector's. */
function cardKey(card: Element, url: URL): string | null {
  const href = card.querySelector('a[href*="checknum.asp"]')?.getAttribute('href');
  let linked: string | null = null;
  try {
    linked = href ? keyIn(new URL(href, url)) : null;
  } catch {
    // A link the browser cannot parse names no job; the card's other names may.
  }
  const named =
    /^misra(\d+)$/.exec(card.id) ??
    /View_Job_Details_(\d+)$/.exec(
      card.querySelector('[data-selector^="View_Job_Details_"]')?.getAttribute('data-selector') ?? '',
    );
  return linked ?? named?.[1] ?? null;
}

function cards(document: Document, url: URL): FoundJob[] {
  const found: FoundJob[] = [];
  for (const card of document.querySelectorAll('.JobItem')) {
    const key = cardKey(card, url);
    const job =
      key &&
      cardJob(card, key, () => {
        const facts = itemFacts(card);
        return facts.title
          ? { ref: refOf(baseRef(key), facts), card, anchor: visibleMatch(card, TITLE) ?? card }
          : null;
      });
    if (job) found.push(job);
  }
  return found;
}

export const adapter: SiteAdapter = {
  id: 'jobmaster',
  matches: ['https://www.jobmaster.co.il/jobs/*'],
  claims: (url) => keyIn(url) !== null || isList(url),
  refFromUrl: (url) => {
    const key = keyIn(url);
    return key ? baseRef(key) : null;
  },
  linkPatterns: ['https://www.jobmaster.co.il/jobs/checknum.asp*'],
  find(document, url) {
    const key = keyIn(url);
    if (!key) return isList(url) ? cards(document, url) : [];
    const item = document.getElementById('enterJob');
    const facts = layered(
      postingOnPage(document),
      item ? itemFacts(item) : undefined,
      metaFacts(document, ['JobMaster']),
    );
    if (!facts.title) return [];
    const anchor = item ? visibleMatch(item, TITLE) : undefined;
    const ref = refOf(baseRef(key), facts);
    return [placed(document, ref, anchor)];
  },
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://www.jobmaster.co.il/jobs/checknum.asp?key=9884960',
    'https://www.jobmaster.co.il/jobs/checknum.asp?flagShare=9884960&lang=en',
    'https://www.jobmaster.co.il/jobs/?q=QA',
  ],
  rejects: [
    'https://www.jobmaster.co.il/',
    'https://www.jobmaster.co.il/jobs/checknum.asp?key=x',
    'https://www.jobmaster.co.il.evil.example/jobs/checknum.asp?key=1',
  ],
  pages: [
    {
      url: 'https://www.jobmaster.co.il/jobs/checknum.asp?key=9884960',
      fixture: 'jobmaster-job.html',
      ref: {
        jobId: 'jobmaster:9884960',
        title: 'QA',
        company: 'קומבלק',
        location: 'איירפורט סיטי',
        employmentType: 'משרה מלאה',
      },
      anchor: 'DIV',
    },
    {
      url: 'https://www.jobmaster.co.il/jobs/?q=QA',
      fixture: 'jobmaster-list.html',
      ref: null,
      anchor: null,
      cards: [
        { jobId: 'jobmaster:9830657', title: 'קניין/ית רכש', company: 'אופק לעובד', location: 'פתח תקווה' },
        { jobId: 'jobmaster:9830658', title: 'בודק/ת תוכנה', company: 'Matrix' },
        { jobId: 'jobmaster:9830659', title: 'מנהל/ת מוצר', company: 'Check Point', location: 'תל אביב' },
        { jobId: 'jobmaster:9830660', title: 'נציג/ת שירות', company: 'Bezeq' },
      ],
    },
  ],
  missing: [{ url: 'https://www.jobmaster.co.il/jobs/checknum.asp?key=1', fixture: 'service-missing.html' }],
};
