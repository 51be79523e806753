/** A database version 1 left, opened by today's schema: the alert it had waiting still goes out (DESIGN §4 rule 10). */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { AccountDb } from '../storage/db';
import { PENDING, writeV1Fixture } from '../storage/testing/v1-fixture';
import { pushOutbox } from './push';
import { FakeApi } from './testing/fake-api';

describe('a version 1 database, upgraded', () => {
  it('sends the alert that was waiting with its repaired filter, under its own Idempotency-Key', async () => {
    const indexedDB = new IDBFactory();
    await writeV1Fixture(indexedDB, 'v1');
    const db = new AccountDb('v1', { indexedDB, IDBKeyRange });
    const api = new FakeApi();
    await pushOutbox({ db, api, now: () => 10, guard: async () => {} });
    expect(api.calls.filter((call) => call.method === 'createAlert')).toEqual([
      { method: 'createAlert', arg: { filter: { country: 'IL', seniority: 'senior' }, key: PENDING } },
    ]);
    expect(await db.alerts.get(PENDING)).toMatchObject({
      status: 'confirmed',
      alertId: api.alerts.get(PENDING)?.alert_id,
    });
  });
});
