/**
 * A database as a shipped version left it (DESIGN §4 rule 10): the schemas of versions 1 to `version` declared
 * with plain Dexie, the given rows written, then closed, so a test opens it with today's AccountDb.
 */
import Dexie from 'dexie';
import { type IDBFactory, IDBKeyRange } from 'fake-indexeddb';

type Rows = Readonly<Record<string, readonly unknown[]>>;

export async function writeOldSchema(indexedDB: IDBFactory, name: string, version: 2 | 3 | 5 | 6, rows: Rows) {
  const old = new Dexie(name, { indexedDB, IDBKeyRange });
  old.version(1).stores({
    saved: 'jobId, [starred+savedAt], synced',
    alerts: 'id, alertId, createdAt',
    profile: 'id',
    outbox: '++id, key',
    deadLetters: '++id, key',
    syncState: 'id',
  });
  old.version(2).stores({});
  if (version >= 3) old.version(3).stores({ applications: 'jobId, stage, movedAt, remindAt' });
  if (version >= 5) {
    old.version(4).stores({});
    old.version(5).stores({ postings: 'jobId' });
  }
  if (version >= 6) old.version(6).stores({ records: 'jobId', clock: 'id' });
  await old.open();
  if (old.verno !== version) throw new Error(`wrote version ${old.verno}, not ${version}`);
  await old.transaction('rw', old.tables, async () => {
    for (const [table, list] of Object.entries(rows)) await old.table(table).bulkPut([...list]);
  });
  old.close();
}
