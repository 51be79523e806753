/**
 * A job's first star, the common case, in one round trip to the database: its saved row is added (refused when
 * the job already has a row), its outbox row beside it, and the transaction is told to commit at once, before any
 * answer comes back. A click waits for that commit, and in the busy worker each answer it would otherwise wait for
 * costs a turn of the event loop (docs/performance.md, "eighth pass").
 *
 * Nothing is read: a job with no saved row has no act pending either, since every outbox row for a job is written
 * in the same transaction as its saved row, and the saved row goes only with its last act (push, reconcile).
 */
import type { AccountDb, OutboxRow, SavedRow } from './db';

export type FirstStar =
  /** Written: the id of the outbox row it queued. */
  | { written: true; id: number }
  /**
   * The job has a row: nothing was written, except on an engine that commits the rest of a transaction beside a
   * refused request once commit() was called (Firefox ESR 153 does; the standard and Chromium abort it). Then
   * `leaked` is the outbox row that went in alone, for the command that follows to take back.
   */
  | { written: false; leaked?: number };

export async function firstStar(db: AccountDb, row: SavedRow, queued: OutboxRow): Promise<FirstStar> {
  // A database not open yet, or closing (another version of it is opening, the account is being switched), is
  // left to Dexie's own path, which opens it or refuses by its rules.
  if (!db.isOpen()) return { written: false };
  let tx: IDBTransaction;
  try {
    tx = db.backendDB().transaction(['saved', 'outbox'], 'readwrite');
  } catch {
    return { written: false };
  }
  return new Promise((resolve, reject) => {
    let refused = false;
    let queuedRow: IDBRequest<IDBValidKey>;
    try {
      const saved = tx.objectStore('saved').add(row);
      saved.onerror = () => {
        refused = saved.error?.name === 'ConstraintError';
      };
      queuedRow = tx.objectStore('outbox').add(queued);
      tx.commit();
    } catch (error) {
      // A request refused as it is made (a value that cannot be stored, a full disk) must not leave the other.
      tx.abort();
      reject(error);
      return;
    }
    tx.oncomplete = () =>
      resolve(
        refused
          ? { written: false, leaked: queuedRow.result as number }
          : { written: true, id: queuedRow.result as number },
      );
    tx.onabort = () =>
      refused
        ? resolve({ written: false })
        : reject(tx.error ?? new DOMException('The star was not saved', 'AbortError'));
  });
}
