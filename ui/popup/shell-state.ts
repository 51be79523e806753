/**
 * When the popup's app may take the place of the painted copy (popup-shell.ts), and when its markup may be kept
 * for the next popup: once the header (account, star count, sync status) and the starred list (rows, stages)
 * have all been read from the database. The markup is kept only while it is the popup as it opens: the Starred
 * tab alone visited, the list neither filtered nor asking anything.
 */
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
 * Called by the entry when a copy is painted: `takeOver` runs once, when both parts have been read or after
 * `deadlineMs` (a database that does not answer), whichever comes first.
 */
export function awaitTakeOver(takeOver: () => void, deadlineMs: number): void {
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
