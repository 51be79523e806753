/**
 * What the options page's board draws (issue 36): each column's count and its first cards, not every starred job.
 * With 20,000 stars, handing the page all of them (as `starredApplications` does) to draw a few dozen cards was one
 * long task of the page at its first result and again at every write it follows.
 *
 * The columns are ordered by star time, which no index holds (`[starred+savedAt]` is the service's time), so every
 * starred row is still read, but in slices of `SLICE_ROWS` by primary key (the first beside the applications): each
 * slice is a task of its own, short whatever the number of stars, and only each column's first cards are kept
 * (board-ranking.ts).
 */
import type { Stage } from '../../model/application';
import type { AccountDb } from '../db/db';
import { type BoardRows, rankedBoard, SLICE_ROWS } from './board-ranking';

export { type BoardRows, SLICE_ROWS };

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
  return db.transaction('r', db.saved, db.applications, () =>
    rankedBoard(
      {
        applications: () => db.applications.toArray(),
        sliceAfter: (after) =>
          (after === undefined ? db.saved.toCollection() : db.saved.where(':id').above(after))
            .limit(SLICE_ROWS)
            .toArray(),
      },
      columnOf,
      want,
      also,
      now,
    ),
  );
}
