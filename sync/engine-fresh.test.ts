import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { star, unstar } from '../storage/stars';
import { freshDb } from '../storage/testing/db-fixture';
import { createSyncEngine } from './engine';
import { FakeApi } from './testing/fake-api';

const ref = (jobId: string) => ({ jobId, title: `Job ${jobId}`, site: 'greenhouse' });

function setup(options: { online?: () => boolean } = {}) {
  const db = freshDb('account-a');
  const api = new FakeApi();
  const engine = createSyncEngine({
    bind: async () => ({ key: 'account-a', db, api }),
    currentKey: async () => 'account-a',
    schedule: () => undefined,
    online: options.online,
  });
  /** Whether the run had written `running` when the star's PUT went out. */
  const runningAtPut = async () => {
    let running: boolean | undefined;
    api.during('star', async () => {
      running = (await db.syncState.get('sync'))?.running;
    });
    return () => running;
  };
  return { db, api, engine, runningAtPut };
}

const sends = (api: FakeApi) => api.calls.filter((call) => call.method === 'star' || call.method === 'unstar');

describe('a fresh star', () => {
  it('is sent before the run’s bookkeeping once the engine knows the account is not backing off', async () => {
    const { db, api, engine, runningAtPut } = setup();
    await engine.sync();
    const seen = await runningAtPut();
    const fresh = await star(db, ref('a'));
    expect(await engine.sync({ fresh })).toMatchObject({ state: 'synced', pushed: 1 });
    expect(seen()).toBe(false);
    expect(sends(api)).toEqual([{ method: 'star', arg: 'a' }]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.saved.get('a')).toMatchObject({ starred: 1, synced: 1 });
  });

  it('waits for the ordinary run when the retry time is not known yet (a new worker) or the browser is offline', async () => {
    for (const online of [true, false]) {
      const { db, engine, runningAtPut } = setup({ online: () => online });
      if (!online) await engine.sync();
      const seen = await runningAtPut();
      const fresh = await star(db, ref('a'));
      await engine.sync({ fresh });
      expect(seen()).toBe(true);
    }
  });

  it('is not sent while the account backs off: it waits with the rest', async () => {
    let now = 1_000_000;
    const db = freshDb('account-a');
    const api = new FakeApi();
    const engine = createSyncEngine({
      bind: async () => ({ key: 'account-a', db, api }),
      currentKey: async () => 'account-a',
      schedule: () => undefined,
      now: () => now,
    });
    await star(db, ref('a'));
    api.failNext('star', new ApiError('server', 'The service answered 503', 503));
    expect(await engine.sync()).toMatchObject({ state: 'retrying' });
    const fresh = await star(db, ref('b'));
    expect(await engine.sync({ fresh })).toEqual({ state: 'waiting' });
    expect(sends(api)).toHaveLength(1);
    expect(await db.outbox.count()).toBe(2);
    now += 3_600_000;
    expect(await engine.sync({ fresh })).toMatchObject({ state: 'synced', pushed: 2 });
  });

  it('a failed fresh send backs off like any run, sent once and kept', async () => {
    const { db, api, engine } = setup();
    await engine.sync();
    const fresh = await star(db, ref('a'));
    api.failNext('star', new ApiError('server', 'The service answered 503', 503));
    expect(await engine.sync({ fresh })).toMatchObject({ state: 'retrying' });
    expect(sends(api)).toHaveLength(1);
    expect(await db.outbox.toArray()).toMatchObject([{ id: fresh, kind: 'star' }]);
    expect(await db.syncState.get('sync')).toMatchObject({ attempt: 1, running: false });
  });

  it('replaced by a newer act before it went out is never sent: the newer act is, once', async () => {
    const { db, api, engine } = setup();
    await engine.sync();
    const stale = await star(db, ref('a'));
    await unstar(db, 'a');
    await engine.sync({ fresh: stale });
    expect(sends(api)).toEqual([{ method: 'unstar', arg: 'a' }]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.saved.get('a')).toBeUndefined();
  });

  it('request() answers once the fresh star was answered, before the run ends; at once when it waits for the next run', async () => {
    const { db, api, engine } = setup();
    await engine.sync();
    const order: string[] = [];
    let queued: Promise<void> | undefined;
    api.during('star', async () => {
      order.push('star sent');
      queued = engine.request({ fresh: await star(db, ref('b')) }).then(() => {
        order.push('b first done');
      });
      await queued;
    });
    const first = engine.request({ fresh: await star(db, ref('a')) }).then(() => order.push('a first done'));
    await first;
    await queued;
    expect(order).toEqual(['star sent', 'b first done', 'a first done']);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(sends(api)).toEqual([
      { method: 'star', arg: 'a' },
      { method: 'star', arg: 'b' },
    ]);
  });

  it('made while a run is under way waits for the next run: each act is sent once and acked by its own id', async () => {
    const { db, api, engine } = setup();
    await engine.sync();
    const first = await star(db, ref('a'));
    let second: number | undefined;
    let during: Promise<unknown> | undefined;
    api.during('star', async () => {
      second = await star(db, ref('b'));
      during = engine.sync({ fresh: second });
    });
    const running = engine.sync({ fresh: first });
    await running;
    await during;
    expect(second).toBeDefined();
    expect(sends(api)).toEqual([
      { method: 'star', arg: 'a' },
      { method: 'star', arg: 'b' },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.saved.toArray()).map((row) => [row.jobId, row.synced])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });

  it('handed over while its transaction still runs: the run waits for the commit, then sends it first', async () => {
    const { db, api, engine, runningAtPut } = setup();
    await engine.sync();
    const seen = await runningAtPut();
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const change = committing.then(() => star(db, ref('a')));
    const run = engine.sync({ fresh: change });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sends(api)).toEqual([]);
    commit();
    expect(await run).toMatchObject({ state: 'synced', pushed: 1 });
    expect(seen()).toBe(false);
    expect(sends(api)).toEqual([{ method: 'star', arg: 'a' }]);
    expect(await db.saved.get('a')).toMatchObject({ starred: 1, synced: 1 });
  });

  it('handed over as its transaction starts: its row and the sync state are read meanwhile, none after the commit', async () => {
    const { db, api, engine } = setup();
    await engine.sync();
    const change = star(db, ref('a'));
    let committed = false;
    void change.then(() => {
      committed = true;
    });
    const readsAfterCommit: string[] = [];
    const watch = <T extends object>(table: T, name: string) =>
      vi.spyOn(table as { get: (...args: unknown[]) => unknown }, 'get').mockImplementation(function (
        this: unknown,
        ...args: unknown[]
      ) {
        if (committed) readsAfterCommit.push(name);
        return (Object.getPrototypeOf(table) as { get: (...args: unknown[]) => unknown }).get.apply(table, args);
      });
    watch(db.outbox, 'outbox');
    watch(db.syncState, 'syncState');
    let readsBeforePut: string[] | undefined;
    api.during('star', async () => {
      readsBeforePut = [...readsAfterCommit];
    });
    expect(await engine.sync({ fresh: change })).toMatchObject({ state: 'synced', pushed: 1 });
    expect(readsBeforePut).toEqual([]);
    expect(sends(api)).toEqual([{ method: 'star', arg: 'a' }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('replaced by a newer act while its run starts: it is never sent, the newer act is, once', async () => {
    const { db, api, engine } = setup();
    await engine.sync();
    const stale = star(db, ref('a'));
    const run = engine.sync({ fresh: stale });
    await unstar(db, 'a');
    await run;
    await engine.sync();
    expect(sends(api)).toEqual([{ method: 'unstar', arg: 'a' }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an act that failed leaves an ordinary run', async () => {
    const { db, api, engine } = setup();
    await engine.sync();
    await star(db, ref('a'));
    expect(await engine.sync({ fresh: Promise.reject(new Error('disk full')) })).toMatchObject({
      state: 'synced',
      pushed: 1,
    });
    expect(sends(api)).toEqual([{ method: 'star', arg: 'a' }]);
  });

  it('queued behind a run, waits for the commits of the acts that queued it before it reads the outbox', async () => {
    const { db, api, engine } = setup();
    await engine.sync();
    await star(db, ref('a'));
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let queued: Promise<unknown> | undefined;
    api.during('star', async () => {
      queued = engine.sync({ fresh: committing.then(() => star(db, ref('b'))) });
    });
    await engine.sync();
    await new Promise((resolve) => setTimeout(resolve, 20));
    commit();
    expect(await queued).toMatchObject({ state: 'synced', pushed: 1 });
    expect(sends(api)).toEqual([
      { method: 'star', arg: 'a' },
      { method: 'star', arg: 'b' },
    ]);
    expect(await db.outbox.count()).toBe(0);
  });
});
