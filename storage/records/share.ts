/**
 * The person's answer to "keep your applications and notes on the service too?" (issue 31), kept in the account's
 * sync state. A yes queues, each as its record and in the same transaction as the answer, every application and star
 * with something the service has not seen (acked.ts): what was written before the answer travels too, and what just
 * came from the service is not sent back (a new device's thousands of stars, issue 36). A no queues nothing, and
 * what was queued waits unsent.
 */
import type { AccountDb, RecordRow, SyncStateRow } from '../db/db';
import { enqueueAll } from '../outbox/outbox';
import { hasNews } from './acked';
import { nextStamp } from './clock';
import { applicationDelta } from './delta';

export async function shareAllApplications(db: AccountDb, answer: 'yes' | 'no', now = new Date()): Promise<void> {
  await db.transaction('rw', [db.syncState, db.applications, db.saved, db.records, db.clock, db.outbox], async () => {
    const state: SyncStateRow = (await db.syncState.get('sync')) ?? { id: 'sync', running: false, attempt: 0 };
    await db.syncState.put({ ...state, shareApplications: answer });
    if (answer === 'no' || state.shareApplications === 'yes') return;
    const [rows, starred, records] = await Promise.all([
      db.applications.toArray(),
      db.saved.where('[starred+savedAt]').between([1, ''], [1, '\uffff']).toArray(),
      db.records.toArray(),
    ]);
    const held = new Map(records.map((row) => [row.jobId, row]));
    // A row with no record yet is this device's own work (written before records were kept, or imported): whole.
    const missing = rows.filter((row) => !held.has(row.jobId));
    if (missing.length > 0) {
      const hlc = await nextStamp(db, now.getTime());
      const made: RecordRow[] = missing.map((row) => ({
        jobId: row.jobId,
        record: applicationDelta(row.jobId, undefined, row, [], hlc),
      }));
      await db.records.bulkPut(made);
      for (const row of made) held.set(row.jobId, row);
    }
    const jobs = new Map(starred.map((job) => [job.jobId, job]));
    const news = [...new Set([...rows.map((row) => row.jobId), ...jobs.keys()])].filter((jobId) =>
      hasNews(held.get(jobId), jobs.get(jobId)),
    );
    await enqueueAll(
      db,
      news.map((jobId) => ({ kind: 'record', jobId })),
      now.getTime(),
    );
  });
}
