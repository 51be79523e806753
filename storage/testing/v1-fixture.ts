/**
 * Test support: a database the way version 1 of the schema left it, written with the raw IndexedDB API (Dexie
 * stores version n as IndexedDB version n·10), for the upgrade tests of storage and sync.
 */
import type { IDBFactory } from 'fake-indexeddb';

export const PENDING = '6f1c1b7e-3d2a-4a57-9b7e-0f0b2b1f6a11';
export const CONFIRMED = '0d7c2f4e-8a9b-4c1d-9e2f-3a4b5c6d7e8f';
export const REJECTED = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
export const CONFIRMED_ON_SERVICE = '11111111-2222-4333-8444-555555555555';

export function writeV1Fixture(factory: IDBFactory, name: string): Promise<void> {
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
