/**
 * Records from the service merged into this device's copies (DESIGN §4 rules 4, 15), in one transaction: each
 * record merges with the local one (the merge is commutative and keeps every local stamp, so a key with a pending
 * outbox row loses nothing: the row later sends the merged record), the clock moves past every stamp seen, and the
 * application row is made again from the merged record. A job that is not starred here keeps its history archived
 * (only a row it had: a record makes no new one); a star's details fill what the saved row lacks.
 */

import type { Table } from 'dexie';
import { type JobRecord, mergeRecords } from '../../api/contract/jobstar/index';
import type { ApplicationRow } from '../../model/application';
import type { AccountDb, RecordRow, SavedRow } from '../db/db';
import { sameRecord } from './acked';
import { nextStamp, observeStamps } from './clock';
import { applicationDelta } from './delta';
import { pageOfFacts } from './facts';
import { applicationFromRecord } from './view';

/** Every stamp in a record, so the clock can move past them. */
function stampsOf(record: JobRecord): string[] {
  const app = record.application;
  return [
    record.facts?.hlc,
    record.star?.hlc,
    record.description?.hlc,
    app?.archived?.hlc,
    ...(app?.moves ?? []).map((move) => move.hlc),
    ...(app?.events ?? []).map((event) => event.hlc),
    ...(app?.notes ?? []).map((note) => note.hlc),
    ...Object.values(app?.fields ?? {}).map((field) => field?.hlc),
  ].filter((hlc): hlc is string => hlc !== undefined);
}

const withoutRevision = ({ revision: _revision, ...record }: JobRecord): JobRecord => record;

/**
 * A record that holds a star act and nothing else. Once the service holds it, this device keeps no row for it: the
 * saved list already says the job is starred, and a missing row reads as that record everywhere a row is read (a
 * local write's delta, what a send adds, what a yes finds new). Most of the 20,000 records a new device reads for
 * stars made through the seed are such (issue 36), and each row was a write of its own.
 */
const onlyStar = (record: JobRecord): boolean => !record.facts && !record.application && !record.description;

/**
 * The rows a table holds for `ids`, in their order: a get per key, unless the table is empty (a new device's first
 * pull, known from one key). Never a count first: Chromium counts a table by reading it, 50–60 ms for 20,000 rows,
 * which a new device's pull paid in each of its 20 transactions; and never a cursor that jumps from key to key
 * (Dexie's `anyOf`): it waits for each step in turn, 578 ms for a thousand keys.
 */
async function heldOf<T>(table: Table<T, string>, ids: readonly string[]): Promise<(T | undefined)[]> {
  const [first] = await table.limit(1).primaryKeys();
  if (first === undefined) return ids.map(() => undefined);
  return table.bulkGet([...ids]);
}

export const mergeInTables = (db: AccountDb) => [db.saved, db.applications, db.records, db.clock];

/** What a merged record can change outside the records table: the saved row's details, or the application row. */
const touchesRows = (record: JobRecord, existing: ApplicationRow | undefined): boolean =>
  Boolean(record.facts?.value || record.application || existing);

/**
 * Answers the ids of the jobs whose application row changed. Must run in a transaction over `mergeInTables`.
 * `incoming` is the service's copies (a page read, or the answer to a send): a merge that comes out equal to the
 * service's copy is acknowledged (acked.ts). The writes go in bulk: a new device merges 20,000 records (issue 36).
 * The saved rows are read only for the records that can change them or an application: most of a new device's
 * records hold a star and nothing else, and need only their own write.
 */
export async function mergeIncoming(db: AccountDb, incoming: readonly JobRecord[], now: Date): Promise<string[]> {
  const ids = incoming.map((record) => record.job_id);
  const [held, rows] = await Promise.all([heldOf(db.records, ids), heldOf(db.applications, ids)]);
  await observeStamps(db, incoming.flatMap(stampsOf));
  const recordPuts: RecordRow[] = [];
  const merged: JobRecord[] = [];
  for (const [index, remote] of incoming.entries()) {
    const existing = rows[index];
    let local = held[index]?.record;
    // A row written before records were kept is this device's own work: it enters the merge whole.
    if (!local && existing) {
      local = applicationDelta(existing.jobId, undefined, existing, [], await nextStamp(db, now.getTime()));
    }
    const copy = withoutRevision(remote);
    const record = local ? mergeRecords(local, copy) : copy;
    const acked = !local || sameRecord(record, copy);
    const before = held[index];
    if (before ? before.acked !== (acked ? 1 : undefined) || !sameRecord(record, before.record) : !onlyStar(record)) {
      recordPuts.push(acked ? { jobId: record.job_id, record, acked: 1 } : { jobId: record.job_id, record });
    }
    merged.push(record);
  }
  const wanted = merged.flatMap((record, index) => (touchesRows(record, rows[index]) ? [index] : []));
  const jobs = await db.saved.bulkGet(wanted.map((index) => ids[index]!));
  const changed: string[] = [];
  const savedPuts: SavedRow[] = [];
  const rowPuts: ApplicationRow[] = [];
  for (const [at, index] of wanted.entries()) {
    const record = merged[index]!;
    const existing = rows[index];
    const job = jobs[at];
    if (job && record.facts?.value && !job.page?.title) {
      savedPuts.push({ ...job, page: { ...pageOfFacts(record.facts.value), ...job.page } });
    }
    // A job not starred here gets no new row: unstarred here (its history went with the person's own unstar), or
    // starred elsewhere and not yet in the saved list (the pull that follows the list brings it).
    if (!existing && job?.starred !== 1) continue;
    const starAt = job?.starredAt ?? job?.savedAt ?? record.star?.at ?? now.toISOString();
    const next = applicationFromRecord(record, existing, starAt);
    if (!next) continue;
    // Not starred here: the history stays, archived, until the person deletes it or stars the job again.
    if (job?.starred !== 1 && !next.archivedAt) next.archivedAt = existing?.archivedAt ?? now.toISOString();
    if (JSON.stringify({ ...next, updatedAt: '' }) === JSON.stringify({ ...existing, updatedAt: '' })) continue;
    rowPuts.push({ ...next, updatedAt: now.toISOString() });
    changed.push(next.jobId);
  }
  await Promise.all([db.records.bulkPut(recordPuts), db.saved.bulkPut(savedPuts), db.applications.bulkPut(rowPuts)]);
  return changed;
}
