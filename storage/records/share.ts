/**
 * The person's answer to "keep your applications and notes on the service too?" (issue 31), kept in the account's
 * sync state. A yes queues every application and every star, each as its record, in the same transaction as the
 * answer: what was written before the answer travels too. A no queues nothing, and what was queued waits unsent.
 */
import type { AccountDb, SyncStateRow } from '../db/db';
import { enqueue } from '../outbox/outbox';
import { nextStamp } from './clock';
import { applicationDelta } from './delta';

export async function shareAllApplications(db: AccountDb, answer: 'yes' | 'no', now = new Date()): Promise<void> {
  await db.transaction('rw', [db.syncState, db.applications, db.saved, db.records, db.clock, db.outbox], async () => {
    const state: SyncStateRow = (await db.syncState.get('sync')) ?? { id: 'sync', running: false, attempt: 0 };
    await db.syncState.put({ ...state, shareApplications: answer });
    if (answer === 'no' || state.shareApplications === 'yes') return;
    const [rows, starred, held] = await Promise.all([
      db.applications.toArray(),
      db.saved.where('[starred+savedAt]').between([1, ''], [1, '\uffff']).primaryKeys(),
      db.records.toCollection().primaryKeys(),
    ]);
    const recorded = new Set(held);
    const missing = rows.filter((row) => !recorded.has(row.jobId));
    if (missing.length > 0) {
      const hlc = await nextStamp(db, now.getTime());
      await db.records.bulkPut(
        missing.map((row) => ({ jobId: row.jobId, record: applicationDelta(row.jobId, undefined, row, [], hlc) })),
      );
    }
    for (const jobId of new Set([...rows.map((row) => row.jobId), ...(starred as string[])])) {
      await enqueue(db, { kind: 'record', jobId }, now.getTime());
    }
  });
}
