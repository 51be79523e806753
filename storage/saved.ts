/**
 * Star commands (DESIGN §4 rules 1, 3): the saved row and its outbox row in one transaction, before any
 * network call. Unstarring leaves a tombstone (starred 0) until the server agrees, so a pull cannot bring
 * the star back in between.
 */
import type { JobRef } from '../api/job-ref';
import { removeApplications } from './applications/commands';
import type { AccountDb, SavedRow } from './db';
import { enqueue } from './outbox';

export async function star(db: AccountDb, ref: JobRef, now = new Date()): Promise<void> {
  const { jobId, ...page } = ref;
  await db.transaction('rw', db.saved, db.outbox, async () => {
    const existing = await db.saved.get(jobId);
    if (existing?.starred === 1) {
      await db.saved.update(jobId, { page: { ...existing.page, ...page } });
      return;
    }
    await db.saved.put({
      ...existing,
      jobId,
      starred: 1,
      savedAt: now.toISOString(),
      synced: 0,
      page: { ...existing?.page, ...page },
    });
    await enqueue(db, { kind: 'star', jobId }, now.getTime());
  });
}

export async function unstar(db: AccountDb, jobId: string, now = new Date()): Promise<void> {
  await db.transaction('rw', db.saved, db.outbox, db.applications, async () => {
    const existing = await db.saved.get(jobId);
    if (existing?.starred === 0) return;
    // Its stages and notes go with the star (issue 19): a re-star starts again at Saved.
    await removeApplications(db, [jobId]);
    await db.saved.put({ ...existing, jobId, starred: 0, savedAt: existing?.savedAt ?? now.toISOString(), synced: 0 });
    await enqueue(db, { kind: 'unstar', jobId }, now.getTime());
  });
}

export async function setStar(db: AccountDb, ref: JobRef, starred: boolean): Promise<void> {
  if (starred) await star(db, ref);
  else await unstar(db, ref.jobId);
}

export async function starredStates(db: AccountDb, jobIds: readonly string[]): Promise<Record<string, boolean>> {
  const rows = await db.saved.bulkGet([...jobIds]);
  return Object.fromEntries(jobIds.map((jobId, index) => [jobId, rows[index]?.starred === 1]));
}

/** Starred jobs, newest saved first (§4.6). */
export const starredJobs = (db: AccountDb): Promise<SavedRow[]> =>
  db.saved.where('[starred+savedAt]').between([1, ''], [1, '\uffff']).reverse().toArray();
