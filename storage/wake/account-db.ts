/** The current account's database, opened without Dexie, for a woken worker's first star. */
import { ACCOUNT_IDB_VERSION } from '../db/db-names';
import { openExisting } from './open-existing';

/** Null unless the database exists at this build's version with the star's tables (else Dexie's path decides). */
export async function openAccountDb(name: string, factory?: IDBFactory): Promise<IDBDatabase | null> {
  const db = await openExisting(name, factory);
  if (!db) return null;
  const names = db.objectStoreNames;
  if (db.version === ACCOUNT_IDB_VERSION && names.contains('saved') && names.contains('outbox')) return db;
  db.close();
  return null;
}
