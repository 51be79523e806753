import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { star, unstar } from '../storage/stars';
import { freshDb } from '../storage/testing/db-fixture';
import { AccountChanged, type SyncContext } from './context';
import { ACK_BATCH, PUSH_CONCURRENCY, pushOutbox } from './push';
import { FakeApi } from './testing/fake-api';

const ref = (n: number) => ({ jobId: `greenhouse:acme:${n}`, site: 'greenhouse' });

/** A push over one database whose account checks are counted, and can be made to fail from the n-th on. */
function pushSetup(failGuardFrom = Number.POSITIVE_INFINITY) {
  const db = freshDb();
  const api = new FakeApi();
  let guards = 0;
  const ctx: SyncContext = {
    db,
    api,
    now: Date.now,
    guard: async () => {
      guards += 1;
      if (guards >= failGuardFrom) throw new AccountChanged();
    },
  };
  return { db, api, ctx, guards: () => guards };
}

const queue = async (db: ReturnType<typeof freshDb>, count: number) => {
  for (let n = 0; n < count; n++) await star(db, ref(n));
};

describe('a long queue', () => {
  it('is acknowledged in batches, the account checked once per batch, and every row ends acknowledged', async () => {
    const { db, api, ctx, guards } = pushSetup();
    await queue(db, 200);
    await unstar(db, ref(7).jobId);
    const result = await pushOutbox(ctx);
    expect(result).toEqual({ pushed: 200, deadLettered: 0 });
    expect(await db.outbox.count()).toBe(0);
    expect(guards()).toBeLessThan(200 / 2);
    expect(api.saved.size).toBe(199);
    expect(await db.saved.get(ref(7).jobId)).toBeUndefined();
    expect((await db.saved.toArray()).every((row) => row.starred === 1 && row.synced === 1)).toBe(true);
  });

  it('answers that come one by one are acknowledged ACK_BATCH or more at a time until the push ends', async () => {
    const { db, api, ctx, guards } = pushSetup();
    await queue(db, 100);
    const star = api.star;
    api.star = async (jobId) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      await star(jobId);
    };
    expect(await pushOutbox(ctx)).toEqual({ pushed: 100, deadLettered: 0 });
    expect(guards()).toBeLessThanOrEqual(Math.ceil(100 / ACK_BATCH));
    expect(await db.outbox.count()).toBe(0);
    expect((await db.saved.toArray()).every((row) => row.synced === 1)).toBe(true);
  });

  it('a 429 stops new requests at once: what was answered is acknowledged, the rest waits with nothing lost', async () => {
    const { db, api, ctx } = pushSetup();
    await queue(db, 60);
    let sent = 0;
    const star429 = api.star;
    api.star = async (jobId) => {
      sent += 1;
      if (sent === 20) throw new ApiError('rate_limited', 'Slow down', 429, 30_000);
      await star429(jobId);
    };
    const result = await pushOutbox(ctx);
    expect(result.error).toMatchObject({ kind: 'rate_limited', retryAfterMs: 30_000 });
    // Only the requests already in flight when the 429 came back were answered after it.
    expect(sent).toBeLessThan(20 + PUSH_CONCURRENCY);
    const left = await db.outbox.toArray();
    expect(result.pushed + left.length).toBe(60);
    expect(result.pushed).toBe(api.saved.size);
    for (const row of left) expect(api.saved.has(row.kind === 'star' ? row.jobId : '')).toBe(false);
    const synced = (await db.saved.toArray()).filter((row) => row.synced === 1).map((row) => row.jobId);
    expect(synced.sort()).toEqual([...api.saved.keys()].sort());
  });

  it('a row whose answer is still due is kept when the rows around it are acknowledged', async () => {
    const { db, api, ctx } = pushSetup();
    await queue(db, 12);
    const star = api.star;
    let answered = 0;
    let late: () => void = () => undefined;
    const othersAnswered = new Promise<void>((resolve) => {
      late = resolve;
    });
    api.star = async (jobId) => {
      if (jobId === ref(2).jobId) {
        // Fails after the rows on both sides of it were answered: their acknowledgement spans its id.
        await othersAnswered;
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new ApiError('server', 'Unavailable', 503);
      }
      await star(jobId);
      if (++answered === 8) late();
    };
    const result = await pushOutbox(ctx);
    expect(result.error).toMatchObject({ kind: 'server' });
    const left = (await db.outbox.toArray()).map((row) => (row.kind === 'star' ? row.jobId : ''));
    expect(left).toContain(ref(2).jobId);
    expect(result.pushed + left.length).toBe(12);
    expect(await db.saved.get(ref(2).jobId)).toMatchObject({ starred: 1, synced: 0 });
    expect(await db.saved.get(ref(3).jobId)).toMatchObject({ starred: 1, synced: 1 });
  });

  it('an account switch stops the acknowledgements: no row is acknowledged for the account that left', async () => {
    const { db, ctx } = pushSetup(1);
    await queue(db, 30);
    await expect(pushOutbox(ctx)).rejects.toBeInstanceOf(AccountChanged);
    expect(await db.outbox.count()).toBe(30);
    expect((await db.saved.toArray()).some((row) => row.synced === 1)).toBe(false);
  });

  it('an act made while its row is in flight is kept, and the saved row follows the newer act', async () => {
    const { db, api, ctx } = pushSetup();
    await queue(db, 10);
    api.during('star', () => unstar(db, ref(0).jobId));
    await pushOutbox(ctx);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'unstar', jobId: ref(0).jobId }]);
    expect(await db.saved.get(ref(0).jobId)).toMatchObject({ starred: 0, synced: 0 });
    await pushOutbox(ctx);
    expect(await db.saved.get(ref(0).jobId)).toBeUndefined();
    expect(api.saved.has(ref(0).jobId)).toBe(false);
  });
});
