/**
 * Star commands (DESIGN §4 rules 1, 3): the saved row and its outbox row in one transaction, before any
 * network call. Unstarring leaves a tombstone (starred 0) until the server agrees, so a pull cannot bring
 * the star back in between.
 *
 * A command reads what it needs (the saved row, the pending outbox row's id) in one round trip to the database
 * and issues its writes in one more. A first star, the common case, needs nothing it reads: it is written without
 * reading, in one round trip (first-star.ts).
 */
import type { JobPageData, JobRef } from '../../api/job-ref';
import { removeApplications } from '../applications/commands';
import { announceWrites } from '../db/announce-writes';
import type { AccountDb, OutboxRow, SavedRow } from '../db/db';
import { pendingIds, replacePending, savedKey } from '../outbox/outbox';
import { type FirstStar, firstStar } from './first-star';
import { starRows } from './star-rows';

/** The saved row and the id of the outbox row pending for it, in one round trip. */
const readStar = (db: AccountDb, jobId: string) => Promise.all([db.saved.get(jobId), pendingIds(db, savedKey(jobId))]);

/**
 * Answers the id of the outbox row it queued, or undefined when the job was already starred (nothing to send).
 * A first star is written by first-star.ts, or was already, by a woken worker before Dexie loaded (`written`:
 * its outcome, storage/wake). A job with a row (starred, or unstarred and not yet agreed) takes a
 * second transaction, which reads: a star is what a click waits for, so its requests go straight to the transaction
 * Dexie opened, past Dexie's per-request layers, and it commits as soon as its reads are in rather than when the
 * transaction falls idle (docs/performance.md, "sixth pass"); Dexie still opens, schedules and reopens it.
 */
export async function star(
  db: AccountDb,
  ref: JobRef,
  now = new Date(),
  written?: FirstStar,
): Promise<number | undefined> {
  const { jobId, ...page } = ref;
  const { row, queued } = starRows(jobId, page, now);
  const first = written ?? (await firstStar(db, row, queued));
  if (written && first.written) await addPage(db, jobId, page);
  const id = first.written
    ? first.id
    : await db.transaction('rw', db.saved, db.outbox, ({ idbtrans }) =>
        starRequests(idbtrans, row, queued, first.leaked),
      );
  announceWrites(db, [db.saved, db.outbox]);
  return id;
}

/** What the page showed, added to a star a woken worker's first script wrote with the job's id alone. */
const addPage = (db: AccountDb, jobId: string, page: JobPageData) =>
  db.saved
    .where(':id')
    .equals(jobId)
    .modify((saved) => {
      saved.page = { ...saved.page, ...page };
    });

/**
 * The star and its outbox row are written beside the reads as if the job were new; when the reads find an older
 * row or a pending act, the corrections follow before the commit (a transaction runs its requests in the order
 * they were made, and commits only what stands at its end). Plain callbacks, not promises: the corrections must
 * be made while the transaction is still active, in every IndexedDB. `leaked`: the outbox row a first-star attempt
 * left alone (first-star.ts); it goes, with the stale rows or beside this click's own row.
 */
function starRequests(
  tx: IDBTransaction,
  row: SavedRow,
  queued: OutboxRow,
  leaked?: number,
): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const saved = tx.objectStore('saved');
    const outbox = tx.objectStore('outbox');
    const read = { existing: undefined as SavedRow | undefined, stale: [] as number[], id: 0 };
    let waiting = 3;
    const arrived = () => {
      if (--waiting > 0) return;
      const { existing, stale, id } = read;
      const already = existing?.starred === 1;
      if (already) {
        // Nothing to send: only the page's newer fields are kept, and the rows queued for this click go (an older
        // pending star stays: it is still to be sent).
        saved.put({ ...existing, page: { ...existing.page, ...row.page } });
        outbox.delete(id);
        if (leaked !== undefined) outbox.delete(leaked);
      } else {
        if (existing) saved.put({ ...existing, ...row, page: { ...existing.page, ...row.page } });
        for (const key of stale) outbox.delete(key);
      }
      tx.commit();
      resolve(already ? undefined : id);
    };
    const answer = <T>(request: IDBRequest<T>, keep: (result: T) => void) => {
      request.onsuccess = () => {
        keep(request.result);
        arrived();
      };
      request.onerror = () => reject(request.error);
    };
    answer(saved.get(row.jobId), (found: SavedRow | undefined) => {
      read.existing = found;
    });
    answer(outbox.index('key').getAllKeys(queued.key), (keys) => {
      read.stale = keys as number[];
    });
    saved.put(row);
    answer(outbox.add(queued), (key) => {
      read.id = key as number;
    });
  });
}

/** Answers the id of the outbox row it queued, or undefined when the job was already unstarred. */
export async function unstar(db: AccountDb, jobId: string, now = new Date()): Promise<number | undefined> {
  return db.transaction('rw', db.saved, db.outbox, db.applications, async () => {
    const [existing, stale] = await readStar(db, jobId);
    if (existing?.starred === 0) return undefined;
    // Its stages and notes go with the star (issue 19): a re-star starts again at Saved.
    const [, , id] = await Promise.all([
      removeApplications(db, [jobId]),
      db.saved.put({ ...existing, jobId, starred: 0, savedAt: existing?.savedAt ?? now.toISOString(), synced: 0 }),
      replacePending(db, { kind: 'unstar', jobId }, stale, now.getTime()),
    ]);
    return id;
  });
}

/** Answers the id of the outbox row queued for the change, if there is one. */
export function setStar(
  db: AccountDb,
  ref: JobRef,
  starred: boolean,
  written?: FirstStar,
): Promise<number | undefined> {
  return starred ? star(db, ref, new Date(), written) : unstar(db, ref.jobId);
}
