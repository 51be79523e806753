import type { AccountDb, OutboxRow, SavedRow } from '../db/db';

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
  return firstStarIn(db.backendDB(), row, queued);
}

/**
 * The same on a plain connection: a woken worker's first star is written before Dexie is loaded (storage/wake).
 * A connection that cannot start a transaction (closing) writes nothing.
 */
export async function firstStarIn(idb: IDBDatabase, row: SavedRow, queued: OutboxRow): Promise<FirstStar> {
  let tx: IDBTransaction;
  try {
    tx = idb.transaction(['saved', 'outbox'], 'readwrite');
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
