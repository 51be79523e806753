/**
 * Opens a database without Dexie, only if it already exists: opening by name alone would create an empty one,
 * which Dexie would then have to upgrade from nothing. An open that would create or upgrade it is abandoned
 * (the upgrade aborted, so a new database is not left behind) and answers null, as does any failure.
 */
export function openExisting(name: string, factory: IDBFactory = indexedDB): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(name);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      // Another connection's upgrade or deletion must not wait for this one.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
    request.onblocked = () => resolve(null);
  });
}
