/**
 * The options page's board, read without Dexie while the page's code and the database code load (issue 36): the
 * same rows, slices and ranking as the live query's `boardRows` (board-ranking.ts), on the database the meta
 * database names. The live query's answer replaces it once Dexie is in.
 */
import type { Stage } from '../../model/application';
import { type BoardReads, type BoardRows, rankedBoard, SLICE_ROWS } from '../applications/board-ranking';
import { answer, openCurrentDb } from './current-db';

export interface BoardAhead<C extends string> {
  db: string;
  board: BoardRows<C>;
}

/**
 * `guess`: the database a page last showed (current-db.ts). Undefined when the databases cannot be read this way
 * (not there, at another version, without the applications' table): then the page waits for its live query.
 */
export async function readBoard<C extends string>(
  guess: string | undefined,
  columnOf: (stage: Stage) => C,
  want: (column: C) => number,
  factory?: IDBFactory,
  keyRange: typeof IDBKeyRange = IDBKeyRange,
  now = Date.now(),
): Promise<BoardAhead<C> | undefined> {
  const current = await openCurrentDb(guess, factory);
  if (!current) return undefined;
  const { name, db } = current;
  try {
    if (!db.objectStoreNames.contains('applications')) return undefined;
    const tx = db.transaction(['saved', 'applications'], 'readonly');
    const saved = tx.objectStore('saved');
    const reads: BoardReads = {
      applications: () => answer(tx.objectStore('applications').getAll()),
      sliceAfter: (after) =>
        answer(saved.getAll(after === undefined ? null : keyRange.lowerBound(after, true), SLICE_ROWS)),
    };
    return { db: name, board: await rankedBoard(reads, columnOf, want, new Set(), now) };
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}
