/** A database written by the previous schema (version 1) opens under the current one with nothing lost. */
import { afterAll, expect, it } from 'vitest';
import { storeSkipReason, testDatabase } from '../../testing/postgres';
import { createPool, migrate } from './database';
import { PG_MIGRATIONS } from './migrations';
import { openPostgresStore } from './store';

const skip = storeSkipReason('postgres');
const pools: ReturnType<typeof createPool>[] = [];
afterAll(async () => {
  for (const pool of pools) await pool.end();
});

it.skipIf(skip)(
  skip ?? 'migrates a version 1 database to the latest version, keeping its accounts, alerts, stars and digest slots',
  async () => {
    const url = await testDatabase();
    const old = createPool({ url });
    pools.push(old);
    await migrate(old, 1);
    await old.query(`
      INSERT INTO accounts VALUES ('sub-1', 'old@example.com', 1);
      INSERT INTO profiles VALUES ('sub-1', '{"cadence":"daily","digest_time":"08:00"}', 1);
      INSERT INTO alerts (alert_id, sub, filter, active, created_at, last_notified_at, idempotency_key, request_hash)
        VALUES ('al-1', 'sub-1', '{"country":"IL"}', true, 100, 200, 'k', 'h');
      INSERT INTO saved (sub, job_id, saved_at) VALUES ('sub-1', 'x:1', 300);
      INSERT INTO digest_state VALUES ('sub-1', 400);
    `);

    const store = await openPostgresStore({ url });
    try {
      expect(await store.accounts.bySub('sub-1')).toEqual({ sub: 'sub-1', email: 'old@example.com' });
      expect(await store.profiles.read('sub-1')).toEqual({ cadence: 'daily', digest_time: '08:00' });
      expect(await store.saved.list('sub-1')).toEqual([{ job_id: 'x:1', saved_at: 300 }]);
      const [account] = await store.digests.due();
      expect(account).toMatchObject({ sub: 'sub-1', version: 0, lastSlot: 400 });
      expect(account!.alerts[0]).toMatchObject({ alert_id: 'al-1', filter: { country: 'IL' }, last_notified_at: 200 });
      // The state written by version 1 takes part in the version check from its first commit on.
      expect(await store.digests.commit('sub-1', 0, { lastSlot: 500 })).toBe(true);
      expect(await store.digests.commit('sub-1', 0, { lastSlot: 600 })).toBe(false);
    } finally {
      await store.close();
    }
    const { rows } = await old.query('SELECT version FROM schema_version');
    expect(rows).toEqual([{ version: PG_MIGRATIONS.length }]);
  },
);
