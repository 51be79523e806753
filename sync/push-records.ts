/**
 * Sends jobs' records to the service's extension (DESIGN §4 rules 4, 14, 15): each `record` row sends the job's
 * record as it is when sent (the merged state, so sending it twice is harmless), in batches the extension allows;
 * the service answers each merged record, which is merged back here. A row is acknowledged by its id only: a write
 * made meanwhile replaced it with a new row, which sends again. Star and unstar rows go as the record's star act,
 * dated by the click, so the later act wins on the service whatever order devices' requests arrive in; the service
 * applies the winner to the saved list the seed reads.
 */
import { type JobRecord, mergeRecords, RECORD_LIMITS } from '../api/contract/jobstar/index';
import type { AccountDb, OutboxRow } from '../storage/db';
import { factsOfPage, mergeIncoming, mergeInTables, nextStamp } from '../storage/records';
import type { RecordsApi, SyncContext } from './context';

export type RecordRow = Extract<OutboxRow, { kind: 'record' }>;
type StarRow = Extract<OutboxRow, { kind: 'star' | 'unstar' }>;

export const isRecordRow = (row: OutboxRow): row is RecordRow => row.kind === 'record';

/**
 * The job's record to send: this device's copy, with the star's details when it has none yet and, for a star or
 * unstar row, the act at its click time. What is added is kept in the local copy, stamped.
 */
async function recordToSend(db: AccountDb, jobId: string, act: StarRow | undefined, now: number): Promise<JobRecord> {
  return db.transaction('rw', db.records, db.clock, db.saved, async () => {
    const [held, job] = await Promise.all([db.records.get(jobId), db.saved.get(jobId)]);
    let record: JobRecord = held?.record ?? { job_id: jobId };
    if (!record.facts && job?.page) {
      record = { ...record, facts: { value: factsOfPage(job.page), hlc: await nextStamp(db, now) } };
    }
    if (act) {
      const at = new Date(act.createdAt).toISOString();
      const star = { starred: act.kind === 'star', at, hlc: await nextStamp(db, act.createdAt) };
      record = mergeRecords(record, { job_id: jobId, star });
    }
    if (record !== held?.record) await db.records.put({ jobId, record });
    return record;
  });
}

/** The answers merged back, and the rows sent acknowledged by their ids, in one transaction. */
async function settle(ctx: SyncContext, rows: readonly OutboxRow[], answers: readonly JobRecord[]): Promise<void> {
  const { db } = ctx;
  await ctx.guard();
  await db.transaction('rw', [...mergeInTables(db), db.outbox], async () => {
    await mergeIncoming(db, answers, new Date(ctx.now()));
    await db.outbox.bulkDelete(rows.map((row) => row.id as number));
  });
}

/** Sends record rows in batches; answers how many were acknowledged. Throws what the extension answered. */
export async function pushRecordRows(ctx: SyncContext, api: RecordsApi, rows: readonly RecordRow[]): Promise<number> {
  let pushed = 0;
  for (let start = 0; start < rows.length; start += RECORD_LIMITS.batch) {
    const batch = rows.slice(start, start + RECORD_LIMITS.batch);
    // One transaction for the batch (each record's joins it): a commit per record cost a first sync of 20,000
    // stars about 100 s (tests/bench/first-sync.ts).
    const records = await ctx.db.transaction('rw', ctx.db.records, ctx.db.clock, ctx.db.saved, async () => {
      const prepared = [];
      for (const row of batch) prepared.push(await recordToSend(ctx.db, row.jobId, undefined, ctx.now()));
      return prepared;
    });
    await ctx.guard();
    const answer = await api.mergeRecords(records);
    await settle(ctx, batch, answer.records);
    pushed += batch.length;
  }
  return pushed;
}

/** A star or unstar as the record's act; the caller acknowledges the row as any star row. */
export async function pushStarAct(ctx: SyncContext, api: RecordsApi, row: StarRow): Promise<void> {
  const record = await recordToSend(ctx.db, row.jobId, row, ctx.now());
  await ctx.guard();
  const answer = await api.mergeRecords([record]);
  await ctx.guard();
  await ctx.db.transaction('rw', mergeInTables(ctx.db), () =>
    mergeIncoming(ctx.db, answer.records, new Date(ctx.now())),
  );
}
