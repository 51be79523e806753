/**
 * What the options page's board draws (issue 36): each column's count and its first cards, not every starred job.
 * With 20,000 stars, handing the page all of them (as `starredApplications` does) to draw a few dozen cards was one
 * long task of the page at its first result and again at every write it follows.
 *
 * The columns are ordered by star time, which no index holds (`[starred+savedAt]` is the service's time), so every
 * starred row is still read, but in slices of `SLICE_ROWS` by primary key (the first beside the applications): each
 * slice is a task of its own, short whatever the number of stars, and only each column's first cards are kept.
 */
import type { Stage } from '../../model/application';
import type { AccountDb, SavedRow } from '../db/db';
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

/**
 * The board's columns (`columnOf` puts each stage in one): how many starred jobs each holds, and the first
 * `want(column)` of each with their applications, plus the jobs in `also` wherever they fall (cards moved on this
 * page are drawn where they land).
 */
export function boardRows<C extends string>(
  db: AccountDb,
  columnOf: (stage: Stage) => C,
  want: (column: C) => number,
  also: ReadonlySet<string> = new Set(),
  now = Date.now(),
): Promise<BoardRows<C>> {
  // In a transaction of its own: every slice of the same state, and, in a live query, out of Dexie's cache of query
  // results, which copies each result it hands over (a deep copy of every row read, each time).
  return db.transaction('r', db.saved, db.applications, () => read(db, columnOf, want, also, now));
}

async function read<C extends string>(
  db: AccountDb,
  columnOf: (stage: Stage) => C,
  want: (column: C) => number,
  also: ReadonlySet<string>,
  now: number,
): Promise<BoardRows<C>> {
  const sliceAfter = (after?: string) =>
    (after === undefined ? db.saved.toCollection() : db.saved.where(':id').above(after)).limit(SLICE_ROWS).toArray();
  const [rows, first] = await Promise.all([db.applications.toArray(), sliceAfter()]);
  const applications = new Map(rows.map((row) => [row.jobId, row]));
  const counts = new Map<C, number>();
  const firsts = new Map<C, Ranked[]>();
  const asked: Ranked[] = [];
  for (let slice = first; ; slice = await sliceAfter(slice.at(-1)!.jobId)) {
    for (const row of slice) {
      if (row.starred !== 1) continue;
      const column = columnOf(applications.get(row.jobId)?.stage ?? 'saved');
      counts.set(column, (counts.get(column) ?? 0) + 1);
      const ranked = { row, time: Date.parse(starTimeOf(row)) || 0 };
      if (also.has(row.jobId)) asked.push(ranked);
      else {
        const list = firsts.get(column) ?? [];
        list.push(ranked);
        firsts.set(column, trimmed(list, want(column)));
      }
    }
    if (slice.length < SLICE_ROWS) break;
  }
  const kept = [...firsts].flatMap(([column, list]) => list.sort(before).slice(0, want(column)));
  return {
    counts,
    found: [...kept, ...asked].sort(before).map(({ row }) => joined(row, applications.get(row.jobId), now)),
  };
}
