/**
 * LinkedIn jobs, signed in and signed out, on every host (`www.` and the country hosts such as `il.`, where
 * signed-out visitors land): the view page `/jobs/view/[<slug>-]<id>`, the search lists (classic
 * `/jobs/search/`, newer `/jobs/search-results/`), collections and the SEO lists (`/jobs/<keyword>-jobs…`),
 * each with a card per job and the open job in a pane (`?currentJobId=<id>`). Ids have no board:
 * `linkedin:<id>`, and the url a star keeps is always `https://www.linkedin.com/jobs/view/<id>/`.
 */

import type { JobRef } from '../../api/job-ref';
import type { AdapterExamples, DescriptionReader, FoundJob, SiteAdapter, SiteName } from '../adapter';
import { textOf, visibleMatch } from '../dom';
import { dayOf, layered, type PageFacts, refOf, remoteIn } from '../facts';
import { jobIdOf } from '../job-id';
import { postingOnPage } from '../jsonld';
import { linkedInCards, linkedInCardsIn } from '../linkedin-cards';
import { sduiActions, sduiJob } from '../linkedin-pane';
import { taughtCards, teachCard } from '../linkedin-sdui-cards';
import { metaFacts } from '../page-meta';
import { visibleText } from '../text';

export const name: SiteName = { en: 'LinkedIn', he: 'LinkedIn' };
export const family = 'linkedin';

/** Its description block; JSON-LD's when the page lacks it. */
export const description: DescriptionReader = { selector: '.jobs-description__content, .show-more-less-html__markup' };

const VIEW_PATH = /^\/jobs\/view\/(?:[^/]*-)?(\d{5,})\/?$/;
const LIST_PATH = /^\/jobs\/(?:(?:search|search-results|collections)(?:\/|$)|[\w%-]*jobs[\w%-]*\/?$)/;
/** Signed in (both top card generations), then signed out (the guest top card). */
const TOP_TITLE =
  '.job-details-jobs-unified-top-card__job-title, .jobs-unified-top-card__job-title, .top-card-layout__title, .topcard__title';
const TOP_COMPANY =
  '.job-details-jobs-unified-top-card__company-name, .job-details-jobs-unified-top-card__primary-description-without-tagline a, .jobs-unified-top-card__company-name, .topcard__org-name-link, .topcard__flavor-row .topcard__flavor';
const TOP_LOCATION = '.topcard__flavor--bullet, .jobs-unified-top-card__bullet';
/** Where the star goes, in order of preference: beside Save, else the signed-out call to action, else Apply. */
const ACTIONS = ['.jobs-save-button', '.top-card-layout__cta-container', '.jobs-apply-button'];
const SITE_NAMES = ['LinkedIn'];

const isLinkedIn = (url: URL) => url.hostname === 'linkedin.com' || url.hostname.endsWith('.linkedin.com');
const idRef = (id: string) => ({
  jobId: jobIdOf({ ats: 'linkedin', posting: id }),
  site: 'linkedin',
  url: `https://www.linkedin.com/jobs/view/${id}/`,
});

function viewedId(url: URL): string | null {
  if (!isLinkedIn(url)) return null;
  const view = VIEW_PATH.exec(url.pathname);
  if (view) return view[1]!;
  const current = url.searchParams.get('currentJobId');
  return LIST_PATH.test(url.pathname) && current && /^\d+$/.test(current) ? current : null;
}

/** The signed-in tab title: "(3) Data Engineer | Acme | LinkedIn". */
function tabTitle(document: Document): PageFacts {
  const parts = (document.title ?? '').replace(/^\(\d+\)\s*/, '').split(' | ');
  return parts.length === 3 && parts[2] === 'LinkedIn' ? { title: parts[0], company: parts[1] } : {};
}

/** The open job's heading in the newer layout: a heading linking to `/jobs/view/<id>`, outside every card. */
function headerLink(document: Document, id: string): Element | undefined {
  for (const link of document.querySelectorAll(`a[href*="/jobs/view/${id}"]`)) {
    const heading = link.closest('h1, h2') ?? link.querySelector('h1, h2');
    if (heading && !link.closest('li') && visibleText(link)) return link;
  }
  return undefined;
}

