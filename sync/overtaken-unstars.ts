/**
 * An unstar queued on this device while it was offline must not undo a later star made elsewhere (issue 31,
 * finding 2). Before the outbox is pushed, a queued unstar is dropped when the service holds the job under a star
 * it did not hold when this device last agreed with it (another `saved_at` than the one this device knew) made
 * after the unstar was queued. Comparing with the known `saved_at` first keeps a skewed clock from dropping an
 * unstar of the very star this device saw: only a star made elsewhere, later, wins.
 */
import type { SavedList } from '../api/contract/index';
import type { AccountDb, SavedRow } from '../storage/db';
import type { StarChange } from './reconcile';

export const hasQueuedUnstars = async (db: AccountDb): Promise<boolean> =>
  (await db.outbox.filter((row) => row.kind === 'unstar').count()) > 0;

export async function dropOvertakenUnstars(db: AccountDb, list: SavedList): Promise<StarChange[]> {
  const served = new Map(list.saved.map((entry) => [entry.job_id, entry.saved_at]));
  const changes: StarChange[] = [];
  await db.transaction('rw', db.outbox, db.saved, async () => {
    const unstars = await db.outbox.filter((row) => row.kind === 'unstar').toArray();
    for (const row of unstars) {
      if (row.kind !== 'unstar') continue;
      const savedAt = served.get(row.jobId);
      const local = await db.saved.get(row.jobId);
      if (!savedAt || !overtakes(savedAt, local, row.createdAt)) continue;
      await db.outbox.delete(row.id as number);
      await db.saved.put({ ...local, jobId: row.jobId, starred: 1, synced: 1, savedAt });
      changes.push({ jobId: row.jobId, starred: true });
    }
  });
  return changes;
}

function overtakes(savedAt: string, local: SavedRow | undefined, unstarredAt: number): boolean {
  const at = Date.parse(savedAt);
  return Number.isFinite(at) && savedAt !== local?.savedAt && at > unstarredAt;
}
