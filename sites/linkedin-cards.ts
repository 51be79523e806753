/**
 * LinkedIn's list cards, in the three layouts people see: the signed-in classic list (`data-occludable-job-id`,
 * the title doubled in a visually hidden copy), the signed-out lists (search and SEO pages: `.base-card` with
 * `data-entity-urn="urn:li:jobPosting:<id>"`), and the newer `/jobs/search-results/` layout (hashed class
 * names, no id attribute: the id is only in the card's `/jobs/view/<id>` link). A card is found by its id and
 * its visible title (where its star goes), and its reference is its id's; the title joins the rest of it only
 * when its star is built or pressed (`whole`): of a list of hundreds, few cards ever come near the viewport.
 * A card `near` says is far is passed over unread, its id and title too (the page watches it from then on).
 */
import type { JobRef } from '../api/job-ref';
import type { FoundJob, Near } from './adapter';
import { cardJob, cardsByLink, keepJob, knownJob, type ReadRest, titledCard } from './cards';
import { textOf } from './dom';
import { dayOf, layered, refOf, remoteIn } from './facts';
import { isHiddenFromView, linesAfter, visibleText } from './text';

const CLASSIC = '[data-occludable-job-id], .job-card-container[data-job-id]';
const CLASSIC_TITLE = '.job-card-list__title, .job-card-list__title--link, .artdeco-entity-lockup__title';
const CLASSIC_COMPANY = '.artdeco-entity-lockup__subtitle, .job-card-container__primary-description';
const CLASSIC_LOCATION = '.artdeco-entity-lockup__caption, .job-card-container__metadata-item';
const GUEST = '[data-entity-urn*="jobPosting:"]';
const GUEST_TITLE = '.base-search-card__title';
const KNOWN_CARD = `${CLASSIC}, ${GUEST}`;

type LinkedInRef = (id: string) => Pick<JobRef, 'jobId' | 'site' | 'url'>;

interface Field {
  element: Element;
  text: string;
}

/**
 * Whether an element is hidden up to its card (the card's side is asked once by `Shown`). A title, read alone,
 * asks `isHiddenFromView` itself: a closure per card to remember nothing would cost a list's growth.
 */
type HiddenInCard = (element: Element, card: Element) => boolean;

/** A `HiddenInCard` remembering the last element asked: a card's other fields mostly share one parent. */
function hiddenIn(): HiddenInCard {
  let last: Element | null = null;
  let hidden = false;
  return (element, card) => {
    if (element !== last) {
      last = element;
      hidden = isHiddenFromView(element, card);
    }
    return hidden;
  };
}

/** `element` with its text when it shows some and nothing between it and its card hides it. */
function shownField(element: Element | null, card: Element, hidden: HiddenInCard): Field | undefined {
  // visibleText has asked the element itself: the walk starts at its parent.
  const text = element ? visibleText(element) : '';
  const parent = element?.parentElement;
  return element && text && !(parent && hidden(parent, card)) ? { element, text } : undefined;
}

/**
 * A card's first visible field matching `selector`, with its text. Cheap over hundreds of cards: the first
 * match is nearly always the one (the others are asked only when it is hidden or empty), a field's
 * hiddenness is asked only up to its card (`Shown` asks the card's side once), and its text is read once.
 */
function field(card: Element, selector: string, hidden: HiddenInCard): Field | undefined {
  const match = card.querySelector(selector);
  // No first match, no other: a card without the field (LinkedIn leaves some out) costs one search.
  if (!match) return undefined;
  const first = shownField(match, card, hidden);
  if (first) return first;
  for (const element of card.querySelectorAll(selector)) {
    const found = shownField(element, card, hidden);
    if (found) return found;
  }
  return undefined;
}

/** Whether a card is shown, within one scan: the card itself, then its list, asked once for all its cards. */
type Shown = (card: Element) => boolean;

function shownCards(): Shown {
  const hiddenLists = new Map<Element, boolean>();
  return (card) => {
    const list = card.parentElement;
    if (isHiddenFromView(card, list)) return false;
    if (!list) return true;
    let hidden = hiddenLists.get(list);
    if (hidden === undefined) {
      hidden = isHiddenFromView(list);
      hiddenLists.set(list, hidden);
    }
    return !hidden;
  };
}

const classicRest: ReadRest = (card, base, title) => {
  const hidden = hiddenIn();
  const location = field(card, CLASSIC_LOCATION, hidden)?.text;
  return refOf(base, {
    title,
    company: field(card, CLASSIC_COMPANY, hidden)?.text,
    location,
    remote: remoteIn(location),
  });
};

const guestRest: ReadRest = (card, base, title) => {
  const hidden = hiddenIn();
  const location = field(card, '.job-search-card__location', hidden)?.text;
  return refOf(base, {
    title,
    company: field(card, '.base-search-card__subtitle', hidden)?.text,
    location,
    salary: field(card, '.job-search-card__salary-info', hidden)?.text,
    remote: remoteIn(location),
    datePosted: dayOf(card.querySelector('time[datetime]')?.getAttribute('datetime')),
  });
};

