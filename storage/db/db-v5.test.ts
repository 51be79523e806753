/**
 * Version 5 (the postings as they were, issue 32) from a database as version 3 left it: written here with the
 * version 3 schema (a Dexie of versions 1 to 3 only), then opened with today's AccountDb. Every row of every table
 * comes through unchanged, no star has a posting yet, and the new table takes one.
 */

import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { keepPosting, markTakenDown, postingOf } from '../postings';
import { writeOldSchema } from '../testing/old-schema';
import { AccountDb } from './db';

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
    { jobId: 'tombstone', starred: 0, savedAt: '2026-01-02T00:00:00.000Z', synced: 0 },
  ],
  alerts: [
    {
      id: '6f1c1b7e-3d2a-4a57-9b7e-0f0b2b1f6a11',
      filter: { country: 'IL' },
      active: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastNotifiedAt: null,
      status: 'pending',
    },
  ],
  profile: [{ id: 'me', local: { skills: ['Go'] }, dirty: 1, updatedAt: 1 }],
  outbox: [{ id: 1, kind: 'unstar', jobId: 'tombstone', key: 'saved:tombstone', createdAt: 2 }],
  deadLetters: [],
  syncState: [{ id: 'sync', running: false, attempt: 0, lastSyncedAt: 4 }],
  applications: [
    {
      jobId: 'greenhouse:acme:1',
      stage: 'applied',
      movedAt: '2026-01-03T00:00:00.000Z',
      history: [
        { stage: 'saved', at: '2026-01-01T00:00:00.000Z' },
        { stage: 'applied', at: '2026-01-03T00:00:00.000Z' },
      ],
    },
  ],
} as const;
type TableName = keyof typeof FIXTURE;

describe('AccountDb version 5', () => {
  it('opens a version 3 database without losing a row, and keeps postings from then on', async () => {
    const indexedDB = new IDBFactory();
    await writeOldSchema(indexedDB, 'v3', 3, FIXTURE);
    const db = new AccountDb('v3', { indexedDB, IDBKeyRange });
    await db.open();
    expect(db.verno).toBe(7);
    for (const table of Object.keys(FIXTURE) as TableName[]) {
      if (table === 'applications') continue;
      expect(await db.table(table).toArray(), table).toEqual(FIXTURE[table]);
    }
    // Version 6 names the moves (db-v6.test.ts); nothing else of a row changes.
    const [application] = FIXTURE.applications;
    expect(await db.applications.toArray()).toEqual([
      { ...application, history: application.history.map((move) => ({ ...move, id: expect.any(String) })) },
    ]);
    expect(await db.postings.count()).toBe(0);
    const at = new Date('2026-02-01T00:00:00.000Z');
    expect(await keepPosting(db, 'greenhouse:acme:1', { nodes: ['Engineer wanted.'], cut: false }, at)).toBe('kept');
    expect(await postingOf(db, 'greenhouse:acme:1')).toMatchObject({ keptAt: at.toISOString() });
    expect(await markTakenDown(db, ['greenhouse:acme:1', 'tombstone'], at)).toEqual(['greenhouse:acme:1']);
    expect(await db.outbox.count()).toBe(1);
  });
});
