/**
 * The board's first cards as the options page last read them, kept in the extension origin's localStorage (issue
 * 36), so that the page opened on its board draws them in its first frame, before IndexedDB has been read at all;
 * the live query answers after that frame and replaces them. It is what the popup keeps of its list
 * (ui/shared/first-rows.ts), for the board: only for the database it was read from and by this version of the
 * extension, and never past an account's change or an emptied list (ui/shared/live.ts forgets it).
 *
 * Each column keeps as many cards as a first frame can draw on this screen, with the column's count; a card's
 * reminder is judged due when it is read, not when it was kept.
 */
import { browser } from 'wxt/browser';
import type { ApplicationRow } from '../../../model/application';
import type { SavedRow } from '../../../storage/db';
import { type BoardRows, joined } from '../../../storage/wake';
import { forgetBoardCopy, BOARD_COPY_KEY as KEY } from '../../shared/board-copy-key';
import { lastDbName } from '../../shared/last-db';
import { firstScreen } from './column-pages';
import { COLUMNS, type Column, columnOf } from './columns';

/** A copy longer than this (long notes on many cards) is not kept: parsing it would cost what it saves. */
export const KEPT_BOARD_MAX_CHARS = 256_000;

interface Kept {
  db: string;
  version: string;
  counts: [Column, number][];
  cards: { job: SavedRow; application: ApplicationRow }[];
}

const extensionVersion = (): string => browser.runtime.getManifest().version;

const isCard = (card: unknown): card is Kept['cards'][number] => {
  const { job, application } = (card ?? {}) as Partial<Kept['cards'][number]>;
  return typeof job?.jobId === 'string' && typeof application?.stage === 'string';
};

const isCount = (count: unknown): count is [Column, number] =>
  Array.isArray(count) && COLUMNS.includes(count[0]) && Number.isInteger(count[1]) && count[1] >= 0;

/** The board kept for database `db` by this version, if any; anything else in its place is ignored. */
export function keptBoard(db: string | null | undefined, now = Date.now()): BoardRows<Column> | undefined {
  if (!db) return undefined;
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    if (!kept || kept.db !== db || kept.version !== extensionVersion()) return undefined;
    const { counts, cards } = kept;
    if (!Array.isArray(counts) || !counts.every(isCount) || !Array.isArray(cards) || !cards.every(isCard))
      return undefined;
    return { counts: new Map(counts), found: cards.map(({ job, application }) => joined(job, application, now)) };
  } catch {
    return undefined;
  }
}

/**
 * Keeps each column's first cards of `board`, as many as a first frame draws in a window of `screenHeight` (the
 * screen's, which no window of it exceeds). An empty board keeps nothing: its first frame needs no copy.
 */
export function keepBoard(db: string, board: BoardRows<Column>, screenHeight: number): void {
  // A page still showing the account another page has just left keeps nothing of it.
  if (db !== lastDbName()) return;
  const total = [...board.counts.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) {
    forgetBoardCopy();
    return;
  }
  const each = firstScreen(screenHeight);
  const taken = new Map<Column, number>();
  const cards = board.found.filter(({ application }) => {
    const column = columnOf(application.stage);
    const n = taken.get(column) ?? 0;
    taken.set(column, n + 1);
    return n < each;
  });
  const kept: Kept = {
    db,
    version: extensionVersion(),
    counts: [...board.counts],
    cards: cards.map(({ job, application }) => ({ job, application })),
  };
  try {
    const text = JSON.stringify(kept);
    if (text.length > KEPT_BOARD_MAX_CHARS) forgetBoardCopy();
    else localStorage.setItem(KEY, text);
  } catch {
    // Without localStorage (or over its quota) the board is read from the database, as before.
  }
}
