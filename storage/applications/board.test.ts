import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { type ApplicationRow, isClosed, type Stage } from '../../model/application';
import type { SavedRow } from '../db/db';
import { star } from '../stars/saved';
import { freshDb } from '../testing/db-fixture';
import { type BoardRows, boardRows, SLICE_ROWS } from './board';
import { setStage } from './commands';
import { starredApplications } from './queries';

const T0 = Date.parse('2026-11-01T00:00:00.000Z');
const iso = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const STAGES: Stage[] = ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'ghosted'];
const columnOf = (stage: Stage): string => (isClosed(stage) ? 'closed' : stage);

/** A small deterministic generator, so that a failure is the same at every run. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * below);
  };
}

/**
 * More rows than two slices: starred and not, stars whose own time is after or before the service's (a star made
 * here of a job starred elsewhere before, an undone star restored), times shared by several rows, and application
 * rows of jobs no longer starred.
 */
async function seeded() {
  const db = freshDb();
  const next = numbers(36);
  const saved: SavedRow[] = [];
  const applications: ApplicationRow[] = [];
  for (let index = 0; index < 2 * SLICE_ROWS + 345; index++) {
    const jobId = `job:${next(100_000)}-${index}`;
    const savedAt = iso(next(3000));
    const starredAt = [undefined, savedAt, iso(next(3000))][next(3)];
    saved.push({ jobId, starred: next(10) === 0 ? 0 : 1, savedAt, ...(starredAt ? { starredAt } : {}), synced: 1 });
    if (next(4) === 0) {
      const stage = STAGES[next(STAGES.length)]!;
      const at = iso(3000 + next(100));
      applications.push({ jobId, stage, history: [{ stage, at }], movedAt: at, linked: [], updatedAt: at });
    }
  }
  await db.saved.bulkPut(saved);
  await db.applications.bulkPut(applications);
  return db;
}

const idsOf = (found: { job: SavedRow }[]) => found.map(({ job }) => job.jobId);

describe('boardRows', () => {
  it("counts every column's starred jobs and reads each one's first cards, in the order of the whole list", async () => {
    const db = await seeded();
    const all = await starredApplications(db, undefined, T0);
    const want = { saved: 30, applied: 7, interviewing: 1, offer: 0, closed: 12 } as Record<string, number>;
    const board = await boardRows(db, columnOf, (column) => want[column]!, new Set(), T0);

    const inColumn = (column: string) => all.filter(({ application }) => columnOf(application.stage) === column);
    for (const column of Object.keys(want)) expect(board.counts.get(column) ?? 0).toBe(inColumn(column).length);
    expect(board.counts.get('saved')).toBeGreaterThan(SLICE_ROWS);
    const firsts = all.filter((one) => {
      const column = columnOf(one.application.stage);
      return inColumn(column).indexOf(one) < want[column]!;
    });
    expect(idsOf(board.found)).toEqual(idsOf(firsts));
    expect(board.found).toEqual(firsts);
  });

  it('reads the jobs asked for by id wherever they fall in their columns, and no job that is not starred', async () => {
    const db = await seeded();
    const all = await starredApplications(db, undefined, T0);
    const last = all.at(-1)!.job.jobId;
    const unstarred = (await db.saved.toArray()).find((row) => row.starred === 0)!.jobId;
    const board = await boardRows(db, columnOf, () => 1, new Set([last, unstarred]), T0);
    expect(idsOf(board.found)).toContain(last);
    expect(idsOf(board.found)).not.toContain(unstarred);
    expect(idsOf(board.found).at(-1)).toBe(last);
  });

  it('as a live query, is read again after a star and a move', async () => {
    const db = freshDb();
    const results: BoardRows<string>[] = [];
    const subscription = liveQuery(() => boardRows(db, columnOf, () => 30)).subscribe((rows) => results.push(rows));
    const seen = async (count: (rows: BoardRows<string>) => number | undefined, n: number) => {
      for (let waited = 0; count(results.at(-1) ?? { counts: new Map(), found: [] }) !== n && waited < 100; waited++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(count(results.at(-1)!)).toBe(n);
    };
    try {
      await star(db, { jobId: 'a', site: 'linkedin', title: 'a' }, new Date(T0));
      await seen((rows) => rows.counts.get('saved'), 1);
      await setStage(db, 'a', 'applied', new Date(T0 + 1000), new Date(T0 + 1000));
      await seen((rows) => rows.counts.get('applied'), 1);
      expect(results.at(-1)!.counts.has('saved')).toBe(false);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('an empty database has no columns to count', async () => {
    const board = await boardRows(freshDb(), columnOf, () => 30);
    expect(board).toEqual({ counts: new Map(), found: [] });
  });
});
