/**
 * The board read ahead (issue 36): when the options page opens on its Applications section, its classic script
 * reads the board with plain IndexedDB while the page's module entry and the database code load
 * (board-read-ahead.ts), and the cards are drawn from that read rather than after Dexie, the database's opening and
 * the live query.
 *
 * The live query waits until that read's cards are painted (`boardAheadWaits`): both at once read every row twice
 * on the page's main thread before the first paint, and it came later than with the live query alone. Its answer
 * then replaces the read ahead, which is forgotten from then on: a database deleted or changed later is never
 * drawn from an old read.
 */
import { signal } from '@preact/signals';
import type { BoardAhead } from '../../../storage/wake';
import { afterNextFrame, WAIT_AT_MOST_MS } from '../first-section';
import { boardHandedOver } from './board-handoff';
import type { Column } from './columns';

const ahead = signal<BoardAhead<Column> | undefined>(undefined);
const waits = signal(false);
let forgotten = false;

const stopWaiting = () => {
  waits.value = false;
};

/** Follows the read the classic script handed over, if any: called before the app's first render. */
export function followBoardAhead(scope: object = globalThis): void {
  const handoff = boardHandedOver(scope);
  if (!handoff) return;
  forgotten = false;
  if (handoff.answered) {
    if (!handoff.answered.board) return;
    ahead.value = handoff.answered.board;
    waits.value = true;
    afterNextFrame(stopWaiting);
    return;
  }
  waits.value = true;
  // A read that never answers holds the live query up no longer than the page's other sections wait.
  const timer = setTimeout(stopWaiting, WAIT_AT_MOST_MS);
  void handoff.read.then((board) => {
    clearTimeout(timer);
    if (!board || forgotten) return stopWaiting();
    ahead.value = board;
    afterNextFrame(stopWaiting);
  });
}

/** Whether the board's live query should wait for the read ahead; read in a render, it redraws when that ends. */
export const boardAheadWaits = (): boolean => waits.value;

/**
 * The board read ahead, if it was read from database `db` (from any while the page has not opened its database yet:
 * the read's was the one the meta database names). Read in a render, it redraws when it comes.
 */
export const boardAheadFrom = (db: string | undefined): BoardAhead<Column>['board'] | undefined => {
  const read = ahead.value;
  return read && (db === undefined || read.db === db) ? read.board : undefined;
};

/** The live answer came: the read ahead, and any still on its way, are dropped. */
export function forgetBoardAhead(): void {
  forgotten = true;
  ahead.value = undefined;
}
