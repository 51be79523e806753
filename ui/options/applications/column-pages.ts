/**
 * How many cards each column draws (issue 36): a screenful first and more on request, so a board of 2,000 (or
 * of 20,000 starred jobs, most of them Saved) paints as fast as a short one and stays light to lay out. A card
 * moved here is always drawn, wherever its place in its new column, so a move is seen where it lands.
 */
export const PAGE_CARDS = 30;

export function shownCards<T extends { jobId: string }>(
  cards: readonly T[],
  limit: number,
  moved: ReadonlySet<string>,
): T[] {
  return cards.filter((card, index) => index < limit || moved.has(card.jobId));
}
