/**
 * When the popup's app may take the place of the painted copy (popup-shell.ts), and when its markup may be kept
 * for the next popup: once the header (account, star count, sync status) and the starred list (rows, stages)
 * have all been read from the database. The markup is kept only while it is the popup as it opens: the Starred
 * tab alone visited, the list neither filtered nor asking anything.
 */
import { type ComponentChild, render } from 'preact';
import { keepAppShell } from './popup-shell';

export interface PartState {
  /** Everything this part shows has been read from the database. */
  read: boolean;
  /** It looks as a popup opening on the Starred tab would (nothing typed, chosen or asked). */
  asOpened: boolean;
}

const parts: Record<'header' | 'list', PartState> = {
  header: { read: false, asOpened: false },
  list: { read: false, asOpened: false },
};
let db: string | undefined;
let pending: (() => void) | undefined;

/**
 * Renders the app into `app`, or, when a copy is painted there, into a new `#app` off the page that replaces
 * the copy in one step once both parts have been read, or after `deadlineMs` (a database that does not
 * answer), whichever comes first: the browser never paints a frame in between, so the list does not flash,
 * and no row is ever there twice.
 */
export function renderOverCopy(app: HTMLElement, painted: boolean, vnode: ComponentChild, deadlineMs: number): void {
  if (!painted) {
    render(vnode, app);
    return;
  }
  const next = document.createElement('div');
  awaitTakeOver(() => {
    next.id = 'app';
    app.replaceWith(next);
  }, deadlineMs);
  render(vnode, next);
}

function awaitTakeOver(takeOver: () => void, deadlineMs: number): void {
  const once = () => {
    if (pending !== once) return;
    pending = undefined;
    clearTimeout(timer);
    takeOver();
  };
  pending = once;
  const timer = setTimeout(once, deadlineMs);
}

/** Each part tells its state after each render (in an effect: the DOM is up to date); the header, its database. */
export function reportPart(part: keyof typeof parts, state: PartState, dbName?: string): void {
  parts[part] = state;
  if (part === 'header') db = dbName;
  if (!parts.header.read || !parts.list.read) return;
  pending?.();
  const app = document.getElementById('app');
  if (app && db && parts.header.asOpened && parts.list.asOpened) keepAppShell(app, db);
}
