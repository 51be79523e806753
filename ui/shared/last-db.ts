/**
 * The database a page of this extension last showed, by name (localStorage of the extension's origin, shared by
 * its pages): what a page opens while the meta database is still being read. Without Dexie, so that the popup's
 * copy script can read it too.
 */
export const LAST_DB_KEY = 'jobstar.lastAccountDb';

export function lastDbName(): string | null {
  try {
    return localStorage.getItem(LAST_DB_KEY);
  } catch {
    return null;
  }
}
