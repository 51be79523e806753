/**
 * The databases of one browser profile: the meta database (current account, settings) and one database per
 * account plus the signed-out one, each opened once. Tests give each simulated browser its own IndexedDB
 * factory through `options`.
 *
 * The current account and the settings are read from the meta database once and then kept: only the
 * background writes them (DESIGN §4 rule 2), through this store, so a star, a sync run and every request's
 * token need no database round trip (nor a settings parse) to know whose database to use and which service to
 * call. A write replaces the kept copy only once it committed; until then, or when it failed, readers ask the
 * database.
 */
import type { DexieOptions } from 'dexie';
import type { z } from 'zod';
import type { AccountInfo } from '../../model/account';
import type { Settings } from '../../model/settings';
import { AccountDb, dbNameFor, META_KEYS, MetaDb } from './db';
import { loadSettings, saveSettings } from './settings';

export interface LocalStore {
  readonly meta: MetaDb;
  open(name: string): AccountDb;
  /** Deletes a database for good (sign out and remove local data). */
  remove(name: string): Promise<void>;
  currentAccount(): Promise<AccountInfo | null>;
  setCurrentAccount(account: AccountInfo | null): Promise<void>;
  /** The current account's database, or the signed-out one. */
  currentDb(): Promise<AccountDb>;
  settings(): Promise<Settings>;
  /** Validates, stores and answers the settings as kept. */
  saveSettings(settings: z.input<typeof Settings>): Promise<Settings>;
  /** Closes every connection (a worker restart in tests). */
  close(): void;
}

/** A meta value read once and kept; a failed read is not kept, and a write replaces it once committed. */
function kept<T>(read: () => Promise<T>) {
  let value: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      if (!value) {
        const reading = read();
        value = reading;
        reading.catch(() => {
          if (value === reading) value = undefined;
        });
      }
      return value;
    },
    async set(write: () => Promise<T>): Promise<T> {
      value = undefined;
      const written = await write();
      value = Promise.resolve(written);
      return written;
    },
    forget() {
      value = undefined;
    },
  };
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
  const account = kept(
    async () => ((await meta.meta.get(META_KEYS.account))?.value as AccountInfo | undefined) ?? null,
  );
  const settings = kept(() => loadSettings(meta));
  return {
    meta,
    open,
    async remove(name) {
      const db = open(name);
      opened.delete(name);
      await db.delete();
    },
    currentAccount: account.get,
    async setCurrentAccount(next) {
      await account.set(async () => {
        if (next) await meta.meta.put({ key: META_KEYS.account, value: next });
        else await meta.meta.delete(META_KEYS.account);
        return next;
      });
    },
    currentDb: async () => open(dbNameFor(await account.get())),
    settings: settings.get,
    saveSettings: (next) => settings.set(() => saveSettings(meta, next)),
    close() {
      account.forget();
      settings.forget();
      meta.close();
      for (const db of opened.values()) db.close();
      opened.clear();
    },
  };
}
