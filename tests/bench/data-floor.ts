/**
 * The floors of `import_20000` and `export_20000` (issue 36, fifteenth pass): what the browser's IndexedDB takes by
 * itself to write and to read the rows an import leaves, with no jobstar code at all. A CPU count of the browser's
 * threads put 7–8 s of an import's transaction in the browser process's thread pool (its database) against 3 s in
 * the extension's worker, on 2 cores: the goals' plain seconds cannot tell that time from ours, these floors can.
 *
 *  write floor  the rows the import wrote (read back first, untimed) put again, in their order, into a fresh
 *               database with the same stores and indexes, in one read-write transaction: the first put → its
 *               `complete`. Plain IndexedDB in the options page, in the same browser, right after the import.
 *  read floor   the tables an export reads (saved, alerts, profile, applications, postings), each read whole with
 *               one `getAll` in one read-only transaction, then written out as one JSON string and one Blob: the
 *               click's own work for a JSON file, with none of the export's checks, slices or worker.
 */
import type { Page } from '@playwright/test';

/** The tables an import writes, as the signed-out database holds them. */
const WRITTEN = ['saved', 'applications', 'postings'] as const;
/** The tables `exportJson` reads (storage/data/data.ts). */
const EXPORTED = ['saved', 'alerts', 'profile', 'applications', 'postings'] as const;
const SOURCE = 'jobstar-signed-out';
const COPY = 'bench-data-floor';

/** The write floor, in ms; the copy it writes is deleted again. */
export const writeFloorOnce = (page: Page): Promise<number> =>
  page.evaluate(
    async ([source, copy, stores]) => {
      const done = <T>(request: IDBRequest<T> | IDBOpenDBRequest): Promise<T> =>
        new Promise((resolve, reject) => {
          request.onsuccess = () => resolve(request.result as T);
          request.onerror = () => reject(request.error);
        });
      const from = (await done(indexedDB.open(source))) as IDBDatabase;
      const read = from.transaction([...stores], 'readonly');
      const schemas = stores.map((name) => {
        const store = read.objectStore(name);
        const indexes = [...store.indexNames].map((index) => {
          const { keyPath, unique, multiEntry } = store.index(index);
          return { index, keyPath, unique, multiEntry };
        });
        return { name, keyPath: store.keyPath, autoIncrement: store.autoIncrement, indexes };
      });
      const rows = await Promise.all(stores.map((name) => done(read.objectStore(name).getAll())));
      from.close();
      await done(indexedDB.deleteDatabase(copy));
      const opening = indexedDB.open(copy, 1);
      opening.onupgradeneeded = () => {
        for (const { name, keyPath, autoIncrement, indexes } of schemas) {
          const store = opening.result.createObjectStore(name, { keyPath, autoIncrement });
          for (const { index, keyPath, unique, multiEntry } of indexes)
            store.createIndex(index, keyPath, { unique, multiEntry });
        }
      };
      const into = (await done(opening)) as IDBDatabase;
      const start = performance.now();
      const write = into.transaction([...stores], 'readwrite');
      stores.forEach((name, index) => {
        const store = write.objectStore(name);
        for (const row of rows[index]!) store.put(row);
      });
      await new Promise<void>((resolve, reject) => {
        write.oncomplete = () => resolve();
        write.onerror = () => reject(write.error);
        write.onabort = () => reject(write.error);
      });
      const ms = performance.now() - start;
      into.close();
      await done(indexedDB.deleteDatabase(copy));
      return ms;
    },
    [SOURCE, COPY, WRITTEN] as const,
  );

/** The read floor, in ms. */
export const readFloorOnce = (page: Page): Promise<number> =>
  page.evaluate(
    async ([source, stores]) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(source);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const start = performance.now();
      const read = db.transaction([...stores], 'readonly');
      const tables = await Promise.all(
        stores.map(
          (name) =>
            new Promise<unknown[]>((resolve, reject) => {
              const request = read.objectStore(name).getAll();
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error);
            }),
        ),
      );
      new Blob([JSON.stringify(Object.fromEntries(stores.map((name, i) => [name, tables[i]])))]);
      const ms = performance.now() - start;
      db.close();
      return ms;
    },
    [SOURCE, EXPORTED] as const,
  );
