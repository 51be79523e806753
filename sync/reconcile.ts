/**
 * Reconciles the local stars with `GET /me/saved`, the full set (DESIGN §4 rules 4, 5). A key with an
 * outbox row or a dead letter keeps the user's own intent; otherwise the server is the truth: a synced star
 * it lacks was unstarred elsewhere, a star it has that we lack was starred elsewhere, and its `saved_at`
 * replaces the local click time. A `saved_at` the service sent unreadable is unknown: the local time stays, and
 * a star first seen here takes the time of this sync. A list with entries we could not read is not a known full
 * set (any of them might be a star of ours), so its absences unstar nothing this time (rule 12).
 */
import type { SavedList } from '../api/contract/index';
import { archiveApplications } from '../storage/applications';
import type { AccountDb, SavedRow } from '../storage/db';

export interface StarChange {
  jobId: string;
  starred: boolean;
}

export async function reconcileSaved(db: AccountDb, list: SavedList, now = Date.now()): Promise<StarChange[]> {
  const server = new Map<string, string | undefined>();
  for (const entry of list.saved) if (!server.has(entry.job_id)) server.set(entry.job_id, entry.saved_at);
  const changes: StarChange[] = [];
  await db.transaction('rw', db.saved, db.outbox, db.deadLetters, db.applications, async () => {
    // Three reads at once and bulk writes: a row-by-row reconcile of thousands of stars costs a round trip each.
    const [queued, failed, rows] = await Promise.all([
      db.outbox.toArray(),
      db.deadLetters.toArray(),
      db.saved.toArray(),
    ]);
    const held = new Set<string>();
    for (const row of [...queued, ...failed]) if (row.kind === 'star' || row.kind === 'unstar') held.add(row.jobId);
    const local = new Map(rows.map((row) => [row.jobId, row]));
    const gone: string[] = [];
    const put: SavedRow[] = [];
    for (const row of local.values()) {
      if (held.has(row.jobId)) continue;
      if (!server.has(row.jobId)) {
        if (list.skipped) continue;
        gone.push(row.jobId);
        if (row.starred === 1) changes.push({ jobId: row.jobId, starred: false });
        continue;
      }
      const savedAt = server.get(row.jobId) ?? row.savedAt;
      if (row.starred === 0 || row.synced === 0 || row.savedAt !== savedAt) {
        put.push({ ...row, starred: 1, synced: 1, savedAt });
        if (row.starred === 0) changes.push({ jobId: row.jobId, starred: true });
      }
    }
    for (const [jobId, savedAt] of server) {
      if (held.has(jobId) || local.has(jobId)) continue;
      put.push({ jobId, starred: 1, savedAt: savedAt ?? new Date(now).toISOString(), synced: 1 });
      changes.push({ jobId, starred: true });
    }
    if (gone.length > 0) {
      await db.saved.bulkDelete(gone);
      // Unstarred elsewhere: its history is archived, never deleted silently (DESIGN §4 rule 15).
      await archiveApplications(db, gone, new Date(now));
    }
    await db.saved.bulkPut(put);
  });
  return changes;
}
