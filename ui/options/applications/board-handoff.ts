/**
 * Where the options page's classic script (entrypoints/options-ahead.ts) hands the board it read ahead to the app
 * (board-ahead.ts): two bundles, so the read is kept in the page's global scope, which only the extension's own
 * pages share. Apart from the read, so that the app can see that it was made without bundling how.
 */
import type { BoardAhead } from '../../../storage/wake';
import type { Column } from './columns';

const HANDOFF = '__jobstarBoardAhead';

export interface BoardHandoff {
  read: Promise<BoardAhead<Column> | undefined>;
  /** Set once the read has answered: the app's first render can draw it. */
  answered?: { board: BoardAhead<Column> | undefined };
}

type Scope = { [HANDOFF]?: BoardHandoff };

export function handOverBoard(handoff: BoardHandoff, scope: object = globalThis): void {
  (scope as Scope)[HANDOFF] = handoff;
}

export const boardHandedOver = (scope: object = globalThis): BoardHandoff | undefined => (scope as Scope)[HANDOFF];
