/**
 * How the board's rows are chosen from the starred rows and the applications, whoever read them: Dexie's live
 * query (board.ts), or plain IndexedDB while the options page's code loads (wake/board.ts). Each column's count,
 * and its first cards by star time, kept in bounded memory however many rows go through.
 */
import type { ApplicationRow, Stage } from '../../model/application';
import type { SavedRow } from '../db/db';
import { starTimeOf } from '../stars/starred';
import { type JobApplication, joined } from './queries';

/** Rows read per request: a few tens of milliseconds of the page's time each, a board of 2,000 in one. */
export const SLICE_ROWS = 2000;

export interface BoardRows<C extends string> {
  /** Each column's starred jobs, however many. */
  counts: ReadonlyMap<C, number>;
  /** Each column's first `want` jobs and the ones asked for by id, all in the order of `starredApplications`. */
  found: JobApplication[];
}

interface Ranked {
  row: SavedRow;
  time: number;
}

/** `starredApplications`' order: the newest star first, then the index's order (`savedAt`, then id, descending). */
const before = (a: Ranked, b: Ranked): number =>
  b.time - a.time || descending(a.row.savedAt, b.row.savedAt) || descending(a.row.jobId, b.row.jobId);
const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** Keeps the `n` first of `list` (sorted), once it holds many more: a column's first cards, in bounded memory. */
function trimmed(list: Ranked[], n: number): Ranked[] {
  if (list.length < 4 * n + SLICE_ROWS) return list;
  return list.sort(before).slice(0, n);
}

interface BoardRanking<C extends string> {
  /** Takes one slice of the saved table (any order; rows no longer starred are left out). */
  add(slice: readonly SavedRow[]): void;
  /** Once every slice went through: each column's count, and the starred rows its board draws, in its order. */
  chosen(): { counts: ReadonlyMap<C, number>; rows: SavedRow[] };
}

function boardRanking<C extends string>(
  stageOf: (jobId: string) => Stage | undefined,
  columnOf: (stage: Stage) => C,
  want: (column: C) => number,
  also: ReadonlySet<string>,
): BoardRanking<C> {
  const counts = new Map<C, number>();
  const firsts = new Map<C, Ranked[]>();
  const asked: Ranked[] = [];
  return {
    add(slice) {
      for (const row of slice) {
        if (row.starred !== 1) continue;
        const column = columnOf(stageOf(row.jobId) ?? 'saved');
        counts.set(column, (counts.get(column) ?? 0) + 1);
        const ranked = { row, time: Date.parse(starTimeOf(row)) || 0 };
        if (also.has(row.jobId)) asked.push(ranked);
        else {
          const list = firsts.get(column) ?? [];
          list.push(ranked);
          firsts.set(column, trimmed(list, want(column)));
        }
      }
    },
    chosen() {
      const kept = [...firsts].flatMap(([column, list]) => list.sort(before).slice(0, want(column)));
      return { counts, rows: [...kept, ...asked].sort(before).map(({ row }) => row) };
    },
  };
}

/** The two reads the board is made of, in one transaction of the reader's. */
export interface BoardReads {
  /** The applications' whole table. */
  applications(): Promise<ApplicationRow[]>;
  /** `SLICE_ROWS` rows of the saved table by primary key, after `after` (from the first without it). */
  sliceAfter(after?: string): Promise<SavedRow[]>;
}

/**
 * The board's columns (`columnOf` puts each stage in one; a job without an application is Saved): how many
 * starred jobs each holds, and the first `want(column)` of each with their applications, plus the jobs in `also`
 * wherever they fall (cards moved on this page are drawn where they land).
 */
export async function rankedBoard<C extends string>(
  reads: BoardReads,
  columnOf: (stage: Stage) => C,
  want: (column: C) => number,
  also: ReadonlySet<string>,
  now: number,
): Promise<BoardRows<C>> {
  const [applications, first] = await Promise.all([reads.applications(), reads.sliceAfter()]);
  const byJob = new Map(applications.map((row) => [row.jobId, row]));
  const ranking = boardRanking((jobId) => byJob.get(jobId)?.stage, columnOf, want, also);
  for (let slice = first; ; slice = await reads.sliceAfter(slice.at(-1)!.jobId)) {
    ranking.add(slice);
    if (slice.length < SLICE_ROWS) break;
  }
  const { counts, rows } = ranking.chosen();
  return { counts, found: rows.map((row) => joined(row, byJob.get(row.jobId), now)) };
}
