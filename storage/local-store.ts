/**
 * The databases of one browser profile: the meta database (current account, settings) and one database per
 * account plus the signed-out one, each opened once. Tests give each simulated browser its own IndexedDB
 * factory through `options`.
 */
import type { DexieOptions } from 'dexie';
import { AccountDb, type AccountInfo, dbNameFor, META_KEYS, MetaDb } from './db';

export interface LocalStore {
  readonly meta: MetaDb;
  open(name: string): AccountDb;
  /** Deletes a database for good (sign out and remove local data). */
  remove(name: string): Promise<void>;
  currentAccount(): Promise<AccountInfo | null>;
  setCurrentAccount(account: AccountInfo | null): Promise<void>;
  /** The current account's database, or the signed-out one. */
  currentDb(): Promise<AccountDb>;
  /** Closes every connection (a worker restart in tests). */
  close(): void;
}

export function createLocalStore(options?: DexieOptions): LocalStore {
  const meta = new MetaDb(options);
  const opened = new Map<string, AccountDb>();
  const open = (name: string): AccountDb => {
    let db = opened.get(name);
    if (!db) {
      db = new AccountDb(name, options);
      opened.set(name, db);
    }
    return db;
  };
  const currentAccount = async (): Promise<AccountInfo | null> =>
    ((await meta.meta.get(META_KEYS.account))?.value as AccountInfo | undefined) ?? null;
  return {
    meta,
    open,
    async remove(name) {
      const db = open(name);
      opened.delete(name);
      await db.delete();
    },
    currentAccount,
    async setCurrentAccount(account) {
      if (account) await meta.meta.put({ key: META_KEYS.account, value: account });
      else await meta.meta.delete(META_KEYS.account);
    },
    currentDb: async () => open(dbNameFor(await currentAccount())),
    close() {
      meta.close();
      for (const db of opened.values()) db.close();
      opened.clear();
    },
  };
}
