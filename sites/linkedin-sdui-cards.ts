/**
 * The cards of LinkedIn's 2026 signed-in results page (`/jobs/search-results/`): `div[role=button]` with hashed
 * class names and neither a job id nor a link. A card's id is learned only when the page says it: when the
 * card is selected, the address names the open job (`currentJobId`) and the pane shows its title and company;
 * the one card showing both is that job's. Two cards alike (a title and company listed twice) teach nothing,
 * and a card later showing another job (a recycled element) loses what it was taught: no card gets a star
 * with an id it may not have.
 */
import type { JobRef } from '../api/job-ref';
import type { FoundJob, Near } from './adapter';
import { cardJob, type ReadRest, titledCard } from './cards';
import { layered, refOf, remoteIn } from './facts';
import { linesAfter, visibleText } from './text';

const CARD = 'div[role="button"]';
const TITLE = 'p, h3, h2, strong';

interface Taught {
  id: string;
  title: string;
  company: string | undefined;
}

const taught = new WeakMap<Element, Taught>();

/** What a card shows: its title (the first text in it) and its company (the line after). */
function shows(card: Element): (Taught & { element: Element }) | undefined {
  for (const element of card.querySelectorAll(TITLE)) {
    const title = visibleText(element);
    if (title) return { id: '', title, company: linesAfter(card, title)[0], element };
  }
  return undefined;
}

/** The open job `id` (shown in `pane`) is the one card showing its title and company, if exactly one does. */
export function teachCard(pane: Element, id: string, title: string, company: string | undefined): void {
  const alike = [...pane.ownerDocument.querySelectorAll(CARD)].filter((card) => {
    if (pane.contains(card) || card.contains(pane)) return false;
    const shown = shows(card);
    return shown?.title === title && shown.company === company;
  });
  if (alike.length === 1) taught.set(alike[0]!, { id, title, company });
}

const rest: ReadRest = (card, base, title) => {
  const [company, location] = linesAfter(card, title);
  return refOf(base, layered({ title, company, location, remote: remoteIn(location) }));
};

/** The cards whose id was learned, while each still shows the job it was learned from. */
export function taughtCards(
  document: Document,
  linkedInRef: (id: string) => Pick<JobRef, 'jobId' | 'site' | 'url'>,
  near?: Near,
): FoundJob[] {
  const found: FoundJob[] = [];
  for (const card of document.querySelectorAll(CARD)) {
    const known = taught.get(card);
    if (!known || (near && !near(card))) continue;
    const shown = shows(card);
    if (shown?.title !== known.title || shown.company !== known.company) {
      taught.delete(card);
      continue;
    }
    const job = cardJob(card, known.id, () =>
      titledCard(card, shown.element, linkedInRef(known.id), shown.title, rest),
    );
    if (job) found.push(job);
  }
  return found;
}