/** The open job: the view page's top card, or the list page's detail pane, read in layers. */
function openJob(document: Document, url: URL, id: string): FoundJob | null {
  const header = visibleMatch(document, TOP_TITLE) ?? headerLink(document, id);
  const onView = VIEW_PATH.test(url.pathname);
  // Signed-out view pages carry the job as JSON-LD; a list page's JSON-LD may name another job.
  const posting = onView ? postingOnPage(document) : undefined;
  const location = textOf(document, TOP_LOCATION);
  const dom: PageFacts = {
    title: header ? visibleText(header) : undefined,
    company: textOf(document, TOP_COMPANY),
    location,
    remote: remoteIn(location),
    datePosted: dayOf(document.querySelector('.posted-time-ago__text time, time[datetime]')?.getAttribute('datetime')),
  };
  // A tab or og: title counts only in a job's shape (it names the company): "Page not found" is no job.
  const shaped = onView ? metaFacts(document, SITE_NAMES) : {};
  const meta = layered(tabTitle(document), shaped.company ? shaped : undefined);
  // The server-driven pane (2026) has none of the classes above: it is read when they find no title.
  const sdui = dom.title ? null : sduiJob(document, id);
  const facts = layered(posting, dom, sdui?.facts, meta);
  if (!facts.title) return null;
  if (sdui) teachCard(sdui.pane, id, sdui.facts.title!, sdui.facts.company);
  const anchor =
    ACTIONS.map((selector) => document.querySelector(selector)).find(Boolean) ??
    header ??
    sdui?.anchor ??
    sduiActions(document, facts.title);
  return anchor ? { ref: refOf(idRef(id), facts), anchor } : { ref: refOf(idRef(id), facts) };
}

function refFromUrl(url: URL): JobRef | null {
  const view = isLinkedIn(url) ? VIEW_PATH.exec(url.pathname) : null;
  return view ? idRef(view[1]!) : null;
}

export const adapter: SiteAdapter = {
  id: 'linkedin',
  // The whole host, not just /jobs/: feed → Jobs → a job is a pushState navigation, and a script is injected
  // only on a document load. `claims` still picks the job pages; the SPA watch re-scans on each navigation.
  matches: ['https://*.linkedin.com/*'],
  claims: (url) => isLinkedIn(url) && (VIEW_PATH.test(url.pathname) || LIST_PATH.test(url.pathname)),
  refFromUrl,
  linkPatterns: ['https://*.linkedin.com/jobs/view/*'],
  find(document, url, near) {
    const id = viewedId(url);
    const open = id ? openJob(document, url, id) : null;
    const cards = LIST_PATH.test(url.pathname) ? linkedInCards(document, url, idRef, near) : null;
    // No card of a known layout: the 2026 cards, those whose id the page has told.
    const list = cards?.length === 0 ? taughtCards(document, idRef) : (cards ?? []);
    return open ? [open, ...list] : list;
  },
  findIn: (_document, url, roots, near) => (LIST_PATH.test(url.pathname) ? linkedInCardsIn(roots, idRef, near) : null),
};

