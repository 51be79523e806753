/**
 * Version 7 (issue 36) from a database as version 6 left it: two indexes no query reads are dropped, `saved.synced`
 * and `applications.movedAt`. Every row stays whole, fields of the dropped indexes included, and the queries that
 * use the indexes kept (the starred list, due reminders, the count of applications past Saved) still answer.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { applicationCount, dueReminders } from '../applications/queries';
import { starredJobs } from '../stars/starred';
import { writeOldSchema } from '../testing/old-schema';
import { AccountDb } from './db';

const SAVED = [
  { jobId: 'greenhouse:acme:1', starred: 1, savedAt: '2026-01-02T00:00:00.000Z', synced: 1 },
  { jobId: 'greenhouse:acme:2', starred: 1, savedAt: '2026-01-01T00:00:00.000Z', synced: 0 },
  { jobId: 'greenhouse:acme:3', starred: 0, savedAt: '2026-01-03T00:00:00.000Z', synced: 0 },
];
const APPLICATION = {
  jobId: 'greenhouse:acme:1',
  stage: 'applied',
  movedAt: '2026-01-05T00:00:00.000Z',
  history: [
    { id: 'star', stage: 'saved', at: '2026-01-02T00:00:00.000Z' },
    { id: 'a1', stage: 'applied', at: '2026-01-05T00:00:00.000Z' },
  ],
  remindAt: '2026-01-09T00:00:00.000Z',
  linked: [],
  updatedAt: '2026-01-05T00:00:00.000Z',
};
const RECORD = { jobId: 'greenhouse:acme:1', record: { job_id: 'greenhouse:acme:1' }, acked: 1 };

describe('AccountDb version 7', () => {
  it('opens a version 6 database without the two unread indexes, and keeps every row and query', async () => {
    const indexedDB = new IDBFactory();
    await writeOldSchema(indexedDB, 'v6', 6, {
      saved: SAVED,
      applications: [APPLICATION],
      records: [RECORD],
      clock: [{ id: 'clock', node: 'n1' }],
    });
    const db = new AccountDb('v6', { indexedDB, IDBKeyRange });
    await db.open();

    expect(db.verno).toBe(7);
    const indexes = (table: string) => db.backendDB().transaction(table).objectStore(table).indexNames;
    expect([...indexes('saved')]).toEqual(['[starred+savedAt]']);
    expect([...indexes('applications')].sort()).toEqual(['remindAt', 'stage']);
    expect(await db.saved.toArray()).toEqual([...SAVED].sort((a, b) => a.jobId.localeCompare(b.jobId)));
    expect(await db.applications.toArray()).toEqual([APPLICATION]);
    expect(await db.records.toArray()).toEqual([RECORD]);
    expect((await starredJobs(db)).map((row) => row.jobId)).toEqual(['greenhouse:acme:1', 'greenhouse:acme:2']);
    expect((await dueReminders(db, Date.parse('2026-01-10T00:00:00.000Z'))).map((row) => row.job.jobId)).toEqual([
      'greenhouse:acme:1',
    ]);
    expect(await applicationCount(db)).toBe(1);
  });
});
