/**
 * Version 1 is the first shipped schema. This test writes a database the way version 1 left it
 * (testing/v1-fixture.ts) and reads it through today's AccountDb: every later version must keep this test
 * passing (DESIGN §4 rule 10). That its waiting alert still goes out is sync's test (sync/push-v1.test.ts).
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { FilterQuery } from '../../api/contract/index';
import { exportJson } from '../data/data';
import { starredJobs } from '../stars/starred';
import { CONFIRMED, CONFIRMED_ON_SERVICE, PENDING, REJECTED, writeV1Fixture } from '../testing/v1-fixture';
import { AccountDb } from './db';

describe('AccountDb', () => {
  it('opens a version 1 database and reads every table', async () => {
    const indexedDB = new IDBFactory();
    await writeV1Fixture(indexedDB, 'v1');
    const db = new AccountDb('v1', { indexedDB, IDBKeyRange });
    expect((await starredJobs(db)).map((row) => row.jobId)).toEqual(['greenhouse:acme:1']);
    expect((await db.saved.filter((row) => row.synced === 0).toArray()).map((row) => row.jobId)).toEqual(['b']);
    expect(await db.alerts.where('alertId').equals(CONFIRMED_ON_SERVICE).primaryKeys()).toEqual([CONFIRMED]);
    expect(await db.profile.get('me')).toMatchObject({ local: { skills: ['Go'] }, dirty: 1 });
    expect(await db.outbox.where('key').equals('saved:b').toArray()).toMatchObject([{ kind: 'unstar', id: 1 }]);
    expect(await db.outbox.count()).toBe(2);
    expect(await db.deadLetters.toArray()).toMatchObject([{ kind: 'alert', alertLocalId: REJECTED, status: 400 }]);
    expect(await db.syncState.get('sync')).toMatchObject({ attempt: 2 });
    expect(db.verno).toBe(7);
  });

  it('version 2 keeps the first of several seniorities or workplaces, and every alert with its state', async () => {
    const indexedDB = new IDBFactory();
    await writeV1Fixture(indexedDB, 'v1');
    const db = new AccountDb('v1', { indexedDB, IDBKeyRange });
    expect(await db.alerts.orderBy('createdAt').toArray()).toEqual([
      {
        id: PENDING,
        filter: { country: 'IL', seniority: 'senior' },
        active: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        lastNotifiedAt: null,
        status: 'pending',
      },
      {
        id: CONFIRMED,
        alertId: CONFIRMED_ON_SERVICE,
        filter: { workplace: 'remote', skills: 'Go,Rust' },
        active: false,
        createdAt: '2026-01-02T00:00:00.000Z',
        lastNotifiedAt: '2026-01-03T00:00:00.000Z',
        status: 'confirmed',
      },
      {
        id: REJECTED,
        filter: { seniority: 'staff', workplace: 'onsite' },
        active: true,
        createdAt: '2026-01-04T00:00:00.000Z',
        lastNotifiedAt: null,
        status: 'rejected',
        error: 'seniority: one value',
      },
    ]);
    for (const alert of await db.alerts.toArray()) expect(FilterQuery.safeParse(alert.filter).success).toBe(true);
    // The export (and so the options page's data) reads every alert that is not rejected.
    expect((await exportJson(db)).alerts.map((alert) => alert.filter)).toEqual([
      { country: 'IL', seniority: 'senior' },
      { workplace: 'remote', skills: 'Go,Rust' },
    ]);
  });
});
