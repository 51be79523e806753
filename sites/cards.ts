/**
 * List pages: one card per job, hundreds of them, re-scanned on every growth of an infinite list. A card
 * already read is not read again while it still shows the same job id and its button's anchor is in the page
 * (sites recycle a card element only with a new id).
 */
import type { JobRef } from '../api/job-ref';
import type { FoundJob } from './adapter';
import { type PageFacts, type RefBase, refOf } from './facts';

const readCards = new WeakMap<Element, { id: string; job: FoundJob }>();

/** The card's job as last read, while its id has not changed and its button's anchor is in the page. */
export function knownJob(card: Element, id: string): FoundJob | undefined {
  const known = readCards.get(card);
  return known && known.id === id && known.job.anchor?.isConnected ? known.job : undefined;
}

/** Keeps a card's job for `knownJob` (a job found: a card without one is read again next time). */
export function keepJob(card: Element, id: string, job: FoundJob | null): FoundJob | null {
  if (job) readCards.set(card, { id, job });
  return job;
}

/** The card's job, from the last read when its id has not changed, else from `read` (kept when found). */
export function cardJob(card: Element, id: string, read: () => FoundJob | null): FoundJob | null {
  return knownJob(card, id) ?? keepJob(card, id, read());
}

/** What a card's whole reference adds to its id and title (its company, location…), read from the card. */
export type ReadRest = (card: Element, base: RefBase, title: string) => JobRef;

/**
 * A card found by its id and title, its button going by `anchor`. Its `ref` is its id's alone (`base`): the
 * title found joins the rest of it, read by `rest` once, when first asked (its star is built or pressed). Of a
 * list's hundreds of cards few ever are, and a title's reference built and capped for each showed in the load's
 * script time; so did a closure built around another per card: one closure per card and nothing more.
 */
export function titledCard(card: Element, anchor: Element, base: RefBase, title: string, rest: ReadRest): FoundJob {
  let whole: JobRef | undefined;
  return { ref: base, card, anchor, whole: () => (whole ??= rest(card, base, title)) };
}

export interface LinkedCard {
  card: Element;
  link: Element;
  id: string;
}

/**
 * Cards found through the links to their jobs, for layouts whose cards carry no id of their own: each link
 * matching `links` whose address names a job (`idOf`) gives the nearest `card` around it, once per card.
 */
export function cardsByLink(
  root: ParentNode,
  links: string,
  card: string,
  idOf: (url: URL) => string | null,
  base: string,
): LinkedCard[] {
  const found: LinkedCard[] = [];
  const seen = new Set<Element>();
  for (const link of root.querySelectorAll(links)) {
    const element = link.closest(card);
    if (!element || seen.has(element)) continue;
    let id: string | null = null;
    try {
      id = idOf(new URL(link.getAttribute('href') ?? '', base));
    } catch {
      id = null;
    }
    if (!id) continue;
    seen.add(element);
    found.push({ card: element, link, id });
  }
  return found;
}

/** What a card says of its job: its reference's base, its facts, and where its button goes. */
interface CardReading {
  base: RefBase;
  facts: PageFacts;
  anchor: Element;
}

/**
 * A list page's jobs, for boards whose cards are found through their links (`cardsByLink`): each card is read
 * once per id by `read`, and a card without a title gets no button.
 */
export function linkedCardJobs(
  document: Document,
  url: URL,
  selectors: { links: string; card: string },
  idOf: (url: URL) => string | null,
  read: (found: LinkedCard) => CardReading | null,
): FoundJob[] {
  const found: FoundJob[] = [];
  for (const linked of cardsByLink(document, selectors.links, selectors.card, idOf, url.href)) {
    const job = cardJob(linked.card, linked.id, () => {
      const reading = read(linked);
      if (!reading?.facts.title) return null;
      return { ref: refOf(reading.base, reading.facts), card: linked.card, anchor: reading.anchor };
    });
    if (job) found.push(job);
  }
  return found;
}
