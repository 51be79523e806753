/**
 * Glassdoor's search list (`/Job/…-jobs-SRCH_….htm`): the left pane's cards, each a `li[data-jobid]`
 * (`data-test="jobListing"`) whose title links to `/job-listing/…htm?jl=<listing id>`. Class names are
 * hashed (`JobCard_jobTitle__GLyJ1`), so `data-test` attributes and class prefixes are read.
 */
import type { FoundJob } from './adapter';
import { cardJob } from './cards';
import { digitsParam, textOf, visibleMatch } from './dom';
import { type PageFacts, type RefBase, refOf, remoteIn } from './facts';
import { visibleText } from './text';

export const CARD = 'li[data-jobid], [data-test="jobListing"], li[class*="JobsList_jobListItem"]';
// Earlier card layouts (still served to some visitors) title with `JobCard_seoLink` and name with `employerName`.
const TITLE = 'a[data-test="job-title"], [class*="JobCard_jobTitle"], a[class*="JobCard_seoLink"]';
const COMPANY =
  '[class*="EmployerProfile_compactEmployerName"], [class*="EmployerProfile_employerName"], [data-test="employer-name"]';
const LOCATION = '[data-test="emp-location"], [class*="JobCard_location"]';
const SALARY = '[data-test="detailSalary"], [class*="JobCard_salaryEstimate"]';

/** The employer's name shares its element with the rating: "Acme 4.1 ★". */
export const withoutRating = (name: string | undefined): string | undefined =>
  name?.replace(/\s*\d[.,]\d\s*★?$/, '') || undefined;

/** The card's listing id: its `data-jobid`, else its title link's `jl`. */
function idOf(card: Element, base: string): string | null {
  const own = card.getAttribute('data-jobid') ?? '';
  if (/^\d{1,20}$/.test(own)) return own;
  const href = card.querySelector('a[href*="jl="]')?.getAttribute('href');
  return href ? digitsParam(href, 'jl', base) : null;
}

/** "3d" / "24h" on a card: the day it was posted; "30d+" says too little to date. */
function postedDay(age: string | undefined, today = new Date()): string | undefined {
  const match = age ? /^(\d{1,3})\s*([dh])$/i.exec(age) : null;
  if (!match) return undefined;
  const days = match[2]?.toLowerCase() === 'd' ? Number(match[1]) : 0;
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

export function glassdoorCards(document: Document, url: URL, baseRef: (id: string) => RefBase): FoundJob[] {
  const found: FoundJob[] = [];
  for (const card of document.querySelectorAll(CARD)) {
    // The list item and its inner `data-test="jobListing"` are one card.
    if (card.parentElement?.closest(CARD)) continue;
    const id = idOf(card, url.href);
    if (!id) continue;
    const job = cardJob(card, id, () => {
      const heading = visibleMatch(card, TITLE);
      if (!heading) return null;
      const location = textOf(card, LOCATION);
      const facts: PageFacts = {
        title: visibleText(heading),
        company: withoutRating(textOf(card, COMPANY)),
        location,
        salary: textOf(card, SALARY),
        remote: remoteIn(location),
        datePosted: postedDay(textOf(card, '[data-test="job-age"], [class*="JobCard_listingAge"]')),
      };
      return { ref: refOf(baseRef(id), facts), card, anchor: heading };
    });
    if (job) found.push(job);
  }
  return found;
}
