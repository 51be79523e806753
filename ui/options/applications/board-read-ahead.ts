/**
 * The options page's board, read by its classic script (entrypoints/options-ahead.ts) with plain IndexedDB as the
 * page is parsed, before its module entry and the database code have loaded (issue 36): when the address names the
 * Applications section, the cards can be drawn at the app's first render. The first cards the page last kept
 * (kept-board.ts) need no read at all, and are handed over at once. No Preact here: this is the classic script's.
 */
import { APPLICATION_ROUTE } from '../../../model/stages';
import { readBoard } from '../../../storage/wake';
import { lastDbName } from '../../shared/last-db';
import { type BoardHandoff, handOverBoard } from './board-handoff';
import { firstLimits } from './column-pages';
import { type Column, columnOf } from './columns';
import { keptBoard } from './kept-board';

/** `hash` names the Applications section, with one job's details open or not. */
export const namesTheBoard = (hash: string): boolean => hash.split('/')[0] === `#${APPLICATION_ROUTE}`;

export function readBoardAhead(hash: string, scope: object = globalThis, read = readBoard<Column>): void {
  if (!namesTheBoard(hash)) return;
  const db = lastDbName() ?? undefined;
  // The board's first cards as the page last read them are drawn at once, with no read at all (kept-board.ts).
  const kept = keptBoard(db);
  if (kept && db) {
    const board = { db, board: kept };
    handOverBoard({ read: Promise.resolve(board), answered: { board } }, scope);
    return;
  }
  const limits = firstLimits();
  // Nothing read ahead (a failure included): the board waits for its live query, as before.
  const handoff: BoardHandoff = {
    read: read(db, columnOf, (column) => limits[column]).catch(() => undefined),
  };
  void handoff.read.then((board) => {
    handoff.answered = { board };
  });
  handOverBoard(handoff, scope);
}
