/**
 * The SQLite store's one database file, DATA_DIR/jobstar.sqlite (better-sqlite3, WAL). Migrations
 * (migrations.ts) are applied in order inside a transaction each; `PRAGMA user_version` records the last one,
 * so a restart applies only what is new and never loses data.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SQLITE_MIGRATIONS } from './migrations';

export type DB = Database.Database;

/**
 * The database holds accounts and sessions: it is created readable by its owner only (0600), and SQLite
 * gives its -wal and -shm files the same mode. An existing file with wider permissions is narrowed.
 */
export function openDatabase(dataDir: string): DB {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'jobstar.sqlite');
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  migrate(db);
  return db;
}

/** Applies the migrations not applied yet, up to `target` (the latest unless a test says otherwise). */
export function migrate(db: DB, target = SQLITE_MIGRATIONS.length): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < target; version++) {
    db.transaction(() => {
      db.exec(SQLITE_MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
