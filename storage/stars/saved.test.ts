import { liveQuery } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import type { SavedRow } from '../db/db';
import { freshDb } from '../testing/db-fixture';
import { refuseOutboxRows } from '../testing/refuse-outbox';
import { star, unstar } from './saved';

const ref = (jobId: string, title = 'Engineer') => ({ jobId, title, company: 'Acme', site: 'greenhouse' });

describe('star commands', () => {
  it('writes the star and its outbox row together', async () => {
    const db = freshDb();
    await star(db, ref('greenhouse:acme:1'));
    expect(await db.saved.get('greenhouse:acme:1')).toMatchObject({
      starred: 1,
      synced: 0,
      page: { title: 'Engineer' },
    });
    expect(await db.outbox.toArray()).toMatchObject([
      { kind: 'star', jobId: 'greenhouse:acme:1', key: 'saved:greenhouse:acme:1' },
    ]);
  });

  it('answers the id of the outbox row it queued; a newer act replaces that row with a new id', async () => {
    const db = freshDb();
    const first = await star(db, ref('a'));
    expect(await db.outbox.toArray()).toMatchObject([{ id: first, kind: 'star' }]);
    expect(await star(db, ref('a', 'Renamed'))).toBeUndefined();
    expect((await db.saved.get('a'))?.page?.title).toBe('Renamed');
    const second = await unstar(db, 'a');
    expect(second).not.toBe(first);
    expect(await db.outbox.toArray()).toMatchObject([{ id: second, kind: 'unstar' }]);
    expect(await unstar(db, 'a')).toBeUndefined();
  });

  it('rolls back the star when its outbox row cannot be written', async () => {
    const db = freshDb();
    const first = await star(db, ref('a'));
    // The outbox refuses the row after its request was made (a key it already holds), as a full disk would.
    const store = Object.getPrototypeOf(db.backendDB().transaction('outbox').objectStore('outbox'));
    const add = store.add;
    const refuse = vi.spyOn(store, 'add').mockImplementation(function (this: IDBObjectStore, value: unknown) {
      return add.call(this, { ...(value as object), id: first });
    });
    try {
      await expect(star(db, ref('b'))).rejects.toThrow();
    } finally {
      refuse.mockRestore();
    }
    expect(await db.saved.toCollection().primaryKeys()).toEqual(['a']);
    expect(await db.outbox.toArray()).toMatchObject([{ id: first, jobId: 'a' }]);
  });

  it("is heard by liveQuery, although it goes past Dexie's layers", async () => {
    const db = freshDb();
    await db.open();
    const seen: (number | undefined)[] = [];
    const subscription = liveQuery(() => db.saved.get('a')).subscribe((row) => seen.push(row?.starred));
    try {
      await vi.waitFor(() => expect(seen).toEqual([undefined]));
      await star(db, ref('a'));
      await vi.waitFor(() => expect(seen).toEqual([undefined, 1]));
      const pending = liveQuery(() => db.outbox.count());
      const counts: number[] = [];
      const second = pending.subscribe((count) => counts.push(count));
      await vi.waitFor(() => expect(counts).toEqual([1]));
      await star(db, ref('b'));
      await vi.waitFor(() => expect(counts).toEqual([1, 2]));
      second.unsubscribe();
    } finally {
      subscription.unsubscribe();
    }
  });

  it('rolls back the unstar when its outbox row cannot be written', async () => {
    const db = freshDb();
    await star(db, ref('a'));
    await refuseOutboxRows(db);
    await expect(unstar(db, 'a')).rejects.toThrow('disk full');
    expect((await db.saved.get('a'))?.starred).toBe(1);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'star' }]);
  });

  it('coalesces star then unstar into one DELETE with a new row id', async () => {
    const db = freshDb();
    await star(db, ref('a'));
    const [first] = await db.outbox.toArray();
    await unstar(db, 'a');
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'unstar', jobId: 'a' });
    expect(rows[0]?.id).not.toBe(first?.id);
    expect(await db.saved.get('a')).toMatchObject({ starred: 0 });
  });

  it('keeps one row per job across many toggles, and one per job for different jobs', async () => {
    const db = freshDb();
    for (let i = 0; i < 5; i++) {
      await star(db, ref('a'));
      await unstar(db, 'a');
    }
    await star(db, ref('a'));
    await star(db, ref('b'));
    expect((await db.outbox.toArray()).map((row) => [row.kind, row.key])).toEqual([
      ['star', 'saved:a'],
      ['star', 'saved:b'],
    ]);
  });

  it('does not queue a star twice, but keeps the newer page data', async () => {
    const db = freshDb();
    await star(db, ref('a', 'Old'));
    await star(db, ref('a', 'New'));
    expect(await db.outbox.count()).toBe(1);
    expect((await db.saved.get('a'))?.page?.title).toBe('New');
  });

  it('a star over an older row keeps what that row held, and leaves an already starred job as it was', async () => {
    const db = freshDb();
    const listing = { job_id: 'a', title: 'Engineer from the service' } as unknown as SavedRow['listing'];
    await db.saved.put({
      jobId: 'a',
      starred: 1,
      savedAt: '2026-01-01T00:00:00.000Z',
      synced: 1,
      page: { title: 'Old', location: 'Haifa', site: 'greenhouse' },
      listing,
      hydratedAt: 5,
    });
    expect(await star(db, ref('a', 'New'), new Date('2026-02-01T00:00:00Z'))).toBeUndefined();
    expect(await db.saved.get('a')).toEqual({
      jobId: 'a',
      starred: 1,
      savedAt: '2026-01-01T00:00:00.000Z',
      synced: 1,
      page: { title: 'New', company: 'Acme', location: 'Haifa', site: 'greenhouse' },
      listing,
      hydratedAt: 5,
    });
    expect(await db.outbox.count()).toBe(0);
    await unstar(db, 'a');
    const id = await star(db, ref('a', 'Again'), new Date('2026-03-01T00:00:00Z'));
    expect(await db.saved.get('a')).toEqual({
      jobId: 'a',
      starred: 1,
      savedAt: '2026-03-01T00:00:00.000Z',
      // A star after an unstar is a new star: its own click time.
      starredAt: '2026-03-01T00:00:00.000Z',
      synced: 0,
      page: { title: 'Again', company: 'Acme', location: 'Haifa', site: 'greenhouse' },
      listing,
      hydratedAt: 5,
    });
    expect(await db.outbox.toArray()).toMatchObject([{ id, kind: 'star', jobId: 'a' }]);
  });

  it('unstarring a job not known here still sends the DELETE (it may be starred elsewhere)', async () => {
    const db = freshDb();
    await unstar(db, 'elsewhere');
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'unstar', jobId: 'elsewhere' }]);
  });
});
