/**
 * Version 3 (applications, issue 19) from a database as version 2 left it: written here with the version 2
 * schema (a Dexie of versions 1 and 2 only), then opened with today's AccountDb. Every row of every table must
 * come through unchanged, and the stars made before version 3 read as Saved since their star.
 */

import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { setStage } from '../applications/commands';
import { applicationOf, starredApplications } from '../applications/queries';
import { writeOldSchema } from '../testing/old-schema';
import { AccountDb } from './db';

const ALERT = '6f1c1b7e-3d2a-4a57-9b7e-0f0b2b1f6a11';
const REFUSED = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

const FIXTURE = {
  saved: [
    {
      jobId: 'greenhouse:acme:1',
      starred: 1,
      savedAt: '2026-01-01T00:00:00.000Z',
      synced: 1,
      page: { title: 'Engineer', company: 'Acme', site: 'greenhouse' },
      listing: { id: 'greenhouse:acme:1', title: 'Engineer', company: 'Acme' },
      hydratedAt: 5,
    },
    { jobId: 'linkedin:2', starred: 1, savedAt: '2026-01-03T00:00:00.000Z', synced: 0, page: { site: 'linkedin' } },
    { jobId: 'tombstone', starred: 0, savedAt: '2026-01-02T00:00:00.000Z', synced: 0 },
  ],
  alerts: [
    {
      id: ALERT,
      filter: { country: 'IL', seniority: 'senior' },
      active: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastNotifiedAt: null,
      status: 'pending',
    },
    {
      id: REFUSED,
      filter: { workplace: 'onsite' },
      active: true,
      createdAt: '2026-01-04T00:00:00.000Z',
      lastNotifiedAt: null,
      status: 'rejected',
      error: 'no',
    },
  ],
  profile: [{ id: 'me', local: { skills: ['Go'] }, server: { skills: ['Go'] }, dirty: 1, updatedAt: 1 }],
  outbox: [
    { id: 1, kind: 'star', jobId: 'linkedin:2', key: 'saved:linkedin:2', createdAt: 1 },
    { id: 2, kind: 'unstar', jobId: 'tombstone', key: 'saved:tombstone', createdAt: 2 },
    { id: 3, kind: 'profile', key: 'profile', createdAt: 3 },
    { id: 4, kind: 'alert', alertLocalId: ALERT, key: `alert:${ALERT}`, createdAt: 4 },
  ],
  deadLetters: [
    {
      id: 1,
      kind: 'alert',
      alertLocalId: REFUSED,
      key: `alert:${REFUSED}`,
      status: 400,
      message: 'no',
      fieldErrors: [{ path: 'workplace', message: 'no' }],
      failedAt: 3,
    },
    {
      id: 2,
      kind: 'star',
      jobId: 'gone',
      key: 'saved:gone',
      status: 404,
      message: 'unknown',
      fieldErrors: [],
      failedAt: 4,
    },
  ],
  syncState: [{ id: 'sync', running: false, attempt: 2, nextAttemptAt: 5, lastSyncedAt: 4 }],
} as const;
type TableName = keyof typeof FIXTURE;

describe('AccountDb version 3', () => {
  it('opens a version 2 database without losing a row, and its stars are Saved', async () => {
    const indexedDB = new IDBFactory();
    await writeOldSchema(indexedDB, 'v2', 2, FIXTURE);
    const db = new AccountDb('v2', { indexedDB, IDBKeyRange });
    await db.open();
    expect(db.verno).toBe(7);
    for (const table of Object.keys(FIXTURE) as TableName[]) {
      expect(await db.table(table).toArray(), table).toEqual(FIXTURE[table]);
    }
    expect(await db.applications.count()).toBe(0);
    expect((await starredApplications(db)).map(({ job, application }) => [job.jobId, application.stage])).toEqual([
      ['linkedin:2', 'saved'],
      ['greenhouse:acme:1', 'saved'],
    ]);
    expect((await applicationOf(db, 'greenhouse:acme:1'))?.application.history).toEqual([
      { stage: 'saved', at: '2026-01-01T00:00:00.000Z', id: 'star' },
    ]);
    expect(await applicationOf(db, 'tombstone')).toBeNull();
    // The new table works on the upgraded database, and the outbox still takes rows after the old ids.
    await setStage(db, 'greenhouse:acme:1', 'applied', new Date('2026-01-05T00:00:00.000Z'));
    expect(await db.applications.where('stage').equals('applied').primaryKeys()).toEqual(['greenhouse:acme:1']);
    expect(await db.outbox.add({ kind: 'profile', key: 'profile', createdAt: 9 })).toBe(5);
  });
});
