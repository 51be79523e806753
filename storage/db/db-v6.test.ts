/**
 * Version 6 (applications that sync, issue 31) from a database as version 5 left it: written with the version 5
 * schema, then opened with today's AccountDb. Every row stays; each move gets an id (the star's is `star`, so two
 * devices' first moves are one); a move that had an id keeps it; the new tables start empty, and the first write of
 * an application records it whole.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { setStage } from '../applications/commands';
import { writeOldSchema } from '../testing/old-schema';
import { AccountDb } from './db';

const STARRED = { jobId: 'greenhouse:acme:1', starred: 1, savedAt: '2026-01-01T00:00:00.000Z', synced: 1 };
const APPLICATION = {
  jobId: 'greenhouse:acme:1',
  stage: 'interviewing',
  movedAt: '2026-01-05T00:00:00.000Z',
  history: [
    { stage: 'saved', at: '2026-01-01T00:00:00.000Z' },
    { stage: 'applied', at: '2026-01-03T00:00:00.000Z' },
    { stage: 'interviewing', at: '2026-01-05T00:00:00.000Z', id: 'kept-id' },
  ],
  notes: 'Ask about the team',
  linked: [],
  updatedAt: '2026-01-05T00:00:00.000Z',
};

describe('AccountDb version 6', () => {
  it('opens a version 5 database, names every move, and records the first write of an application whole', async () => {
    const indexedDB = new IDBFactory();
    await writeOldSchema(indexedDB, 'v5', 5, {
      saved: [STARRED],
      applications: [APPLICATION],
      postings: [{ jobId: 'greenhouse:acme:1', nodes: ['x'], cut: false, keptAt: '2026-01-01T00:00:00.000Z' }],
      syncState: [{ id: 'sync', running: false, attempt: 0 }],
    });
    const db = new AccountDb('v5', { indexedDB, IDBKeyRange });
    await db.open();
    expect(db.verno).toBe(7);
    const row = await db.applications.get('greenhouse:acme:1');
    const ids = row?.history.map((move) => move.id) ?? [];
    expect(ids[0]).toBe('star');
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[2]).toBe('kept-id');
    expect({ ...row, history: row?.history.map(({ stage, at }) => ({ stage, at })) }).toEqual({
      ...APPLICATION,
      history: APPLICATION.history.map(({ stage, at }) => ({ stage, at })),
    });
    expect(await db.postings.count()).toBe(1);
    expect(await db.records.count()).toBe(0);

    await setStage(
      db,
      'greenhouse:acme:1',
      'offer',
      new Date('2026-01-07T00:00:00.000Z'),
      new Date('2026-01-08T00:00:00.000Z'),
    );
    const { record } = (await db.records.get('greenhouse:acme:1'))!;
    expect(record.application?.moves.map((move) => move.stage)).toEqual(['saved', 'applied', 'interviewing', 'offer']);
    expect(record.application?.notes.map((note) => note.text)).toEqual(['Ask about the team']);
    // Sharing was never agreed: nothing is queued for the service beyond the seed.
    expect(await db.outbox.count()).toBe(0);
  });
});
