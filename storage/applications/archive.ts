/**
 * An unstar from elsewhere never silently deletes this device's history (DESIGN §4 rule 15): an application with
 * more than its star (a move, notes, a field, a reminder, an event) is archived, visible on the board until the
 * person deletes it, and back in place when the job is starred again; a bare Saved row has nothing to keep.
 */
import type { ApplicationRow } from '../../model/application';
import type { AccountDb } from '../db/db';
import { removeApplications } from './commands';
import { losesDataOnUnstar } from './rules';

/** Must run inside a transaction that includes `db.applications`. */
export async function archiveApplications(db: AccountDb, jobIds: readonly string[], now: Date): Promise<void> {
  const rows = (await db.applications.bulkGet([...jobIds])).filter((row): row is ApplicationRow => row !== undefined);
  const kept = rows.filter(losesDataOnUnstar);
  const bare = rows.filter((row) => !losesDataOnUnstar(row)).map((row) => row.jobId);
  await removeApplications(db, bare);
  await db.applications.bulkPut(kept.map((row) => ({ ...row, archivedAt: row.archivedAt ?? now.toISOString() })));
}

/** The archived applications: rows kept for jobs that are not starred here, most recently archived first. */
export async function archivedApplications(db: AccountDb): Promise<ApplicationRow[]> {
  const rows = await db.applications.filter((row) => row.archivedAt !== undefined).toArray();
  const saved = await db.saved.bulkGet(rows.map((row) => row.jobId));
  return rows
    .filter((_, index) => saved[index]?.starred !== 1)
    .sort((a, b) => (b.archivedAt ?? '').localeCompare(a.archivedAt ?? ''));
}

/** The person deletes an archived application: its row and this device's record of it go. */
export async function deleteArchived(db: AccountDb, jobId: string): Promise<void> {
  await db.transaction('rw', db.saved, db.applications, db.records, async () => {
    const [job, row] = await Promise.all([db.saved.get(jobId), db.applications.get(jobId)]);
    if (job?.starred === 1 || !row?.archivedAt) return;
    await removeApplications(db, [jobId]);
    await db.records.delete(jobId);
  });
}
