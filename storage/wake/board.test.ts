import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { type ApplicationRow, isClosed, type Stage } from '../../model/application';
import { boardRows, SLICE_ROWS } from '../applications/board';
import type { SavedRow } from '../db/db';
import { dbNameFor } from '../db/db-names';
import { createLocalStore } from '../db/local-store';
import { readBoard } from './board';

const alice = { issuer: 'https://id.example', subject: 'alice' };
const T0 = Date.parse('2026-11-01T00:00:00.000Z');
const iso = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const STAGES: Stage[] = ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'ghosted'];
const columnOf = (stage: Stage): string => (isClosed(stage) ? 'closed' : stage);
const want = { saved: 30, applied: 7, interviewing: 1, offer: 0, closed: 12 } as Record<string, number>;

/**
 * A browser whose current account is alice, with more rows than a slice: starred and not, a star's own time after
 * or before the service's, and applications of jobs no longer starred.
 */
async function browserWith(rows: number) {
  const factory = new IDBFactory();
  const store = createLocalStore({ indexedDB: factory, IDBKeyRange });
  await store.setCurrentAccount(alice);
  const db = await store.currentDb();
  const saved: SavedRow[] = [];
  const applications: ApplicationRow[] = [];
  for (let index = 0; index < rows; index++) {
    const jobId = `job:${(index * 7919) % 100_000}-${index}`;
    const savedAt = iso((index * 37) % 3000);
    const starredAt = [undefined, savedAt, iso((index * 53) % 3000)][index % 3];
    saved.push({ jobId, starred: index % 10 === 0 ? 0 : 1, savedAt, ...(starredAt ? { starredAt } : {}), synced: 1 });
    if (index % 4 === 0) {
      const stage = STAGES[(index / 4) % STAGES.length]!;
      const at = iso(3000 + (index % 100));
      applications.push({ jobId, stage, history: [{ stage, at }], movedAt: at, linked: [], updatedAt: at });
    }
  }
  await db.saved.bulkPut(saved);
  await db.applications.bulkPut(applications);
  return { factory, store, db };
}

describe("the options page's board, read without Dexie", () => {
  it("is the live query's board: the same counts, cards, order and applications, over several slices", async () => {
    const { factory, store, db } = await browserWith(SLICE_ROWS + 345);
    const read = await readBoard(dbNameFor(null), columnOf, (column) => want[column]!, factory, IDBKeyRange, T0);
    expect(read?.db).toBe(dbNameFor(alice));
    const live = await boardRows(db, columnOf, (column) => want[column]!, new Set(), T0);
    expect(read?.board).toEqual(live);
    const starred = await db.saved.filter((row) => row.starred === 1).count();
    expect([...live.counts.values()].reduce((sum, n) => sum + n, 0)).toBe(starred);
    expect(new Set(live.found.map(({ application }) => columnOf(application.stage)))).toEqual(
      new Set(['saved', 'applied', 'interviewing', 'closed']),
    );
    store.close();
  });

  it('reads the database the page last showed when the meta database names it, and no other', async () => {
    const { factory, store, db } = await browserWith(40);
    const live = await boardRows(db, columnOf, (column) => want[column]!, new Set(), T0);
    const guessed = await readBoard(dbNameFor(alice), columnOf, (column) => want[column]!, factory, IDBKeyRange, T0);
    expect(guessed).toEqual({ db: dbNameFor(alice), board: live });
    store.close();
  });

  it('creates nothing, and reads nothing, where there is no database yet', async () => {
    const factory = new IDBFactory();
    expect(await readBoard(dbNameFor(null), columnOf, () => 30, factory, IDBKeyRange)).toBeUndefined();
    expect(await factory.databases()).toEqual([]);
  });
});
