import { describe, expect, it, vi } from 'vitest';
import type { AccountDb, SavedRow } from '../db/db';
import { outboxRow } from '../outbox/outbox';
import { freshDb } from '../testing/db-fixture';
import { firstStar } from './first-star';
import { star, unstar } from './saved';

const ref = (jobId: string, title = 'Engineer') => ({ jobId, title, company: 'Acme', site: 'greenhouse' });
const newRow = (jobId: string): SavedRow => ({ jobId, starred: 1, savedAt: '2026-11-23T00:00:00.000Z', synced: 0 });

/** The engine's own prototypes (fake-indexeddb's here), reached through an open connection. */
async function prototypes(db: AccountDb) {
  await db.open();
  const tx = db.backendDB().transaction(['saved', 'outbox']);
  const outbox = tx.objectStore('outbox');
  return {
    store: Object.getPrototypeOf(outbox) as IDBObjectStore,
    index: Object.getPrototypeOf(outbox.index('key')) as IDBIndex,
    transaction: Object.getPrototypeOf(tx) as IDBTransaction,
  };
}

/**
 * Firefox ESR 153 commits the rest of a transaction beside a refused request once commit() was called (Chromium
 * and the standard abort it): a refused add into `saved` that nobody handles behaves here as there.
 */
async function committingBesideRefusals(db: AccountDb) {
  const { store } = await prototypes(db);
  const add = store.add;
  return vi.spyOn(store, 'add').mockImplementation(function (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore['add']>
  ) {
    const request = add.apply(this, args);
    if (this.name === 'saved') request.addEventListener('error', (event) => event.preventDefault());
    return request;
  });
}

describe('a first star', () => {
  it('is written without a read, in one transaction told to commit at once', async () => {
    const db = freshDb();
    const { store, index, transaction } = await prototypes(db);
    const get = vi.spyOn(store, 'get');
    const keys = vi.spyOn(index, 'getAllKeys');
    const commit = vi.spyOn(transaction, 'commit');
    const opened = vi.spyOn(Object.getPrototypeOf(db.backendDB()) as IDBDatabase, 'transaction');
    try {
      const id = await star(db, ref('a'));
      expect(get).not.toHaveBeenCalled();
      expect(keys).not.toHaveBeenCalled();
      expect(opened).toHaveBeenCalledTimes(1);
      expect(commit).toHaveBeenCalledTimes(1);
      expect(await db.outbox.toArray()).toMatchObject([{ id, kind: 'star', key: 'saved:a' }]);
      expect(await db.saved.get('a')).toMatchObject({ starred: 1, synced: 0, page: { title: 'Engineer' } });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('writes nothing for a job that has a row, and the star is made on that row', async () => {
    const db = freshDb();
    await star(db, ref('a'));
    await unstar(db, 'a');
    expect(await firstStar(db, newRow('a'), outboxRow({ kind: 'star', jobId: 'a' }, 1))).toEqual({ written: false });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'unstar' }]);
    const id = await star(db, ref('a'));
    expect(await db.outbox.toArray()).toMatchObject([{ id, kind: 'star', key: 'saved:a' }]);
    expect(await db.saved.get('a')).toMatchObject({ starred: 1 });
  });

  it('leaves a database that is not open to Dexie, which opens it (or refuses, once closed)', async () => {
    const db = freshDb();
    expect(db.isOpen()).toBe(false);
    const id = await star(db, ref('a'));
    expect(await db.outbox.toArray()).toMatchObject([{ id, kind: 'star' }]);
    db.close();
    await expect(star(db, ref('b'))).rejects.toThrow();
    expect(db.isOpen()).toBe(false);
  });
});

describe('on an engine that commits beside a refused add (Firefox ESR)', () => {
  it('names the outbox row that went in alone', async () => {
    const db = freshDb();
    await star(db, ref('a'));
    const [pending] = await db.outbox.toArray();
    const spy = await committingBesideRefusals(db);
    try {
      const first = await firstStar(db, newRow('a'), outboxRow({ kind: 'star', jobId: 'a' }, 1));
      expect(first).toEqual({ written: false, leaked: expect.any(Number) });
      expect((await db.outbox.toArray()).map((row) => row.id)).toEqual([
        pending?.id,
        (first as { leaked: number }).leaked,
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('a star of a job already starred leaves only the act that was pending', async () => {
    const db = freshDb();
    const pending = await star(db, ref('a', 'Old'));
    const spy = await committingBesideRefusals(db);
    try {
      expect(await star(db, ref('a', 'New'))).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
    expect(await db.outbox.toArray()).toMatchObject([{ id: pending, kind: 'star' }]);
    expect((await db.saved.get('a'))?.page?.title).toBe('New');
  });

  it('a star of a job unstarred here leaves one star to send', async () => {
    const db = freshDb();
    await star(db, ref('a'));
    await unstar(db, 'a');
    const spy = await committingBesideRefusals(db);
    let id: number | undefined;
    try {
      id = await star(db, ref('a'));
    } finally {
      spy.mockRestore();
    }
    expect(await db.outbox.toArray()).toMatchObject([{ id, kind: 'star', key: 'saved:a' }]);
    expect(await db.saved.get('a')).toMatchObject({ starred: 1, synced: 0 });
  });
});
