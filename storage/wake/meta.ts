/**
 * The meta database's current account, read without Dexie for a woken worker's first star: the same row
 * `createLocalStore` reads (storage/db/local-store.ts).
 */
import type { AccountInfo } from '../../model/account';
import { META_KEYS } from '../db/db-names';
import { openExisting } from './open-existing';

const META_DB = 'jobstar-meta';

/**
 * The current account (null: signed out); undefined when the meta database cannot be read this way (not created
 * yet, being upgraded), and Dexie's path decides.
 */
export async function readAccount(factory?: IDBFactory): Promise<AccountInfo | null | undefined> {
  const db = await openExisting(META_DB, factory);
  if (!db) return undefined;
  try {
    const request = db.transaction('meta', 'readonly').objectStore('meta').get(META_KEYS.account);
    const row = await new Promise<unknown>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return ((row as { value?: AccountInfo } | undefined)?.value as AccountInfo | undefined) ?? null;
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}
