/**
 * How many cards each column draws (issue 36): a screenful first and more on request, so a board of 2,000 (or
 * of 20,000 starred jobs, most of them Saved) paints as fast as a short one and stays light to lay out. A card
 * moved here is always drawn, wherever its place in its new column, so a move is seen where it lands.
 */
import { COLUMNS, type Column } from './columns';

export const PAGE_CARDS = 30;

/** How many cards each column draws once its page is whole: a page, and a page more at each "Show more". */
export type ColumnLimits = Readonly<Record<Column, number>>;

export const firstLimits = (): ColumnLimits =>
  Object.fromEntries(COLUMNS.map((column) => [column, PAGE_CARDS])) as Record<Column, number>;

/** The least room a card takes: its kept size while out of view (`contain-intrinsic-size`) and the gap. */
const CARD_PX = 104;

/**
 * How many cards a column draws in the board's first frame: as many as `room`, the window's height below the
 * board's top, can show (one at least). The rest of its page comes once the page is idle after that frame
 * (BoardColumn.tsx): drawing 150 cards where a screen shows 40 was most of the first paint's script, and drawing
 * a window's height of them from the board's top, below the section's heading and tools, still three times what
 * showed (issue 36).
 */
export const firstScreen = (room: number): number => Math.min(PAGE_CARDS, Math.max(1, Math.ceil(room / CARD_PX)));

export function shownCards<T extends { jobId: string }>(
  cards: readonly T[],
  limit: number,
  moved: ReadonlySet<string>,
): T[] {
  return cards.filter((card, index) => index < limit || moved.has(card.jobId));
}
