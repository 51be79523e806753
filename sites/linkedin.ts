/**
 * LinkedIn jobs: the view page `/jobs/view/<id>`, and the search and collections lists, which show a card
 * per job and the open job in a pane (`?currentJobId=<id>`). Ids have no board: `linkedin:<id>`.
 */

import type { JobRef } from '../api/job-ref';
import type { AdapterExamples, FoundJob, SiteAdapter } from './adapter';
import { textOf } from './dom';
import { jobIdOf } from './job-id';

const VIEW_PATH = /^\/jobs\/view\/(?:[^/]*-)?(\d{5,})\/?$/;
const LIST_PATH = /^\/jobs\/(search|collections)(\/|$)/;
const CARD = '[data-occludable-job-id], .job-card-container[data-job-id]';
const TOP_TITLE = '.job-details-jobs-unified-top-card__job-title, .jobs-unified-top-card__job-title';
const TOP_COMPANY =
  '.job-details-jobs-unified-top-card__company-name, .job-details-jobs-unified-top-card__primary-description-without-tagline a, .jobs-unified-top-card__company-name';

const isLinkedIn = (url: URL) => url.hostname === 'www.linkedin.com';
const idRef = (id: string): JobRef => ({
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

/** The open job: the view page's top card, or the list page's detail pane. */
function openJob(document: Document, id: string): FoundJob | null {
  const title = textOf(document, TOP_TITLE);
  if (!title) return null;
  const ref: JobRef = { ...idRef(id), title, company: textOf(document, TOP_COMPANY) };
  const anchor = document.querySelector('.jobs-save-button');
  return anchor ? { ref, anchor } : { ref };
}

/**
 * Cards already read, by element: an infinite list re-scans on every growth, and a card whose id has not
 * changed shows the same job (LinkedIn recycles a card element only with a new id).
 */
const readCards = new WeakMap<Element, { id: string; job: FoundJob }>();
/** Inner elements that also match a card selector (LinkedIn nests `.job-card-container` in its `li`). */
const innerCards = new WeakSet<Element>();

function cards(document: Document): FoundJob[] {
  const found: FoundJob[] = [];
  for (const card of document.querySelectorAll(CARD)) {
    const id = card.getAttribute('data-occludable-job-id') ?? card.getAttribute('data-job-id') ?? '';
    const known = readCards.get(card);
    if (known && known.id === id && known.job.anchor?.isConnected) {
      found.push(known.job);
      continue;
    }
    if (innerCards.has(card)) continue;
    if (card.parentElement?.closest(CARD)) {
      innerCards.add(card);
      continue;
    }
    const title = textOf(card, '.job-card-list__title, .artdeco-entity-lockup__title');
    if (!/^\d+$/.test(id) || !title) continue;
    const ref: JobRef = {
      ...idRef(id),
      title,
      company: textOf(card, '.artdeco-entity-lockup__subtitle, .job-card-container__primary-description'),
      location: textOf(card, '.artdeco-entity-lockup__caption, .job-card-container__metadata-item'),
    };
    const job: FoundJob = {
      ref,
      card,
      anchor: card.querySelector('.job-card-list__title, .artdeco-entity-lockup__title') ?? card,
    };
    readCards.set(card, { id, job });
    found.push(job);
  }
  return found;
}

function refFromUrl(url: URL): JobRef | null {
  const view = isLinkedIn(url) ? VIEW_PATH.exec(url.pathname) : null;
  return view ? idRef(view[1]!) : null;
}

export const linkedin: SiteAdapter = {
  id: 'linkedin',
  matches: ['https://www.linkedin.com/jobs/*'],
  claims: (url) => isLinkedIn(url) && (VIEW_PATH.test(url.pathname) || LIST_PATH.test(url.pathname)),
  refFromUrl,
  linkPatterns: ['https://www.linkedin.com/jobs/view/*'],
  find(document, url) {
    const id = viewedId(url);
    const open = id ? openJob(document, id) : null;
    const list = LIST_PATH.test(url.pathname) ? cards(document) : [];
    return open ? [open, ...list] : list;
  },
};

export const examples: AdapterExamples = {
  adapter: linkedin,
  claims: [
    'https://www.linkedin.com/jobs/view/3786945580/',
    'https://www.linkedin.com/jobs/view/data-engineer-at-lincoln-3786945580',
    'https://www.linkedin.com/jobs/search/?currentJobId=4000000002&keywords=engineer',
    'https://www.linkedin.com/jobs/collections/recommended/',
  ],
  rejects: [
    'https://www.linkedin.com/feed/',
    'https://www.linkedin.com/jobs/',
    'https://linkedin.com.evil.example/jobs/view/1/',
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
        { jobId: 'linkedin:4000000002' },
      ],
    },
  ],
  missing: [{ url: 'https://www.linkedin.com/jobs/view/3786945580/', fixture: 'indeed-missing.html' }],
};
