/**
 * Where the options page keeps its copy of the board's first cards (ui/options/applications/kept-board.ts), and how
 * to forget it: apart, so that the account's change and an emptied list (live.ts), seen by any page, forget it
 * without importing the board.
 */
export const BOARD_COPY_KEY = 'jobstar.options.board';

export function forgetBoardCopy(): void {
  try {
    localStorage.removeItem(BOARD_COPY_KEY);
  } catch {
    // Nothing was kept.
  }
}
