/**
 * Star commands (DESIGN §4 rules 1, 3): the saved row and its outbox row in one transaction, before any
 * network call. Unstarring leaves a tombstone (starred 0) until the server agrees, so a pull cannot bring
 * the star back in between.
 *
 * A command reads what it needs (the saved row, the pending outbox row's id) in one round trip to the database
 * and issues its writes in one more. A first star, the common case, needs nothing it reads, so its writes go out
 * with its reads: it is on disk in one round trip, which is what a click waits for.
 */
import type { JobRef } from '../api/job-ref';
import { removeApplications } from './applications/commands';
import type { AccountDb, SavedRow } from './db';
import { outboxRow, pendingIds, replacePending, savedKey } from './outbox';

/** The saved row and the id of the outbox row pending for it, in one round trip. */
const readStar = (db: AccountDb, jobId: string) => Promise.all([db.saved.get(jobId), pendingIds(db, savedKey(jobId))]);

/**
 * Answers the id of the outbox row it queued, or undefined when the job was already starred (nothing to send).
 * The star and its outbox row are written beside the reads as if the job were new; when the reads find an older
 * row or a pending act, a second round trip corrects what was written (a transaction runs its requests in the
 * order they were made, and commits only what stands at its end).
 */
export async function star(db: AccountDb, ref: JobRef, now = new Date()): Promise<number | undefined> {
  const { jobId, ...page } = ref;
  const row: SavedRow = { jobId, starred: 1, savedAt: now.toISOString(), synced: 0, page };
  return db.transaction('rw', db.saved, db.outbox, async () => {
    const [existing, stale, , id] = await Promise.all([
      db.saved.get(jobId),
      pendingIds(db, savedKey(jobId)),
      db.saved.put(row),
      db.outbox.add(outboxRow({ kind: 'star', jobId }, now.getTime())),
    ]);
    if (existing?.starred === 1) {
      await Promise.all([db.saved.put({ ...existing, page: { ...existing.page, ...page } }), db.outbox.delete(id)]);
      return undefined;
    }
    if (existing || stale.length > 0)
      await Promise.all([
        existing && db.saved.put({ ...existing, ...row, page: { ...existing.page, ...page } }),
        db.outbox.bulkDelete(stale),
      ]);
    return id;
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
export function setStar(db: AccountDb, ref: JobRef, starred: boolean): Promise<number | undefined> {
  return starred ? star(db, ref) : unstar(db, ref.jobId);
}

export async function starredStates(db: AccountDb, jobIds: readonly string[]): Promise<Record<string, boolean>> {
  const rows = await db.saved.bulkGet([...jobIds]);
  return Object.fromEntries(jobIds.map((jobId, index) => [jobId, rows[index]?.starred === 1]));
}

/** Starred jobs, newest saved first (§4.6). */
export const starredJobs = (db: AccountDb): Promise<SavedRow[]> =>
  db.saved.where('[starred+savedAt]').between([1, ''], [1, '\uffff']).reverse().toArray();
