/**
 * A first opening's starred rows (no kept copy: the first, another account, after an update), read by the copy
 * script (first-frame.ts) with plain IndexedDB while the app's code and the database code load, so that the
 * list shows without waiting for Dexie (use-starred-rows.ts), as it does with kept rows; the database's live
 * answer replaces them. The copy script and the app are separate bundles, so the read is handed over in the
 * page's global scope, which only the extension's own pages share. No Preact here: this is the copy script's.
 */
import type { SavedRow } from '../../storage/db';
import { readStarred, type StarredAhead } from '../../storage/wake';
import { FIRST_ROWS_MAX } from '../shared/first-rows';
import { lastDbName } from '../shared/last-db';

const HANDOFF = '__jobstarRowsAhead';

export interface RowsAhead {
  read: Promise<StarredAhead | undefined>;
  /** Set once the read has answered. */
  starred?: StarredAhead;
}

type Scope = { [HANDOFF]?: RowsAhead };

export function readRowsAhead(
  scope: object = globalThis,
  read = () => readStarred(FIRST_ROWS_MAX, lastDbName() ?? undefined),
): void {
  // Nothing read ahead (a failure included): the app reads the list from the database, as before.
  const ahead: RowsAhead = { read: read().catch(() => undefined) };
  void ahead.read.then((starred) => {
    ahead.starred = starred;
  });
  (scope as Scope)[HANDOFF] = ahead;
}

export const rowsAheadIn = (scope: object = globalThis): RowsAhead | undefined => (scope as Scope)[HANDOFF];

/** The rows read ahead, for the database `db` (any while the page does not know its database yet). */
export const rowsFor = (starred: StarredAhead | undefined, db: string | undefined): SavedRow[] | undefined =>
  starred && (db === undefined || starred.db === db) ? starred.rows : undefined;
