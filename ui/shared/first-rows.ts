/**
 * The starred list as the popup last read it, kept in the extension origin's localStorage (which the popup and
 * the options page share), so that the popup's first frame shows the rows before IndexedDB has opened; the
 * database answers a moment later and replaces them. Only a short list is kept whole (a longer one is not kept:
 * its count would be wrong), and only for the database it was read from, by this version of the extension (an
 * update may change the rows' shape). It never outlives what it copies: an account change or an emptied list,
 * seen by any page, forgets it, and with it the popup's markup kept beside it (app-shell.ts).
 */
import { browser } from 'wxt/browser';
import type { SavedRow } from '../../storage/db';
import { forgetShell } from './shell-key';

/** Exported for the bench, which forgets the kept rows to time an opening with none. */
export const FIRST_ROWS_KEY = 'jobstar.popup.firstRows';
const KEY = FIRST_ROWS_KEY;
/** The longest list kept; a longer one is the database's to read. */
export const FIRST_ROWS_MAX = 50;

interface Kept {
  db: string;
  version: string;
  rows: SavedRow[];
}

const extensionVersion = (): string => browser.runtime.getManifest().version;

function kept(): Partial<Kept> | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    return kept && kept.version === extensionVersion() && Array.isArray(kept.rows) ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** The rows kept for the database of this name, if any. */
export function firstRowsOf(dbName: string): SavedRow[] | undefined {
  const rows = kept();
  return rows?.db === dbName ? rows.rows : undefined;
}

/** The database whose rows are kept (by this version), if any. */
export const keptRowsDb = (): string | undefined => kept()?.db;

export function keepFirstRows(dbName: string, rows: SavedRow[]): void {
  try {
    if (rows.length === 0 || rows.length > FIRST_ROWS_MAX) forgetFirstRows();
    else localStorage.setItem(KEY, JSON.stringify({ db: dbName, version: extensionVersion(), rows } satisfies Kept));
  } catch {
    // Without localStorage (or over its quota) the popup simply waits for the database.
  }
}

export function forgetFirstRows(): void {
  forgetShell();
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
