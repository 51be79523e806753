/**
 * The postings as they were (issue 32): a starred job's description kept once, the first copy for good; a later
 * reading that says something else is only dated. And a job noticed taken down, dated on its saved row. Local
 * only: nothing here is ever queued for the service.
 */
import { postingText, type SafePosting } from '../../model/posting';
import type { AccountDb, PostingRow } from '../db/db';

export { postingOf } from '../queries';

/** What keeping a reading did: a first copy, the same words again, a change noted, or nothing (not starred). */
export type KeptPosting = 'kept' | 'same' | 'changed' | 'notStarred';

/**
 * Keeps `posting` as the job's description if it has none; otherwise compares the words and, the first time they
 * differ, notes when. Only a starred job keeps one.
 */
export function keepPosting(db: AccountDb, jobId: string, posting: SafePosting, now: Date): Promise<KeptPosting> {
  return db.transaction('rw', db.saved, db.postings, async (): Promise<KeptPosting> => {
    if ((await db.saved.get(jobId))?.starred !== 1) return 'notStarred';
    const kept = await db.postings.get(jobId);
    if (!kept) {
      await db.postings.add({ jobId, nodes: posting.nodes, cut: posting.cut, keptAt: now.toISOString() });
      return 'kept';
    }
    if (postingText(kept.nodes) === postingText(posting.nodes)) return 'same';
    if (!kept.changedAt) await db.postings.put({ ...kept, changedAt: now.toISOString() });
    return 'changed';
  });
}

/** Dates the starred jobs among `jobIds` as taken down, unless already noticed; answers the ones newly dated. */
export function markTakenDown(db: AccountDb, jobIds: readonly string[], now: Date): Promise<string[]> {
  return db.transaction('rw', db.saved, async () => {
    const rows = await db.saved.bulkGet([...jobIds]);
    const fresh = rows.filter((row) => row?.starred === 1 && !row.takenDownAt).map((row) => row!.jobId);
    for (const jobId of fresh) await db.saved.update(jobId, { takenDownAt: now.toISOString() });
    return fresh;
  });
}

/**
 * An imported copy is kept only where this device has none: the first copy wins here too. Answers how many were
 * added. Run inside the import's transaction (it must include `postings`).
 */
export async function importPostings(db: AccountDb, rows: readonly PostingRow[]): Promise<number> {
  // The table's keys in one request: a `bulkGet` of 20,000 postings was one request per key (issue 36).
  const kept = new Set(await db.postings.toCollection().primaryKeys());
  const fresh: PostingRow[] = [];
  for (const row of rows) {
    if (kept.has(row.jobId)) continue;
    kept.add(row.jobId);
    fresh.push(row);
  }
  await db.postings.bulkAdd(fresh);
  return fresh.length;
}

/** Signing in takes the copies kept signed out (the account's own copy, where it has one, stays the first). */
export async function adoptPostings(from: AccountDb, into: AccountDb): Promise<number> {
  const rows = await from.postings.toArray();
  if (rows.length === 0) return 0;
  const adopted = await into.transaction('rw', into.postings, () => importPostings(into, rows));
  await from.postings.clear();
  return adopted;
}
