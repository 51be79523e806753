/**
 * The current account's starred rows, read without Dexie while a first opening of the popup (no kept copy: the
 * first, another account, after an update) waits for its app and database code (ui/popup/rows-ahead.ts): the
 * same rows in the same order as `starredJobs`, on the database the meta database names. Read through the starred
 * index, unlike `starredJobs`, so that one request can stop past `most` rows.
 */
import type { SavedRow } from '../db/db';
import { newestStarredFirst, STARRED_INDEX, STARRED_RANGE } from '../stars/starred';
import { answer, openCurrentDb } from './current-db';

export interface StarredAhead {
  db: string;
  rows: SavedRow[];
}

/**
 * `guess`: the database a page last showed (current-db.ts). Undefined when the databases cannot be read this way
 * (not there, at another version) or the list is longer than `most`: a long list is Dexie's to read, as copying it in
 * here would hold the page's main thread.
 */
export async function readStarred(
  most: number,
  guess: string | undefined,
  factory?: IDBFactory,
  keyRange: typeof IDBKeyRange = IDBKeyRange,
): Promise<StarredAhead | undefined> {
  const current = await openCurrentDb(guess, factory);
  if (!current) return undefined;
  const { name, db } = current;
  try {
    const index = db.transaction('saved', 'readonly').objectStore('saved').index(STARRED_INDEX);
    // One request: past `most` rows, the one beyond says the list is too long.
    const rows = (await answer(index.getAll(keyRange.bound(...STARRED_RANGE), most + 1))) as SavedRow[];
    return rows.length > most ? undefined : { db: name, rows: newestStarredFirst(rows) };
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}
