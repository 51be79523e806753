import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { AccountDb } from '../db/db';
import { ACCOUNT_IDB_VERSION, dbNameFor } from '../db/db-names';
import { createLocalStore } from '../db/local-store';
import { openAccountDb } from './account-db';
import { readAccount } from './meta';
import { openExisting } from './open-existing';

const alice = { issuer: 'https://id.example', subject: 'alice' };

describe("a woken worker's plain reads", () => {
  it("know the version Dexie opens an account's database at", async () => {
    const db = new AccountDb('versions', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.open();
    expect(db.backendDB().version).toBe(ACCOUNT_IDB_VERSION);
    db.close();
  });

  it('never create a database that is not there', async () => {
    const factory = new IDBFactory();
    expect(await openExisting('missing', factory)).toBeNull();
    expect(await factory.databases()).toEqual([]);
    expect(await readAccount(factory)).toBeUndefined();
    expect(await openAccountDb(dbNameFor(null), factory)).toBeNull();
    expect(await factory.databases()).toEqual([]);
  });

  it('read the current account as the local store keeps it', async () => {
    const factory = new IDBFactory();
    const store = createLocalStore({ indexedDB: factory, IDBKeyRange });
    await store.settings();
    expect(await readAccount(factory)).toBeNull();
    await store.setCurrentAccount(alice);
    expect(await readAccount(factory)).toEqual(alice);
    store.close();
  });

  it("open the account's database only at this build's version", async () => {
    const factory = new IDBFactory();
    const db = new AccountDb(dbNameFor(alice), { indexedDB: factory, IDBKeyRange });
    await db.open();
    db.close();
    const opened = await openAccountDb(dbNameFor(alice), factory);
    expect(opened?.version).toBe(ACCOUNT_IDB_VERSION);
    opened?.close();

    // An older database is Dexie's to upgrade first.
    await new Promise<void>((resolve) => {
      const request = factory.open('old', 10);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('saved', { keyPath: 'jobId' });
        request.result.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true });
      };
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
    });
    expect(await openAccountDb('old', factory)).toBeNull();
  });

  it("lets another connection's upgrade through", async () => {
    const factory = new IDBFactory();
    const db = new AccountDb('busy', { indexedDB: factory, IDBKeyRange });
    await db.open();
    db.close();
    const plain = await openExisting('busy', factory);
    const upgrade = await new Promise<number>((resolve, reject) => {
      const request = factory.open('busy', ACCOUNT_IDB_VERSION + 10);
      request.onsuccess = () => {
        request.result.close();
        resolve(request.result.version);
      };
      request.onerror = () => reject(request.error);
    });
    expect(upgrade).toBe(ACCOUNT_IDB_VERSION + 10);
    expect(plain).not.toBeNull();
  });
});
