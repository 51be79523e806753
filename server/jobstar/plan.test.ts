/** The decision of a write of records, without a database: bounds, the saved set, one job twice in a batch. */
import { describe, expect, it } from 'vitest';
import { type JobRecord, RECORD_LIMITS } from '../../api/contract/jobstar';
import type { HeldRecords } from '../store/store';
import { planMerge, recordBytes, SAVED_CAP, serviceAct } from './plan';

const T = Date.parse('2026-06-15T10:00:00Z');
const hlc = (ms: number, node = 'deviceA') => `${String(ms).padStart(15, '0')}:0000:${node}`;
const act = (starred: boolean, ms: number, node = 'deviceA') => ({
  starred,
  at: new Date(ms).toISOString(),
  hlc: hlc(ms, node),
});
const held = (
  records: JobRecord[] = [],
  saved: [string, number][] = [],
  totals?: Partial<HeldRecords['totals']>,
): HeldRecords => {
  const map = new Map(
    records.map((record, i) => [record.job_id, { record, revision: i + 1, bytes: recordBytes(record) }]),
  );
  return {
    records: map,
    saved: new Map(saved),
    totals: {
      count: map.size,
      bytes: [...map.values()].reduce((sum, r) => sum + r.bytes, 0),
      saved: saved.length,
      ...totals,
    },
  };
};
const titled = (job_id: string, title: string, ms = T): JobRecord => ({
  job_id,
  facts: { value: { title }, hlc: hlc(ms) },
});

describe('planMerge', () => {
  it('refuses a new record past the account’s count with the index, and writes nothing of the batch', () => {
    const full = held([], [], { count: RECORD_LIMITS.perAccount - 1, bytes: 0 });
    const plan = planMerge(full, [titled('x:1', 'a'), titled('x:2', 'b')], true);
    expect(plan).toEqual({ writes: [], result: { refused: { bound: 'records', index: 1 } } });
  });

  it('lets a full account change the records it holds', () => {
    const full = held([titled('x:1', 'a')], [], { count: RECORD_LIMITS.perAccount, bytes: 100 });
    const plan = planMerge(full, [titled('x:1', 'newer', T + 1)], true);
    expect(plan.writes.map((write) => write.record.facts?.value?.title)).toEqual(['newer']);
  });

  it('refuses what would pass the account’s bytes, counting a replaced record’s size only once', () => {
    const record = titled('x:1', 'a');
    const nearly = held([record], [], { count: 1, bytes: RECORD_LIMITS.accountBytes - 10 });
    expect(planMerge(nearly, [titled('x:2', 'b')], true).result).toEqual({
      refused: { bound: 'account_bytes', index: 0 },
    });
    // The same record with a title two characters longer grows the account by two bytes only.
    expect(planMerge(nearly, [titled('x:1', 'abc', T + 1)], true).writes).toHaveLength(1);
  });

  it('without enforcing (the seed’s own acts) leaves a record past a bound unwritten instead of failing', () => {
    const full = held([], [], { count: RECORD_LIMITS.perAccount, bytes: 0 });
    const plan = planMerge(full, [{ job_id: 'x:1', star: serviceAct(true, T) }], false);
    expect(plan.writes).toEqual([]);
    expect('merged' in plan.result).toBe(true);
  });

  it('merges one job twice in a batch in order, and changes the saved set by the net result', () => {
    const plan = planMerge(
      held(),
      [
        { job_id: 'x:1', star: act(true, T) },
        { job_id: 'x:1', star: act(false, T + 1) },
      ],
      true,
    );
    expect(plan.writes).toHaveLength(1);
    expect(plan.writes[0]!.record.star).toEqual(act(false, T + 1));
    expect(plan.writes[0]!.saved).toBeUndefined();
    expect('merged' in plan.result && plan.result.merged.map((r) => r.star?.starred)).toEqual([false, false]);
  });

  it('takes a saved row without a record act as a star at its saved_at', () => {
    const plan = planMerge(held([], [['x:1', T]]), [{ job_id: 'x:1', star: act(false, T - 1) }], true);
    expect(plan.writes[0]!.record.star).toMatchObject({ starred: true, at: new Date(T).toISOString() });
    expect(plan.writes[0]!.saved).toBeUndefined();
    const later = planMerge(held([], [['x:1', T]]), [{ job_id: 'x:1', star: act(false, T + 1) }], true);
    expect(later.writes[0]!.saved).toEqual({ starred: false });
  });

  it('a service act follows the act it is stamped after, even within one millisecond', () => {
    const first = serviceAct(true, T);
    const second = serviceAct(false, T, first.hlc);
    expect(second.hlc > first.hlc).toBe(true);
    const plan = planMerge(
      held([{ job_id: 'x:1', star: first }], [['x:1', T]]),
      [{ job_id: 'x:1', star: second }],
      true,
    );
    expect(plan.writes[0]).toMatchObject({ record: { star: second }, saved: { starred: false } });
  });

  it('refuses a star act that would pass the saved set’s cap, but lets an unstar and a held star through', () => {
    const full = held([{ job_id: 'x:held', star: act(true, T) }], [['x:held', T]], { saved: SAVED_CAP });
    expect(planMerge(full, [{ job_id: 'x:1', star: act(true, T) }], true).result).toEqual({
      refused: { bound: 'saved', index: 0 },
    });
    expect(planMerge(full, [{ job_id: 'x:held', star: act(true, T + 1) }], true).writes).toHaveLength(1);
    const freed = planMerge(
      full,
      [
        { job_id: 'x:held', star: act(false, T + 1) },
        { job_id: 'x:1', star: act(true, T + 2) },
      ],
      true,
    );
    expect(freed.writes.map((write) => write.saved)).toEqual([{ starred: false }, { starred: true, at: T + 2 }]);
  });
});
