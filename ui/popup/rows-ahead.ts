/**
 * A first opening's starred rows (no kept copy: the first, another account, after an update), read by the copy
 * script (first-frame.ts) with plain IndexedDB while the app's code and the database code load, so that the
 * list shows without waiting for Dexie (use-starred-rows.ts), as it does with kept rows; the database's live
 * answer replaces them. No Preact here: this is the copy script's.
 */
import type { SavedRow } from '../../storage/db';
import { readStarred, type StarredAhead } from '../../storage/wake';
import { FIRST_ROWS_MAX } from '../shared/first-rows';
import { lastDbName } from '../shared/last-db';
import { handOverRowsAhead, type RowsAhead } from '../shared/rows-ahead-handoff';

export function readRowsAhead(
  scope: object = globalThis,
  read = () => readStarred(FIRST_ROWS_MAX, lastDbName() ?? undefined),
): void {
  // Nothing read ahead (a failure included): the app reads the list from the database, as before.
  const ahead: RowsAhead = { read: read().catch(() => undefined) };
  void ahead.read.then((starred) => {
    ahead.starred = starred;
  });
  handOverRowsAhead(ahead, scope);
}

/** The rows read ahead, for the database `db` (any while the page does not know its database yet). */
export const rowsFor = (starred: StarredAhead | undefined, db: string | undefined): SavedRow[] | undefined =>
  starred && (db === undefined || starred.db === db) ? starred.rows : undefined;