export const examples: AdapterExamples = {
  adapter,
  claims: [
    'https://www.linkedin.com/jobs/view/3786945580/',
    'https://www.linkedin.com/jobs/view/data-engineer-at-lincoln-3786945580',
    'https://www.linkedin.com/jobs/search/?currentJobId=4000000002&keywords=engineer',
    'https://www.linkedin.com/jobs/collections/recommended/',
    'https://il.linkedin.com/jobs/view/backend-engineer-at-wix-4012345678',
    'https://www.linkedin.com/jobs/search-results/?currentJobId=4100000002&keywords=designer',
    'https://il.linkedin.com/jobs/data-engineer-jobs',
    'https://www.linkedin.com/jobs/jobs-in-worldwide?keywords=&location=Worldwide',
    'https://linkedin.com/jobs/view/4012345678/',
  ],
  rejects: [
    'https://www.linkedin.com/feed/',
    'https://www.linkedin.com/jobs/',
    'https://linkedin.com.evil.example/jobs/view/1/',
    'https://evillinkedin.com/jobs/view/4012345678/',
    'https://www.linkedin.com/jobs/view/not-a-job/',
    'https://www.linkedin.com/company/wix-com/jobs/',
  ],
  pages: [
    {
      url: 'https://www.linkedin.com/jobs/view/3786945580/',
      fixture: 'linkedin-view.html',
      ref: { jobId: 'linkedin:3786945580', title: 'Data Engineer H/F - Secteur Energie', company: 'LINCOLN' },
      anchor: 'BUTTON',
    },
    {
      url: 'https://www.linkedin.com/jobs/search/?currentJobId=4000000002',
      fixture: 'linkedin-list.html',
      ref: { jobId: 'linkedin:4000000002', title: 'Frontend Engineer', company: 'Monday.com' },
      anchor: 'BUTTON',
      cards: [
        { jobId: 'linkedin:4000000001', title: 'Backend Engineer', company: 'Wix', location: 'Tel Aviv' },
        { jobId: 'linkedin:4000000002', title: 'Frontend Engineer', remote: true },
      ],
    },
    {
      url: 'https://il.linkedin.com/jobs/view/backend-engineer-at-wix-4012345678',
      fixture: 'linkedin-guest-view.html',
      ref: {
        jobId: 'linkedin:4012345678',
        url: 'https://www.linkedin.com/jobs/view/4012345678/',
        title: 'Backend Engineer',
        company: 'Wix',
        location: 'Tel Aviv-Yafo, Tel Aviv District, IL',
        employmentType: 'Full time',
        datePosted: '2026-02-10',
      },
      anchor: 'DIV',
    },
    {
      url: 'https://il.linkedin.com/jobs/search?keywords=Data%20Engineer&location=Israel&currentJobId=4020000002',
      fixture: 'linkedin-guest-list.html',
      ref: { jobId: 'linkedin:4020000002', title: 'Senior Data Engineer', company: 'Via', remote: true },
      anchor: 'DIV',
      cards: [
        {
          jobId: 'linkedin:4020000001',
          title: 'Data Engineer',
          company: 'monday.com',
          location: 'Tel Aviv-Yafo, Tel Aviv District, Israel',
          salary: '₪30,000 - ₪38,000',
          datePosted: '2026-02-20',
        },
        { jobId: 'linkedin:4020000002', title: 'Senior Data Engineer', company: 'Via', remote: true },
      ],
    },
    {
      url: 'https://www.linkedin.com/jobs/search-results/?currentJobId=4100000002&keywords=designer',
      fixture: 'linkedin-search-results.html',
      ref: { jobId: 'linkedin:4100000002', title: 'Product Designer', company: 'Lightricks' },
      anchor: 'A',
      cards: [
        {
          jobId: 'linkedin:4100000001',
          title: 'UX Researcher',
          company: 'Fiverr',
          location: 'Tel Aviv-Yafo, Israel (Hybrid)',
        },
        { jobId: 'linkedin:4100000002', title: 'Product Designer', company: 'Lightricks' },
      ],
    },
    {
      url: 'https://www.linkedin.com/jobs/search-results/?currentJobId=4400000002&keywords=analyst',
      fixture: 'linkedin-sdui-results.html',
      ref: {
        jobId: 'linkedin:4400000002',
        title: 'Senior Data Analyst',
        company: 'Riskified',
        location: 'Tel Aviv-Yafo, Israel',
      },
      anchor: 'BUTTON',
      cards: [{ jobId: 'linkedin:4400000002', title: 'Senior Data Analyst', company: 'Riskified', remote: true }],
    },
    {
      url: 'https://www.linkedin.com/jobs/view/4500000001/',
      fixture: 'linkedin-sdui-view.html',
      ref: { jobId: 'linkedin:4500000001', title: 'Platform Engineer', company: 'Tabnine' },
      anchor: 'BUTTON',
    },
  ],
  missing: [
    { url: 'https://www.linkedin.com/jobs/view/3786945580/', fixture: 'indeed-missing.html' },
    { url: 'https://www.linkedin.com/jobs/view/3786945580/', fixture: 'linkedin-missing.html' },
  ],
};
