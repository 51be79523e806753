/**
 * Version 1 is the first shipped schema. This test writes a database the way version 1 left it, with the
 * raw IndexedDB API (Dexie stores version n as IndexedDB version n·10), and reads it through today's
 * AccountDb: every later version must keep this test passing (DESIGN §4 rule 10).
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { FilterQuery } from '../../api/contract/index';
import { FakeApi, pushOutbox } from '../../sync';
import { exportJson } from '../data/data';
import { starredJobs } from '../stars/starred';
import { AccountDb } from './db';

const PENDING = '6f1c1b7e-3d2a-4a57-9b7e-0f0b2b1f6a11';
const CONFIRMED = '0d7c2f4e-8a9b-4c1d-9e2f-3a4b5c6d7e8f';
const REJECTED = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const CONFIRMED_ON_SERVICE = '11111111-2222-4333-8444-555555555555';

function writeV1Fixture(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, 10);
    request.onupgradeneeded = () => {
      const db = request.result;
      const saved = db.createObjectStore('saved', { keyPath: 'jobId' });
      saved.createIndex('[starred+savedAt]', ['starred', 'savedAt']);
      saved.createIndex('synced', 'synced');
      const alerts = db.createObjectStore('alerts', { keyPath: 'id' });
      alerts.createIndex('alertId', 'alertId');
      alerts.createIndex('createdAt', 'createdAt');
      db.createObjectStore('profile', { keyPath: 'id' });
      db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true }).createIndex('key', 'key');
      db.createObjectStore('deadLetters', { keyPath: 'id', autoIncrement: true }).createIndex('key', 'key');
      db.createObjectStore('syncState', { keyPath: 'id' });
    };
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const tx = db.transaction(['saved', 'alerts', 'profile', 'outbox', 'deadLetters', 'syncState'], 'readwrite');
      tx.objectStore('saved').put({
        jobId: 'greenhouse:acme:1',
        starred: 1,
        savedAt: '2026-01-01T00:00:00.000Z',
        synced: 1,
        page: { title: 'Engineer', site: 'greenhouse' },
      });
      tx.objectStore('saved').put({ jobId: 'b', starred: 0, savedAt: '2026-01-02T00:00:00.000Z', synced: 0 });
      // Version 1 let one alert name several seniorities or workplaces, comma-joined.
      tx.objectStore('alerts').put({
        id: PENDING,
        filter: { country: 'IL', seniority: 'senior,staff' },
        active: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        lastNotifiedAt: null,
        status: 'pending',
      });
      tx.objectStore('alerts').put({
        id: CONFIRMED,
        alertId: CONFIRMED_ON_SERVICE,
        filter: { workplace: 'remote, hybrid', skills: 'Go,Rust' },
        active: false,
        createdAt: '2026-01-02T00:00:00.000Z',
        lastNotifiedAt: '2026-01-03T00:00:00.000Z',
        status: 'confirmed',
      });
      tx.objectStore('alerts').put({
        id: REJECTED,
        filter: { seniority: 'staff,senior', workplace: 'onsite' },
        active: true,
        createdAt: '2026-01-04T00:00:00.000Z',
        lastNotifiedAt: null,
        status: 'rejected',
        error: 'seniority: one value',
      });
      tx.objectStore('profile').put({ id: 'me', local: { skills: ['Go'] }, dirty: 1, updatedAt: 1 });
      tx.objectStore('outbox').put({ kind: 'unstar', jobId: 'b', key: 'saved:b', createdAt: 1, attempts: 0 });
      tx.objectStore('outbox').put({ kind: 'alert', alertLocalId: PENDING, key: `alert:${PENDING}`, createdAt: 2 });
      tx.objectStore('deadLetters').put({
        kind: 'alert',
        alertLocalId: REJECTED,
        key: `alert:${REJECTED}`,
        status: 400,
        message: 'seniority: one value',
        fieldErrors: [],
        failedAt: 3,
      });
      tx.objectStore('syncState').put({ id: 'sync', running: false, attempt: 2, nextAttemptAt: 5 });
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

describe('AccountDb', () => {
  it('opens a version 1 database and reads every table', async () => {
    const indexedDB = new IDBFactory();
    await writeV1Fixture(indexedDB, 'v1');
    const db = new AccountDb('v1', { indexedDB, IDBKeyRange });
    expect((await starredJobs(db)).map((row) => row.jobId)).toEqual(['greenhouse:acme:1']);
    expect(await db.saved.where('synced').equals(0).primaryKeys()).toEqual(['b']);
    expect(await db.alerts.where('alertId').equals(CONFIRMED_ON_SERVICE).primaryKeys()).toEqual([CONFIRMED]);
    expect(await db.profile.get('me')).toMatchObject({ local: { skills: ['Go'] }, dirty: 1 });
    expect(await db.outbox.where('key').equals('saved:b').toArray()).toMatchObject([{ kind: 'unstar', id: 1 }]);
    expect(await db.outbox.count()).toBe(2);
    expect(await db.deadLetters.toArray()).toMatchObject([{ kind: 'alert', alertLocalId: REJECTED, status: 400 }]);
    expect(await db.syncState.get('sync')).toMatchObject({ attempt: 2 });
    expect(db.verno).toBe(3);
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
