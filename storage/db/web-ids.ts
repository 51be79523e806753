/**
 * Version 4's upgrade: one site, one host in `web:` ids (sites/job-id.ts, `currentJobId`). A JSON-LD star made
 * before it kept `www.`, so a site could hold one job under two ids. Each such star moves to today's id; a job
 * starred under both keeps the star it already has there. A star the service already holds (`synced`) is
 * unstarred there under its old id and starred under the new, through the outbox, as a click would: the old
 * row stays as a tombstone until the service agrees. Applications move with their star, and their links too.
 */
import type { Transaction } from 'dexie';
import type { ApplicationRow } from '../../model/application';
import { currentJobId } from '../../sites/job-id';
import type { OutboxRow, SavedRow } from './rows';

const savedKey = (jobId: string) => `saved:${jobId}`;

export async function moveWebIds(tx: Transaction): Promise<void> {
  const saved = tx.table<SavedRow, string>('saved');
  const outbox = tx.table<OutboxRow, number>('outbox');
  const applications = tx.table<ApplicationRow, string>('applications');
  const old = await saved.filter((row) => currentJobId(row.jobId) !== row.jobId).toArray();
  const now = Date.now();
  for (const row of old) {
    const jobId = currentJobId(row.jobId);
    if (row.starred === 0) continue;
    const there = await saved.get(jobId);
    // The listing was the service's answer for the old id: the next hydration asks for the new one.
    const { listing: _listing, hydratedAt: _hydratedAt, ...kept } = row;
    if (there?.starred !== 1) {
      await saved.put({ ...kept, jobId, synced: 0 });
      await outbox.where('key').equals(savedKey(jobId)).delete();
      await outbox.add({ kind: 'star', jobId, key: savedKey(jobId), createdAt: now });
    }
    await outbox.where('key').equals(savedKey(row.jobId)).delete();
    if (row.synced === 1) {
      await saved.put({ jobId: row.jobId, starred: 0, savedAt: row.savedAt, synced: 0 });
      await outbox.add({ kind: 'unstar', jobId: row.jobId, key: savedKey(row.jobId), createdAt: now });
    } else await saved.delete(row.jobId);
  }
  for (const application of await applications.toArray()) {
    const jobId = currentJobId(application.jobId);
    // A row written before links existed has none (rule 12: absent is unknown, not an error).
    const before = application.linked ?? [];
    const linked = before.map(currentJobId);
    if (jobId === application.jobId && linked.every((id, index) => id === before[index])) continue;
    if (jobId !== application.jobId) {
      await applications.delete(application.jobId);
      // The job's own row under today's id, if it has one, is the one it keeps.
      if (await applications.get(jobId)) continue;
    }
    await applications.put({ ...application, jobId, linked: linked.filter((id) => id !== jobId) });
  }
}
