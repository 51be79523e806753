/**
 * The current account's database, opened without Dexie for a page's first reads (the popup's starred list, the
 * options page's board): `guess`, the database a page last showed, is opened while the meta database is read, as
 * the pages' own first reads do (ui/shared/live.ts), and used only if the meta database names it.
 */
import { dbNameFor } from '../db/db-names';
import { openAccountDb } from './account-db';
import { readAccount } from './meta';

/** Undefined when the databases cannot be read this way (not there, at another version): Dexie's path decides. */
export async function openCurrentDb(
  guess: string | undefined,
  factory?: IDBFactory,
): Promise<{ name: string; db: IDBDatabase } | undefined> {
  const [account, guessed] = await Promise.all([
    readAccount(factory),
    guess ? openAccountDb(guess, factory) : Promise.resolve(null),
  ]);
  const name = account === undefined ? undefined : dbNameFor(account);
  if (name !== guess) guessed?.close();
  if (name === undefined) return undefined;
  const db = name === guess ? guessed : await openAccountDb(name, factory);
  return db ? { name, db } : undefined;
}

/** A request's result as a promise. */
export const answer = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
