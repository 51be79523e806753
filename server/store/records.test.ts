/**
 * The records' storage, held by both implementations: revisions in order, pages after a cursor, the
 * account's totals, the saved rows written in the same transaction, and two instances writing one account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRecord } from '../../api/contract/jobstar';
import { STORES, storeSkipReason } from '../testing/postgres';
import { twoStores } from '../testing/two-stores';
import type { HeldRecords, Store } from './store';

const T = Date.parse('2026-06-15T10:00:00Z');
const record = (job_id: string, title = job_id): JobRecord => ({
  job_id,
  facts: { value: { title }, hlc: `${String(T).padStart(15, '0')}:0000:a` },
});
const bytes = (r: JobRecord) => Buffer.byteLength(JSON.stringify(r));

describe.each(STORES)('%s store', (kind) => {
  const skip = storeSkipReason(kind);
  if (skip) {
    it.skip(skip, () => {});
    return;
  }
  let instances: Awaited<ReturnType<typeof twoStores>>;
  let store: Store;
  beforeAll(async () => {
    instances = await twoStores(kind);
    store = instances.a;
  });
  afterAll(() => instances.close());

  const write = (sub: string, records: JobRecord[]) =>
    store.records.write(
      sub,
      records.map((r) => r.job_id),
      () => ({ writes: records.map((r) => ({ record: r, bytes: bytes(r) })), result: undefined }),
    );

  it('gives each written record the account’s next revision and lists changes after a cursor, oldest first', async () => {
    const first = await write('ada', [record('x:1'), record('x:2')]);
    expect([...first.revisions.values()]).toEqual([1, 2]);
    await write('ada', [record('x:1', 'again')]);
    await write('bob', [record('x:9')]);
    expect((await store.records.page('ada', 0, 10)).map((r) => [r.record.job_id, r.revision])).toEqual([
      ['x:2', 2],
      ['x:1', 3],
    ]);
    expect((await store.records.page('ada', 2, 10)).map((r) => r.record)).toEqual([record('x:1', 'again')]);
    expect(await store.records.page('ada', 3, 10)).toEqual([]);
    expect((await store.records.page('ada', 0, 1)).map((r) => r.revision)).toEqual([2]);
    expect((await store.records.page('bob', 0, 10)).map((r) => r.revision)).toEqual([1]);
  });

  it('hands the plan what it holds, the saved rows of those jobs and the account’s totals', async () => {
    await store.saved.star('cy', 'x:5', T);
    await write('cy', [record('x:4'), record('x:5')]);
    let seen: HeldRecords | undefined;
    await store.records.write('cy', ['x:4', 'x:5', 'x:6'], (held) => {
      seen = held;
      return { writes: [], result: undefined };
    });
    expect([...seen!.records.keys()].sort()).toEqual(['x:4', 'x:5']);
    expect(seen!.records.get('x:4')).toEqual({ record: record('x:4'), revision: 1, bytes: bytes(record('x:4')) });
    expect([...seen!.saved]).toEqual([['x:5', T]]);
    expect(seen!.totals).toEqual({ count: 2, bytes: bytes(record('x:4')) + bytes(record('x:5')), saved: 1 });
  });

  it('writes the saved rows a plan asks for in the same transaction', async () => {
    await store.saved.star('dee', 'x:gone', T);
    await store.records.write('dee', ['x:new', 'x:gone'], () => ({
      writes: [
        { record: record('x:new'), bytes: 10, saved: { starred: true, at: T + 5 } },
        { record: record('x:gone'), bytes: 10, saved: { starred: false } },
      ],
      result: undefined,
    }));
    expect(await store.saved.list('dee')).toEqual([{ job_id: 'x:new', saved_at: T + 5 }]);
  });

  it('queues two instances’ writes on one account: every change kept, every revision given once', async () => {
    const job = 'x:shared';
    const append = (by: Store, i: number) =>
      by.records.write('eve', [job, `x:own-${i}`], (held) => {
        const count = Number(held.records.get(job)?.record.facts?.value?.title ?? '0');
        const shared = record(job, String(count + 1));
        return {
          writes: [
            { record: shared, bytes: bytes(shared) },
            { record: record(`x:own-${i}`), bytes: 10 },
          ],
          result: undefined,
        };
      });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => append(i % 2 ? instances.a : instances.b, i)),
    );
    const revisions = results.flatMap((r) => [...r.revisions.values()]);
    expect(new Set(revisions).size).toBe(60);
    const page = await store.records.page('eve', 0, 100);
    expect(page.find((r) => r.record.job_id === job)?.record.facts?.value?.title).toBe('30');
    expect(page.map((r) => r.revision)).toEqual([...page.map((r) => r.revision)].sort((x, y) => x - y));
    let totals: HeldRecords['totals'] | undefined;
    await store.records.write('eve', [], (held) => {
      totals = held.totals;
      return { writes: [], result: undefined };
    });
    expect(totals?.count).toBe(31);
  });
});
