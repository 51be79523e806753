/**
 * Version 1 is the first shipped schema. This test writes a database the way version 1 left it, with the
 * raw IndexedDB API (Dexie stores version n as IndexedDB version n·10), and reads it through today's
 * AccountDb: every later version must keep this test passing (DESIGN §4 rule 10).
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { AccountDb } from './db';
import { starredJobs } from './saved';

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
      const tx = db.transaction(['saved', 'alerts', 'profile', 'outbox', 'syncState'], 'readwrite');
      tx.objectStore('saved').put({
        jobId: 'greenhouse:acme:1',
        starred: 1,
        savedAt: '2026-01-01T00:00:00.000Z',
        synced: 1,
        page: { title: 'Engineer', site: 'greenhouse' },
      });
      tx.objectStore('saved').put({ jobId: 'b', starred: 0, savedAt: '2026-01-02T00:00:00.000Z', synced: 0 });
      tx.objectStore('alerts').put({
        id: '6f1c1b7e-3d2a-4a57-9b7e-0f0b2b1f6a11',
        filter: { country: 'IL' },
        active: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        lastNotifiedAt: null,
        status: 'pending',
      });
      tx.objectStore('profile').put({ id: 'me', local: { skills: ['Go'] }, dirty: 1, updatedAt: 1 });
      tx.objectStore('outbox').put({ kind: 'unstar', jobId: 'b', key: 'saved:b', createdAt: 1, attempts: 0 });
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
    expect(await db.alerts.where('alertId').equals('x').count()).toBe(0);
    expect((await db.alerts.toArray())[0]?.filter).toEqual({ country: 'IL' });
    expect(await db.profile.get('me')).toMatchObject({ local: { skills: ['Go'] }, dirty: 1 });
    expect(await db.outbox.where('key').equals('saved:b').toArray()).toMatchObject([{ kind: 'unstar', id: 1 }]);
    expect(await db.syncState.get('sync')).toMatchObject({ attempt: 2 });
    expect(db.verno).toBe(1);
  });
});
