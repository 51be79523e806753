/**
 * Version 4 (one host in `web:` ids, issue 35), and on to today's, from a database as version 3 left it: written here with the
 * version 3 schema, then opened with today's AccountDb. A JSON-LD star made under `web:www.<host>` moves to
 * `web:<host>`; the service, which holds the old id, is told to drop it and take the new one.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { writeOldSchema } from '../testing/old-schema';
import { AccountDb } from './db';

const OLD_SYNCED = 'web:www.jobs.example:R-1';
const OLD_LOCAL = 'web:www.jobs.example:R-2';
const OLD_TWICE = 'web:www.jobs.example:R-3';
const at = (day: number) => `2026-02-0${day}T00:00:00.000Z`;
const saved = (jobId: string, synced: 0 | 1, day: number) => ({
  jobId,
  starred: 1,
  savedAt: at(day),
  synced,
  page: { title: `Role ${day}`, company: 'Jobs', site: 'jsonld' },
});
const application = (jobId: string, linked: string[]) => ({
  jobId,
  stage: 'applied',
  history: [
    { stage: 'saved', at: at(1) },
    { stage: 'applied', at: at(2) },
  ],
  movedAt: at(2),
  linked,
  updatedAt: at(2),
});

const FIXTURE = {
  saved: [
    { ...saved(OLD_SYNCED, 1, 1), listing: { id: OLD_SYNCED, title: 'Role 1', company: 'Jobs' }, hydratedAt: 3 },
    saved(OLD_LOCAL, 0, 2),
    saved(OLD_TWICE, 1, 3),
    saved('web:jobs.example:R-3', 1, 4),
    saved('greenhouse:acme:1', 1, 5),
    { ...saved('web:www.other.example:/gone', 0, 6), starred: 0 },
  ],
  outbox: [
    { id: 1, kind: 'star', jobId: OLD_LOCAL, key: `saved:${OLD_LOCAL}`, createdAt: 1 },
    { id: 2, kind: 'profile', key: 'profile', createdAt: 2 },
  ],
  applications: [application(OLD_SYNCED, ['greenhouse:acme:1']), application('greenhouse:acme:1', [OLD_SYNCED])],
};

describe('AccountDb version 4', () => {
  it('moves web: stars and applications made under www. to one host, and queues the service’s move', async () => {
    const indexedDB = new IDBFactory();
    await writeOldSchema(indexedDB, 'v3', 3, FIXTURE);
    const db = new AccountDb('v3', { indexedDB, IDBKeyRange });
    await db.open();
    expect(db.verno).toBe(7);
    const rows = Object.fromEntries((await db.saved.toArray()).map((row) => [row.jobId, row]));
    // Synced under the old id: a tombstone there until the service agrees, a new star under the new id.
    expect(rows[OLD_SYNCED]).toEqual({ jobId: OLD_SYNCED, starred: 0, savedAt: at(1), synced: 0 });
    expect(rows['web:jobs.example:R-1']).toEqual({ ...saved('web:jobs.example:R-1', 0, 1) });
    // Never sent: simply renamed, and its pending star goes out under the new id.
    expect(rows[OLD_LOCAL]).toBeUndefined();
    expect(rows['web:jobs.example:R-2']).toEqual(saved('web:jobs.example:R-2', 0, 2));
    // Starred under both ids: the star under today's id stays as it was.
    expect(rows[OLD_TWICE]).toEqual({ jobId: OLD_TWICE, starred: 0, savedAt: at(3), synced: 0 });
    expect(rows['web:jobs.example:R-3']).toEqual(saved('web:jobs.example:R-3', 1, 4));
    expect(rows['greenhouse:acme:1']).toEqual(saved('greenhouse:acme:1', 1, 5));
    // A tombstone is left to its own unstar.
    expect(rows['web:www.other.example:/gone']).toEqual({ ...saved('web:www.other.example:/gone', 0, 6), starred: 0 });
    expect(rows['web:other.example:/gone']).toBeUndefined();

    const outbox = (await db.outbox.toArray()).map((row) => ({
      kind: row.kind,
      jobId: 'jobId' in row ? row.jobId : undefined,
      key: row.key,
    }));
    expect(outbox).toEqual(
      expect.arrayContaining([
        { kind: 'profile', jobId: undefined, key: 'profile' },
        { kind: 'star', jobId: 'web:jobs.example:R-1', key: 'saved:web:jobs.example:R-1' },
        { kind: 'unstar', jobId: OLD_SYNCED, key: `saved:${OLD_SYNCED}` },
        { kind: 'star', jobId: 'web:jobs.example:R-2', key: 'saved:web:jobs.example:R-2' },
        { kind: 'unstar', jobId: OLD_TWICE, key: `saved:${OLD_TWICE}` },
      ]),
    );
    expect(outbox).toHaveLength(5);

    expect(await db.applications.get(OLD_SYNCED)).toBeUndefined();
    // Version 6 then names the moves (db-v6.test.ts).
    const moved = application('web:jobs.example:R-1', ['greenhouse:acme:1']);
    expect(await db.applications.get('web:jobs.example:R-1')).toEqual({
      ...moved,
      history: moved.history.map((move) => ({ ...move, id: expect.any(String) })),
    });
    expect((await db.applications.get('greenhouse:acme:1'))?.linked).toEqual(['web:jobs.example:R-1']);
  });
});
