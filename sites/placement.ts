/**
 * Where a page's own star goes (issue 35): beside the site's Save or Apply when the adapter found them; else after
 * the heading that shows the job's title, which a header jobstar does not know still shows; floating in a corner
 * only when the page shows neither. A list card's star never floats: it goes by the card's title.
 */
import type { JobRef } from '../api/job-ref';
import type { FoundJob } from './adapter';
import { collapse, isHiddenFromView, visibleText } from './text';

const HEADINGS = 'h1, h2, [role="heading"]';

/**
 * The first visible heading showing `title`: the same words, or the title within a longer heading ("Engineer ·
 * Remote") or a heading making most of a longer title (a JSON-LD title with the company added), never a short
 * word of it ("Jobs").
 */
export function titleHeading(root: ParentNode, title: string | undefined): Element | undefined {
  const wanted = title ? collapse(title).toLowerCase() : '';
  if (wanted.length < 2) return undefined;
  for (const element of root.querySelectorAll(HEADINGS)) {
    const shown = visibleText(element).toLowerCase();
    const within = shown.length * 2 >= wanted.length && wanted.includes(shown);
    if ((shown.includes(wanted) || within) && !isHiddenFromView(element)) {
      return element;
    }
  }
  return undefined;
}

/** The page's own job, its star beside `actions` when found, else by its title's heading, else floating. */
export function placed(document: Document, ref: JobRef, actions?: Element | null, place?: 'inside'): FoundJob {
  if (actions) return place ? { ref, anchor: actions, place } : { ref, anchor: actions };
  const heading = titleHeading(document, ref.title);
  return heading ? { ref, anchor: heading } : { ref };
}
