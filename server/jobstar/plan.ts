/**
 * What a write of records does, decided under the account's lock (store.records.write): each record merged
 * with the held copy by the contract's one merge, the seed's saved set made to agree with the merged star act,
 * and the account's bounds checked on the result. Pure, so both stores run the very same decision.
 */
import { type JobRecord, mergeRecords, nextHlc, RECORD_LIMITS, type StarAct } from '../../api/contract/jobstar';
import { ACCOUNT_LIMITS } from '../store/account-limits';
import type { HeldRecords, RecordWrite } from '../store/store';

/** The node id of acts the service records itself (a star or unstar through the seed's `/me/saved`). */
export const SERVICE_NODE = 'service';

export type Bound = 'records' | 'record_bytes' | 'account_bytes' | 'saved';

/** The most jobs an account's saved set may hold when a record's star act adds to it: the seed's own cap. */
export const SAVED_CAP = ACCOUNT_LIMITS.saved;

export interface Refusal {
  bound: Bound;
  /** The index in the batch of the record that passed the bound. */
  index: number;
}

export type MergeResult = { merged: JobRecord[] } | { refused: Refusal };

/** An act the service records at `at`, stamped after `last` (the act it follows) so that it orders after it. */
export const serviceAct = (starred: boolean, at: number, last?: string): StarAct => ({
  starred,
  at: new Date(at).toISOString(),
  hlc: nextHlc(last, at, SERVICE_NODE),
});

export const recordBytes = (record: JobRecord): number => Buffer.byteLength(JSON.stringify(record));

/**
 * A star the seed's table holds but no record act says (made before the extension, or by a seed-only write
 * that left no act) counts as an act at its `saved_at`, so that an older unstar does not undo it.
 */
function withTableAct(record: JobRecord | undefined, jobId: string, savedAt: number | undefined): JobRecord {
  const base = record ?? { job_id: jobId };
  return base.star || savedAt === undefined ? base : { ...base, star: serviceAct(true, savedAt) };
}

/** The change of the saved set that makes it say what the act says, or none when it already does. */
function savedChange(act: StarAct | undefined, savedAt: number | undefined): RecordWrite['saved'] {
  if (!act || act.starred === (savedAt !== undefined)) return undefined;
  return act.starred ? { starred: true, at: Date.parse(act.at) } : { starred: false };
}

/**
 * Merges `incoming` (in order; one job twice is merged twice) into what is held. With `enforce` a record that
 * would pass a bound refuses the whole batch; without it (the seed's own writes, which must not fail) such a
 * record is left unwritten instead.
 */
export function planMerge(
  held: HeldRecords,
  incoming: readonly JobRecord[],
  enforce: boolean,
): { writes: RecordWrite[]; result: MergeResult } {
  const records = new Map([...held.records].map(([id, stored]) => [id, stored.record]));
  const sizes = new Map([...held.records].map(([id, stored]) => [id, stored.bytes]));
  const saved = new Map(held.saved);
  const changed = new Set<string>();
  let { count, bytes, saved: savedCount } = held.totals;
  for (const [index, sent] of incoming.entries()) {
    const { revision: _ignored, ...record } = sent;
    const jobId = record.job_id;
    const before = withTableAct(records.get(jobId), jobId, saved.get(jobId));
    const merged = mergeRecords(before, record);
    const size = recordBytes(merged);
    const isNew = !records.has(jobId);
    const refusal: Bound | undefined =
      size > RECORD_LIMITS.recordBytes
        ? 'record_bytes'
        : isNew && count + 1 > RECORD_LIMITS.perAccount
          ? 'records'
          : bytes + size - (sizes.get(jobId) ?? 0) > RECORD_LIMITS.accountBytes
            ? 'account_bytes'
            : undefined;
    if (refusal) {
      if (enforce) return { writes: [], result: { refused: { bound: refusal, index } } };
      continue;
    }
    const change = savedChange(merged.star, saved.get(jobId));
    if (change?.starred && savedCount + 1 > SAVED_CAP) {
      if (enforce) return { writes: [], result: { refused: { bound: 'saved', index } } };
      continue;
    }
    // A merge that changes nothing keeps the record's revision: devices that echo what they read cause no churn.
    if (!change && !isNew && JSON.stringify(merged) === JSON.stringify(records.get(jobId))) continue;
    count += isNew ? 1 : 0;
    bytes += size - (sizes.get(jobId) ?? 0);
    records.set(jobId, merged);
    sizes.set(jobId, size);
    if (change?.starred) saved.set(jobId, change.at);
    else if (change) saved.delete(jobId);
    savedCount += change ? (change.starred ? 1 : -1) : 0;
    changed.add(jobId);
  }
  const writes = [...changed].map((jobId): RecordWrite => {
    const now = saved.get(jobId);
    const was = held.saved.get(jobId);
    const change: RecordWrite['saved'] =
      (now === undefined) === (was === undefined)
        ? undefined
        : now === undefined
          ? { starred: false }
          : { starred: true, at: now };
    return { record: records.get(jobId)!, bytes: sizes.get(jobId)!, ...(change ? { saved: change } : {}) };
  });
  const merged = incoming.map((sent) => {
    const record = records.get(sent.job_id) ?? withTableAct(undefined, sent.job_id, saved.get(sent.job_id));
    const revision = changed.has(sent.job_id) ? undefined : held.records.get(sent.job_id)?.revision;
    return revision === undefined ? record : { ...record, revision: String(revision) };
  });
  return { writes, result: { merged } };
}
