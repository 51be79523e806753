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

/** Parts of the popup that belong to one opening, not to the list: this tab's job, a failed star, an undo. */
const PER_OPENING = ['.this-page', '.star-failure', '.snackbar', '.unstar-question'];

/** The app as the next popup may paint it: without the parts that belong to this opening. */
export function shellCopy(app: Element): Copied[] {
  const perOpening = PER_OPENING.join(',');
  return copyChildren(app, (element) => element.matches(perOpening));
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
