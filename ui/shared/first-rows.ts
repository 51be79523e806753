/**
 * The starred list as the popup last read it, kept in the extension origin's localStorage (which the popup and
 * the options page share), so that the popup's first frame shows the rows before IndexedDB has opened; the
 * database answers a moment later and replaces them. Only a short list is kept whole (a longer one is not kept:
 * its count would be wrong), and only for the database and schema version it was read from. It never outlives
 * what it copies: an account change or an emptied list, seen by any page, forgets it.
 */
import type { AccountDb, SavedRow } from '../../storage/db';

const KEY = 'jobstar.popup.firstRows';
const MAX_ROWS = 50;

interface Kept {
  db: string;
  version: number;
  rows: SavedRow[];
}

export function firstRowsOf(db: AccountDb): SavedRow[] | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    return kept?.db === db.name && kept.version === db.verno && Array.isArray(kept.rows) ? kept.rows : undefined;
  } catch {
    return undefined;
  }
}

export function keepFirstRows(db: AccountDb, rows: SavedRow[]): void {
  try {
    if (rows.length === 0 || rows.length > MAX_ROWS) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ db: db.name, version: db.verno, rows } satisfies Kept));
  } catch {
    // Without localStorage (or over its quota) the popup simply waits for the database.
  }
}

export function forgetFirstRows(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
