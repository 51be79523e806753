/**
 * The popup's first frame, before its app has loaded: a copy of what it last showed with the starred list read
 * from the database (ui/shared/app-shell.ts), painted into `#app` by the page's tiny entry. The app then
 * renders beside it, off the page, and takes its place in one step once it has read the same things from the
 * database (shell-state.ts), so there is no flash and no second copy of a row; what changed meanwhile (a star
 * removed elsewhere) shows then, the database winning.
 *
 * Until then the copy is `inert` and `aria-busy`: a click or a key press finds nothing to act on (rather than
 * a button that seems to work and is then replaced), a screen reader is told the page is still loading, and
 * the pointer shows it (popup.css).
 *
 * The copy is kept as data (dom-copy.ts), never as HTML: it is built back with `createElement`, `setAttribute`
 * and text nodes, so a job's words (read from web pages) can only come back as text, and handler attributes are
 * refused. It is read from the extension origin's own localStorage, which no web page or content script can
 * write; and the extension pages' CSP (MV3: `script-src 'self'`) refuses inline scripts and handlers anyway.
 */
import { keepShell, keptShell } from '../shared/app-shell';
import { buildCopy, type Copied, copyChildren } from './dom-copy';
import { rememberedTab } from './remembered-tab';

/** Parts of the popup that belong to one opening, not to the list: this tab's job, a failed star, an undo, a question. */
const PER_OPENING = ['.this-page', '.star-failure', '.snackbar', '.unstar-question', '.sign-out-confirm'];

/** The height an element takes in the popup's column (none when it is laid over it). */
function heightIn(element: Element): number {
  const style = getComputedStyle(element);
  if (style.position === 'absolute' || style.position === 'fixed') return 0;
  return (
    element.getBoundingClientRect().height +
    (Number.parseFloat(style.marginBlockStart) || 0) +
    (Number.parseFloat(style.marginBlockEnd) || 0)
  );
}

/**
 * The starred rows the copy's first screen would not show: below the panels' fold, which is lower in the copy by
 * the height of this opening's parts it leaves out (the popup's column has a fixed height). One row past the fold
 * is kept: a flex gap freed with a part is not in its height. Not laid out (no height), every row is kept.
 */
function rowsOutOfSight(app: Element, perOpening: string): Set<Element> {
  const panels = app.querySelector('.panels');
  if (!panels || panels.clientHeight === 0) return new Set();
  const freed = [...app.querySelectorAll(perOpening)].reduce((sum, part) => sum + heightIn(part), 0);
  const fold = panels.getBoundingClientRect().top - panels.scrollTop + panels.clientHeight + freed;
  const rows = [...panels.querySelectorAll('li.job-row')];
  const pastFold = rows.findIndex((row) => row.getBoundingClientRect().top >= fold);
  return new Set(pastFold < 0 ? [] : rows.slice(pastFold + 1));
}

/** The width a menu was shown at (0 when it was not laid out): as wide as its widest option. */
const shownWidth = (select: HTMLSelectElement | null): number => select?.getBoundingClientRect().width ?? 0;

/**
 * The app as the next popup may paint it: without the parts that belong to this opening, and without what its
 * first screen does not show: the rows out of sight come with the app (nothing of the copy can be scrolled: it is
 * inert), and a menu keeps only its chosen option, at the width it was shown (a menu is as wide as its widest
 * option). With a dozen stars that halves what the copy's script builds and its frame lays out (issue 18).
 */
export function shellCopy(app: Element): Copied[] {
  const perOpening = PER_OPENING.join(',');
  const outOfSight = rowsOutOfSight(app, perOpening);
  return copyChildren(app, {
    skip: (element) =>
      element.matches(perOpening) ||
      outOfSight.has(element) ||
      (element instanceof HTMLOptionElement && !element.selected && shownWidth(element.closest('select')) > 0),
    extra: (element) => {
      const width = element instanceof HTMLSelectElement ? shownWidth(element) : 0;
      if (width === 0) return undefined;
      const style = element.getAttribute('style');
      return { style: `${style ? `${style};` : ''}inline-size:${width}px` };
    },
  });
}

const language = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir });

/** Paints the kept copy into the empty `app` when it fits this opening (the Starred tab remembered). */
export function paintShell(app: HTMLElement): boolean {
  if (rememberedTab() !== 'starred') return false;
  const { lang, dir } = language();
  const kept = keptShell(lang, dir);
  if (!kept) return false;
  app.inert = true;
  app.setAttribute('aria-busy', 'true');
  try {
    app.replaceChildren(...buildCopy(document, JSON.parse(kept.copy) as Copied[]));
  } catch {
    app.replaceChildren();
    app.inert = false;
    app.removeAttribute('aria-busy');
    return false;
  }
  return true;
}

/** Keeps a copy of the app for the next popup. */
export function keepAppShell(app: Element, db: string): void {
  keepShell({ db, ...language() }, JSON.stringify(shellCopy(app)));
}
