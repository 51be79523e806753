/**
 * LinkedIn's server-driven job pane (2026: the signed-in `/jobs/search-results/` pane and the newer
 * `/jobs/view/<id>` page): hashed class names, no title class, and often no link to the job. The pane shows
 * the job `id` only when one of its sections is keyed for it (`componentkey="JobDetails_<section>_<id>"`):
 * while a newly selected job loads, the pane still shows the last one, which must not get the new id.
 */
import type { PageFacts } from './facts';
import { linesAfter, visibleText } from './text';

export interface PaneJob {
  facts: PageFacts;
  /** Where the star goes: after the pane's Save, else after the title. */
  anchor?: Element;
  pane: Element;
}

/** Job `id` as its pane shows it: the company labelled "Company, <name>.", the title the line after it. */
export function sduiJob(document: Document, id: string): PaneJob | null {
  let pane = document.querySelector(`[componentkey^="JobDetails_"][componentkey$="_${id}"]`);
  while (pane && !pane.querySelector('[aria-label^="Company, "]')) pane = pane.parentElement;
  const label = pane?.querySelector('[aria-label^="Company, "]');
  if (!pane || !label) return null;
  const company = visibleText(label);
  const [title, meta] = linesAfter(pane, company);
  if (!title) return null;
  const [save, line] = placesIn(pane, title);
  return { facts: { title, company, location: meta?.split(' · ')[0] }, anchor: save ?? line, pane };
}

/** The root's Save (labelled in the page's language: English and Hebrew), and its line showing `title`. */
function placesIn(root: Element, title: string): (Element | undefined)[] {
  const save = [...root.querySelectorAll('button')].find((button) =>
    /^(?:save|שמ)/i.test(button.getAttribute('aria-label') || visibleText(button)),
  );
  return [save, [...root.querySelectorAll('p, h1, h2, a')].find((element) => visibleText(element) === title)];
}

/**
 * The 2026 job page before its sections are keyed (they render as they come into view): the star goes after the
 * Save of the job screen showing `title` (known from the tab's title), else after that title; never into a screen
 * showing another job.
 */
export function sduiActions(document: Document, title: string): Element | undefined {
  const screen = document.querySelector('[data-sdui-screen*="JobDetails"]');
  const [save, line] = screen ? placesIn(screen, title) : [];
  return line && (save ?? line);
}