/** The newer layouts' cards say the rest in the lines after their title. */
export const linkedRest: ReadRest = (card, base, title) => {
  const [company, location] = linesAfter(card, title);
  return refOf(base, layered({ title, company, location, remote: remoteIn(location) }));
};

/** What a layout's cards with an id differ by: where their title is, and how the rest of them is read. */
interface IdLayout {
  title: string;
  rest: ReadRest;
}

const CLASSIC_LAYOUT: IdLayout = { title: CLASSIC_TITLE, rest: classicRest };
const GUEST_LAYOUT: IdLayout = { title: GUEST_TITLE, rest: guestRest };

/**
 * A card with an id: its job as last read while the id holds, else read from its title (where its star goes);
 * none for a hidden card or one without a title. Flat, without a closure per card: a growth reads 100 at once.
 */
function idCard(card: Element, id: string, layout: IdLayout, linkedInRef: LinkedInRef, shown: Shown): FoundJob | null {
  const known = knownJob(card, id);
  if (known || !shown(card)) return known ?? null;
  const title = field(card, layout.title, isHiddenFromView);
  return keepJob(card, id, title ? titledCard(card, title.element, linkedInRef(id), title.text, layout.rest) : null);
}

function classic(card: Element, linkedInRef: LinkedInRef, shown: Shown): FoundJob | null {
  const id = card.getAttribute('data-occludable-job-id') ?? card.getAttribute('data-job-id') ?? '';
  return /^\d+$/.test(id) ? idCard(card, id, CLASSIC_LAYOUT, linkedInRef, shown) : null;
}

function guest(card: Element, urn: string, linkedInRef: LinkedInRef, shown: Shown): FoundJob | null {
  const id = /jobPosting:(\d+)/.exec(urn)?.[1];
  return id ? idCard(card, id, GUEST_LAYOUT, linkedInRef, shown) : null;
}

const viewId = (url: URL): string | null => /^\/jobs\/view\/(?:[^/]*-)?(\d{5,})\/?$/.exec(url.pathname)?.[1] ?? null;

/** The newer layout: a card is the list item around a link to the job; its lines after the title say the rest. */
function linked(root: Document, base: string, linkedInRef: LinkedInRef, near?: Near): FoundJob[] {
  const found: FoundJob[] = [];
  for (const { card, link, id } of cardsByLink(root, 'li a[href*="/jobs/view/"]', 'li', viewId, base)) {
    if (near && !near(card)) continue;
    const job = cardJob(card, id, () => {
      const title = visibleText(link) || textOf(card, 'h3, h2, strong');
      if (!title) return null;
      return titledCard(card, link, linkedInRef(id), title, linkedRest);
    });
    if (job) found.push(job);
  }
  return found;
}

/** Outer cards only (`cards` in page order): LinkedIn nests a `.job-card-container` in its list item. */
function idCards(cards: Iterable<Element>, linkedInRef: LinkedInRef, near?: Near): FoundJob[] {
  const found: FoundJob[] = [];
  const shown = shownCards();
  let outer: Element | null = null;
  for (const card of cards) {
    // In page order, a card inside another comes right after it, within the last outer one.
    if (outer?.contains(card)) continue;
    outer = card;
    if (near && !near(card)) continue;
    // A signed-out card is one whose urn names a posting (GUEST), asked of the attribute read anyway.
    const urn = card.getAttribute('data-entity-urn');
    const job = urn?.includes('jobPosting:') ? guest(card, urn, linkedInRef, shown) : classic(card, linkedInRef, shown);
    if (job) found.push(job);
  }
  return found;
}

/** Every card on the page with a job on it, in page order within each layout. */
export function linkedInCards(document: Document, url: URL, linkedInRef: LinkedInRef, near?: Near): FoundJob[] {
  const known = document.querySelectorAll(KNOWN_CARD);
  // A page of one layout only: cards found by their links are the newer layout's, where no card has an id.
  if (known.length === 0) return linked(document, url.href, linkedInRef, near);
  return idCards(known, linkedInRef, near);
}

/**
 * The cards with an id at or around `roots` (the outer one where LinkedIn nests a card in its list item), or
 * null when a root is in none: the newer layout and everything outside the list are read with the whole page.
 */
export function linkedInCardsIn(roots: readonly Element[], linkedInRef: LinkedInRef, near?: Near): FoundJob[] | null {
  const cards = new Set<Element>();
  // Cards appended to one list share its parent: the walk up from there to <html> is done once for all.
  let parent: Element | null | undefined;
  let around: Element | undefined;
  for (const root of roots) {
    const card = root.closest(KNOWN_CARD);
    if (!card) return null;
    if (card.parentElement !== parent) {
      parent = card.parentElement;
      around = outermost(parent?.closest(KNOWN_CARD));
    }
    cards.add(around ?? card);
  }
  return idCards(cards, linkedInRef, near);
}

/** The outermost card around `card` (itself when none is), or undefined for none. */
function outermost(card: Element | null | undefined): Element | undefined {
  let outer = card ?? undefined;
  for (let next = outer?.parentElement?.closest(KNOWN_CARD); next; next = next.parentElement?.closest(KNOWN_CARD))
    outer = next;
  return outer;
}
