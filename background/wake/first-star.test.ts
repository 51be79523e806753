import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPageScope } from '../../messaging/page-scope';
import type { MessageSender } from '../../messaging/router';
import { type AccountDb, dbNameFor } from '../../storage/db';
import { createLocalStore, type LocalStore } from '../../storage/db/local-store';
import { createWakeStar } from './first-star';

const EXTENSION = { extensionId: 'jobstar', extensionOrigin: 'chrome-extension://jobstar/' };
const alice = { issuer: 'https://id.example', subject: 'alice' };
const JOB = 'greenhouse:acme:1';
const page: MessageSender = {
  id: 'jobstar',
  url: 'https://job-boards.greenhouse.io/acme/jobs/1',
  tab: { id: 7 } as MessageSender['tab'],
  frameId: 0,
  documentId: 'doc-1',
};
const starMessage = (jobId = JOB) => ({
  type: 'star.set',
  starred: true,
  ref: { jobId, title: 'Engineer', site: 'greenhouse' },
});

let factory: IDBFactory;
let store: LocalStore;
let db: AccountDb;

beforeEach(async () => {
  fakeBrowser.reset();
  factory = new IDBFactory();
  store = createLocalStore({ indexedDB: factory, IDBKeyRange });
  await store.setCurrentAccount(alice);
  db = await store.currentDb();
  await db.open();
  // The page reported its job earlier, through the whole router.
  await createPageScope().add(page, [JOB]);
});

const wake = () => createWakeStar({ ...EXTENSION, indexedDB: factory });

describe("a woken worker's first star", () => {
  it("writes a page's star for a job its page reported: the id alone, and its outbox row", async () => {
    const star = wake();
    await star.tryFirst(starMessage(), page);
    const row = await db.saved.get(JOB);
    expect(row).toMatchObject({ jobId: JOB, starred: 1, synced: 0 });
    expect(row?.page).toBeUndefined();
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'star', jobId: JOB, key: `saved:${JOB}` }]);

    const outcome = await star.writtenOnWake(dbNameFor(alice), JOB);
    expect(outcome).toEqual({ written: true, id: (await db.outbox.toArray())[0]!.id });
    // Once: the rest takes it, and a later star is its own.
    expect(await star.writtenOnWake(dbNameFor(alice), JOB)).toBeUndefined();
    star.close();
  });

  it('leaves to the rest what it cannot judge by the scope alone', async () => {
    const star = wake();
    const extensionPage = { ...page, url: 'chrome-extension://jobstar/popup.html', tab: undefined };
    expect(star.tryFirst(starMessage(), extensionPage)).toBeNull();
    expect(star.tryFirst({ ...starMessage(), starred: false }, page)).toBeNull();
    expect(star.tryFirst({ type: 'page.found', jobIds: [JOB] }, page)).toBeNull();
    expect(star.tryFirst({ ...starMessage(), ref: { jobId: 42 } }, page)).toBeNull();
    expect(await db.saved.count()).toBe(0);
    star.close();
  });

  it('writes nothing for a job its page did not report, nor for another document in the frame', async () => {
    const other = wake();
    await other.tryFirst(starMessage('greenhouse:acme:2'), page);
    expect(await other.writtenOnWake(dbNameFor(alice), 'greenhouse:acme:2')).toBeUndefined();
    const moved = wake();
    await moved.tryFirst(starMessage(), { ...page, documentId: 'doc-2' });
    expect(await db.saved.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("writes nothing when the account's database is not there yet (Dexie creates it)", async () => {
    await store.setCurrentAccount({ ...alice, subject: 'bob' });
    const star = wake();
    await star.tryFirst(starMessage(), page);
    expect(await star.writtenOnWake(dbNameFor({ ...alice, subject: 'bob' }), JOB)).toBeUndefined();
    expect((await factory.databases()).map((found) => found.name)).not.toContain(
      dbNameFor({ ...alice, subject: 'bob' }),
    );
  });

  it('hands a star the rest never took (it refused the message) back, for that message only', async () => {
    const star = wake();
    const message = starMessage();
    await star.tryFirst(message, page);
    expect(star.unclaimed(starMessage())).toBeUndefined();
    const left = star.unclaimed(message);
    expect(left).toMatchObject({ dbName: dbNameFor(alice), jobId: JOB });
    expect(await left?.outcome).toMatchObject({ written: true });
    expect(star.unclaimed(message)).toBeUndefined();
  });

  it('tries only the first star of a wake: the rest is loaded by then', async () => {
    await createPageScope().add(page, ['greenhouse:acme:2']);
    const star = wake();
    expect(star.tryFirst(starMessage(), page)).not.toBeNull();
    expect(star.tryFirst(starMessage('greenhouse:acme:2'), page)).toBeNull();
  });
});
