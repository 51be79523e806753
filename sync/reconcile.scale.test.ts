/**
 * Reconcile at scale (issue 15): 20,000 saved entries must reconcile in one linear pass. The time is logged for
 * the benchmark's record, never asserted (speed goals live in the benchmark).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { star } from '../storage/stars';
import { freshDb } from '../storage/testing/db-fixture';
import { reconcileSaved } from './reconcile';
import { engineHarness } from './testing/engine';

const N = 20_000;
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();

describe('reconcileSaved at scale', () => {
  it('reconciles 20,000 entries against 20,000 local rows: adds, keeps, updates and removes', async () => {
    const db = freshDb();
    // Locally: ids 0..N-1 synced; the server has ids N/2..N/2+N-1, with new times for the shared half's first 1,000.
    await db.saved.bulkPut(
      Array.from({ length: N }, (_, i) => ({
        jobId: `s:${i}`,
        starred: 1 as const,
        synced: 1 as const,
        savedAt: at(i),
      })),
    );
    const saved = Array.from({ length: N }, (_, k) => {
      const i = N / 2 + k;
      return { job_id: `s:${i}`, saved_at: i < N / 2 + 1000 ? at(i + 1) : at(i) };
    });
    const started = performance.now();
    const changes = await reconcileSaved(db, { saved });
    const elapsed = performance.now() - started;
    console.info(`reconcile of ${N} saved entries against ${N} local rows: ${elapsed.toFixed(0)} ms`);

    expect(changes.filter((change) => change.starred)).toHaveLength(N / 2);
    expect(changes.filter((change) => !change.starred)).toHaveLength(N / 2);
    expect(await db.saved.count()).toBe(N);
    expect(await db.saved.get('s:0')).toBeUndefined();
    expect(await db.saved.get(`s:${N / 2}`)).toMatchObject({ savedAt: at(N / 2 + 1) });
    expect(await db.saved.get(`s:${N + N / 2 - 1}`)).toMatchObject({ starred: 1, synced: 1 });
  });

  it('a first sync of 20,000 stars made elsewhere: one batch of changes, a bounded listing lookup', async () => {
    const { db, api, engine, changes } = engineHarness();
    for (let i = 0; i < N; i += 1) api.saved.set(`s:${i}`, at(i));
    const started = performance.now();
    expect(await engine.sync()).toMatchObject({ state: 'synced' });
    console.info(`first sync of ${N} saved entries: ${(performance.now() - started).toFixed(0)} ms`);
    expect(await db.saved.where('[starred+savedAt]').between([1, ''], [1, '\uffff']).count()).toBe(N);
    expect(changes).toHaveLength(N);
    const looked = api.calls.filter((call) => call.method === 'jobsByIds').map((call) => call.arg as string[]);
    expect(looked.flat()).toHaveLength(500);
    expect(looked.flat()[0]).toBe(`s:${N - 1}`);
  });

  it('a refused list (too many saved) leaves every local star and its outbox row as they were', async () => {
    const { db, api, engine } = engineHarness();
    await star(db, { jobId: 'mine', site: 'service' });
    await db.saved.put({ jobId: 'synced', starred: 1, synced: 1, savedAt: at(1) });
    api.failNext('listSaved', new ApiError('too_many_saved', 'The service listed 300000 saved jobs'));
    expect(await engine.sync()).toMatchObject({ state: 'retrying' });
    expect((await db.saved.toArray()).map((row) => row.jobId).sort()).toEqual(['mine', 'synced']);
    expect(await db.syncState.get('sync')).toMatchObject({
      lastError: { kind: 'too_many_saved', words: { kind: 'api.too_many_saved', params: { max: 50_000 } } },
    });
  });
});
