import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { dbNameFor } from '../db/db-names';
import { createLocalStore } from '../db/local-store';
import { star, starredJobs, unstar } from '../stars';
import { readStarred } from './starred';

const alice = { issuer: 'https://id.example', subject: 'alice' };
const job = (n: number) => ({ jobId: `linkedin:${3797662800 + n}`, site: 'linkedin', title: `Job ${n}` });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

/** A browser whose current account is alice, with `starred` jobs starred in turn and one more starred and undone. */
async function browserWith(starred: number) {
  const factory = new IDBFactory();
  const store = createLocalStore({ indexedDB: factory, IDBKeyRange });
  await store.setCurrentAccount(alice);
  const db = await store.currentDb();
  for (let n = 0; n < starred; n++) await star(db, job(n), at(n));
  await star(db, job(99), at(50));
  await unstar(db, job(99).jobId, at(51));
  return { factory, store, db };
}

describe("a first opening's starred rows, read without Dexie", () => {
  it("are the current account's starred rows, in the order Dexie's query gives them", async () => {
    const { factory, store, db } = await browserWith(3);
    const read = await readStarred(50, dbNameFor(null), factory, IDBKeyRange);
    expect(read?.db).toBe(dbNameFor(alice));
    expect(read?.rows).toEqual(await starredJobs(db));
    expect(read?.rows.map((row) => row.jobId)).toEqual([job(2).jobId, job(1).jobId, job(0).jobId]);
    store.close();
  });

  it('read the database the page last showed when the meta database names it', async () => {
    const { factory, store, db } = await browserWith(2);
    expect((await readStarred(50, dbNameFor(alice), factory, IDBKeyRange))?.rows).toEqual(await starredJobs(db));
    store.close();
  });

  it('leave a list longer than the most to the database code', async () => {
    const { factory, store } = await browserWith(4);
    expect(await readStarred(4, undefined, factory, IDBKeyRange)).toMatchObject({ rows: { length: 4 } });
    expect(await readStarred(3, undefined, factory, IDBKeyRange)).toBeUndefined();
    store.close();
  });

  it('create nothing, and read nothing, where there is no database yet', async () => {
    const factory = new IDBFactory();
    expect(await readStarred(50, dbNameFor(null), factory, IDBKeyRange)).toBeUndefined();
    expect(await factory.databases()).toEqual([]);
  });
});
