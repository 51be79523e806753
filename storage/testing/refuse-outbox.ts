/** Test helper: the outbox refuses new rows, as a full disk would, whether written through Dexie or past it. */
import { onTestFinished, vi } from 'vitest';
import type { AccountDb } from '../db/db';

/** Every outbox row added until the test ends fails with `message`. */
export async function refuseOutboxRows(db: AccountDb, message = 'disk full'): Promise<void> {
  await db.open();
  const store: IDBObjectStore = Object.getPrototypeOf(db.backendDB().transaction('outbox').objectStore('outbox'));
  const add = store.add;
  const spy = vi.spyOn(store, 'add').mockImplementation(function (this: IDBObjectStore, ...args) {
    if (this.name === 'outbox') throw new DOMException(message, 'QuotaExceededError');
    return add.apply(this, args);
  });
  onTestFinished(() => spy.mockRestore());
}
