/**
 * The databases of one browser profile: the meta database (current account, settings) and one database per
 * account plus the signed-out one, each opened once. Tests give each simulated browser its own IndexedDB
 * factory through `options`.
 *
 * The current account is read from the meta database once and then kept: only this store writes it (the
 * background is the only writer, DESIGN §4 rule 2), so every star and every sync guard after the first needs no
 * database round trip to know whose database to use. `setCurrentAccount` replaces the kept copy only after
 * its write committed.
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
  let known: Promise<AccountInfo | null> | undefined;
  const currentAccount = (): Promise<AccountInfo | null> => {
    if (!known) {
      const reading = meta.meta.get(META_KEYS.account).then((row) => (row?.value as AccountInfo | undefined) ?? null);
      known = reading;
      // A failed read is not kept: the next call asks the database again.
      reading.catch(() => {
        if (known === reading) known = undefined;
      });
    }
    return known;
  };
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
      // Until the write commits (or when it fails), readers ask the database.
      known = undefined;
      if (account) await meta.meta.put({ key: META_KEYS.account, value: account });
      else await meta.meta.delete(META_KEYS.account);
      known = Promise.resolve(account);
    },
    currentDb: async () => open(dbNameFor(await currentAccount())),
    close() {
      known = undefined;
      meta.close();
      for (const db of opened.values()) db.close();
      opened.clear();
    },
  };
}
