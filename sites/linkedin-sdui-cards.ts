/**
 * The cards of LinkedIn's 2026 signed-in results page (`/jobs/search-results/`): `div[role=button]` with hashed
 * class names and neither a job id nor a link. A card's id is learned only when the page says it: when the
 * card is selected, the address names the open job (`currentJobId`) and the pane shows its title and company;
 * the one card showing both is that job's. Two cards alike (a title and company listed twice) teach nothing,
 * and a card later showing another job (a recycled element) loses what it was taught: no card gets a star
 * with an id it may not have.
 */
import type { JobRef } from '../api/job-ref';
import type { FoundJob } from './adapter';
import { cardJob, titledCard } from './cards';
import { linkedRest } from './linkedin-cards';
import { linesAfter, visibleText } from './text';

const CARD = 'div[role="button"]';

/** A card taught its job: the id, and what it showed then (its title and company, a line apart). */
const taught = new WeakMap<Element, [id: string, seen: string]>();

/** What a card shows: its title (its first text), and its title and company a line apart. */
function shows(card: Element): [title: Element, text: string, seen: string] | undefined {
  for (const element of card.querySelectorAll('p, h3, h2, strong')) {
    const title = visibleText(element);
    if (title) return [element, title, `${title}\n${linesAfter(card, title)[0]}`];
  }
  return undefined;
}

/** The open job `id` (shown in `pane`) is the one card showing its title and company, if exactly one does. */
export function teachCard(pane: Element, id: string, title: string, company: string | undefined): void {
  const seen = `${title}\n${company}`;
  const alike = [...pane.ownerDocument.querySelectorAll(CARD)].filter(
    (card) => !pane.contains(card) && shows(card)?.[2] === seen,
  );
  if (alike.length === 1) taught.set(alike[0]!, [id, seen]);
}

/** The cards whose id was learned, while each still shows the job it was learned from (few: read whether near or not). */
export function taughtCards(
  document: Document,
  linkedInRef: (id: string) => Pick<JobRef, 'jobId' | 'site' | 'url'>,
): FoundJob[] {
  const found: FoundJob[] = [];
  for (const card of document.querySelectorAll(CARD)) {
    const known = taught.get(card);
    if (!known) continue;
    const shown = shows(card);
    const [id, seen] = known;
    if (shown?.[2] !== seen) taught.delete(card);
    else {
      const job = cardJob(card, id, () => titledCard(card, shown[0], linkedInRef(id), shown[1], linkedRest));
      if (job) found.push(job);
    }
  }
  return found;
}
