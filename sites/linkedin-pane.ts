/**
 * LinkedIn's server-driven job pane (2026: the signed-in `/jobs/search-results/` pane and the newer
 * `/jobs/view/<id>` page): hashed class names, no title class, and often no link to the job. The pane shows
 * the job `id` only when one of its sections is keyed for it (`componentkey="JobDetails_<section>_<id>"`):
 * while a newly selected job loads, the pane still shows the last one, which must not get the new id.
 */
import type { PageFacts } from './facts';
import { remoteIn } from './facts';
import { linesAfter, visibleText } from './text';

export interface PaneJob {
  facts: PageFacts;
  /** Where the star goes: after the pane's Save (else Apply) action, else after the title. */
  anchor?: Element;
  pane: Element;
}

const ACTION = /^(?:save|apply|easy apply|שמירה|שמור|הגשת מועמדות)\b/i;

/** The pane showing job `id`, or null when none does (yet). */
function paneOf(document: Document, id: string): Element | null {
  const key = document.querySelector(
    `[componentkey^="JobDetails_"][componentkey$="_${id}"], [id^="JobDetails_"][id$="_${id}"]`,
  );
  if (!key) return null;
  for (let node = key.parentElement; node; node = node.parentElement)
    if (node.hasAttribute('data-sdui-screen') || node.querySelector('[aria-label^="Company, "]')) return node;
  return null;
}

/** The pane's action a person reads as Save (first) or Apply, by its label or text. */
function action(pane: Element): Element | undefined {
  const actions = [...pane.querySelectorAll('button, a[aria-label]')].filter((element) =>
    ACTION.test(element.getAttribute('aria-label') || visibleText(element)),
  );
  return (
    actions.find((element) => /^(?:save|שמ)/i.test(element.getAttribute('aria-label') || visibleText(element))) ??
    actions[0]
  );
}

/** Job `id` as its pane shows it: the company labelled "Company, <name>.", the title the line after it. */
export function sduiJob(document: Document, id: string): PaneJob | null {
  const pane = paneOf(document, id);
  const label = pane?.querySelector('[aria-label^="Company, "]');
  if (!pane || !label) return null;
  const company = visibleText(label) || label.getAttribute('aria-label')!.slice(9).replace(/\.$/, '');
  const link = pane.querySelector(`a[href*="/jobs/view/${id}"]`);
  const [next, meta] = linesAfter(pane, company);
  const title = (link && visibleText(link)) || next;
  if (!title) return null;
  const location = meta?.split(' · ')[0];
  const heading = link ?? [...pane.querySelectorAll('h1, h2, p')].find((element) => visibleText(element) === title);
  return { facts: { title, company, location, remote: remoteIn(location) }, anchor: action(pane) ?? heading, pane };
}
