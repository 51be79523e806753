/** A database written by the previous schema (version 3) opens under the current one with nothing lost. */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { tempDir } from '../../testing/fixtures';
import { migrate, openDatabase } from './database';
import { SQLITE_MIGRATIONS } from './migrations';
import { openSqliteStore } from './store';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('migrates a version 3 database to the latest version, keeping its accounts, alerts, stars and digest slots', async () => {
  const old = new Database(`${dir}/jobstar.sqlite`);
  migrate(old, 3);
  old.exec(`
    INSERT INTO accounts VALUES ('sub-1', 'old@example.com', 1);
    INSERT INTO profiles VALUES ('sub-1', '{"cadence":"daily","digest_time":"08:00"}', 1);
    INSERT INTO alerts (alert_id, sub, filter, active, created_at, last_notified_at, idempotency_key, request_hash)
      VALUES ('al-1', 'sub-1', '{"country":"IL"}', 1, 100, 200, 'k', 'h');
    INSERT INTO saved (sub, job_id, saved_at) VALUES ('sub-1', 'x:1', 300);
    INSERT INTO digest_state VALUES ('sub-1', 400);
  `);
  old.close();

  const store = openSqliteStore(dir);
  try {
    expect(await store.accounts.bySub('sub-1')).toEqual({ sub: 'sub-1', email: 'old@example.com' });
    expect(await store.profiles.read('sub-1')).toEqual({ cadence: 'daily', digest_time: '08:00' });
    expect(await store.saved.list('sub-1')).toEqual([{ job_id: 'x:1', saved_at: 300 }]);
    const [account] = await store.digests.due();
    expect(account).toMatchObject({ sub: 'sub-1', version: 0, lastSlot: 400 });
    expect(account!.alerts[0]).toMatchObject({ alert_id: 'al-1', filter: { country: 'IL' }, last_notified_at: 200 });
    // The state written by version 3 takes part in the version check from its first commit on.
    expect(await store.digests.commit('sub-1', 0, { lastSlot: 500 })).toBe(true);
    expect(await store.digests.commit('sub-1', 0, { lastSlot: 600 })).toBe(false);
  } finally {
    await store.close();
  }
  const db = openDatabase(dir);
  expect(db.pragma('user_version', { simple: true })).toBe(SQLITE_MIGRATIONS.length);
  db.close();
});
