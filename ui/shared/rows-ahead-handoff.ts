/**
 * Where a first opening of the popup hands its starred rows, read ahead by the copy script (ui/popup/rows-ahead.ts),
 * to the app: the two are separate bundles, so the read is kept in the page's global scope, which only the
 * extension's own pages share. Apart from the read itself, so that the app's shared code (live.ts) can see that it
 * was made without importing how.
 */
import type { StarredAhead } from '../../storage/wake';

const HANDOFF = '__jobstarRowsAhead';

export interface RowsAhead {
  read: Promise<StarredAhead | undefined>;
  /** Set once the read has answered. */
  starred?: StarredAhead;
}

type Scope = { [HANDOFF]?: RowsAhead };

export function handOverRowsAhead(ahead: RowsAhead, scope: object = globalThis): void {
  (scope as Scope)[HANDOFF] = ahead;
}

export const rowsAheadIn = (scope: object = globalThis): RowsAhead | undefined => (scope as Scope)[HANDOFF];
