/**
 * The options page's board, read by its classic script (entrypoints/options-ahead.ts) with plain IndexedDB as the
 * page is parsed, before its module entry and the database code have loaded (issue 36): when the address names the
 * Applications section, the cards can be drawn at the app's first render. No Preact here: this is the classic
 * script's.
 */
import { APPLICATION_ROUTE } from '../../../model/stages';
import { readBoard } from '../../../storage/wake';
import { lastDbName } from '../../shared/last-db';
import { type BoardHandoff, handOverBoard } from './board-handoff';
import { firstLimits } from './column-pages';
import { type Column, columnOf } from './columns';

/** `hash` names the Applications section, with one job's details open or not. */
export const namesTheBoard = (hash: string): boolean => hash.split('/')[0] === `#${APPLICATION_ROUTE}`;

export function readBoardAhead(hash: string, scope: object = globalThis, read = readBoard<Column>): void {
  if (!namesTheBoard(hash)) return;
  const limits = firstLimits();
  // Nothing read ahead (a failure included): the board waits for its live query, as before.
  const handoff: BoardHandoff = {
    read: read(lastDbName() ?? undefined, columnOf, (column) => limits[column]).catch(() => undefined),
  };
  void handoff.read.then((board) => {
    handoff.answered = { board };
  });
  handOverBoard(handoff, scope);
}
