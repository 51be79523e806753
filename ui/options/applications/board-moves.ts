/**
 * Moves shown ahead of the list read back, and each column's cards with them (issue 36). A column's cards stay
 * the same array, of the same entries, while nothing in them changed, so a move redraws the two columns it
 * concerns and not the board, and a moved card's entry is made once per move, not at every render.
 */
import type { Stage } from '../../../model/application';
import { COLUMNS, type Column, columnOf } from './columns';
import type { Entry } from './entries';

/** A move sent and not yet read back: the stage it goes to and when it was made. */
export interface Ahead {
  stage: Stage;
  at: string;
}

/** The moves on their way, by job. */
export type Moves = ReadonlyMap<string, Ahead>;

const made = new WeakMap<Ahead, { from: Entry; entry: Entry }>();

/** The entry as its move shows it: the same object for the same move of the same entry. */
export function movedEntry(entry: Entry, ahead: Ahead | undefined): Entry {
  if (!ahead || ahead.stage === entry.stage) return entry;
  const kept = made.get(ahead);
  if (kept?.from === entry) return kept.entry;
  const moved = { ...entry, stage: ahead.stage, movedAt: ahead.at };
  made.set(ahead, { from: entry, entry: moved });
  return moved;
}

/** Every entry as the moves on their way show it (the list itself when none is). */
export const withMoves = (entries: readonly Entry[], moves: Moves): readonly Entry[] =>
  moves.size === 0 ? entries : entries.map((entry) => movedEntry(entry, moves.get(entry.jobId)));

/** The entries of each column, in the list's order, before any move on its way. */
export function byColumn(entries: readonly Entry[]): ReadonlyMap<Column, readonly Entry[]> {
  const columns = new Map(COLUMNS.map((column) => [column, [] as Entry[]]));
  for (const entry of entries) columns.get(columnOf(entry.stage))!.push(entry);
  return columns;
}

const sameList = (a: readonly Entry[], b: readonly Entry[]) =>
  a.length === b.length && a.every((entry, index) => entry === b[index]);

export interface ColumnSource {
  byId: ReadonlyMap<string, Entry>;
  /** Each entry's place in the list. */
  place: ReadonlyMap<string, number>;
  columns: ReadonlyMap<Column, readonly Entry[]>;
  /** How many jobs each column holds, drawn or not, before any move on its way. */
  counts: ReadonlyMap<Column, number>;
}

/**
 * `entries`: the cards the board may draw, in the list's order; `counts`: each column's jobs when `entries` are
 * only its first cards (storage/applications/board.ts), else `entries` are all of them.
 */
export function columnSource(entries: readonly Entry[], counts?: ReadonlyMap<Column, number>): ColumnSource {
  const columns = byColumn(entries);
  return {
    byId: new Map(entries.map((entry) => [entry.jobId, entry])),
    place: new Map(entries.map((entry, index) => [entry.jobId, index])),
    columns,
    counts: counts ?? new Map([...columns].map(([column, list]) => [column, list.length])),
  };
}

/** A column's count with the moves on their way: `cards` are its drawn ones with them (`columnCards`). */
export const columnCount = (column: Column, source: ColumnSource, cards: readonly Entry[]): number =>
  (source.counts.get(column) ?? 0) + cards.length - source.columns.get(column)!.length;

/**
 * One column's cards with the moves on their way, in the list's order; `previous` itself when they are the same
 * entries, so that a column no move went to or from is not drawn again.
 */
export function columnCards(
  column: Column,
  { byId, place, columns }: ColumnSource,
  moves: Moves,
  previous?: readonly Entry[],
): readonly Entry[] {
  const base = columns.get(column)!;
  const into: Entry[] = [];
  let touched = false;
  for (const [jobId, ahead] of moves) {
    const entry = byId.get(jobId);
    if (!entry || entry.stage === ahead.stage) continue;
    const from = columnOf(entry.stage);
    const to = columnOf(ahead.stage);
    if (from === column || to === column) touched = true;
    if (to === column && from !== column) into.push(movedEntry(entry, ahead));
  }
  if (!touched) return previous && sameList(previous, base) ? previous : base;
  const stays = (entry: Entry) => {
    const ahead = moves.get(entry.jobId);
    return !ahead || columnOf(ahead.stage) === column;
  };
  const cards = [...base.filter(stays).map((entry) => movedEntry(entry, moves.get(entry.jobId))), ...into];
  if (into.length > 0) cards.sort((a, b) => place.get(a.jobId)! - place.get(b.jobId)!);
  return previous && sameList(previous, cards) ? previous : cards;
}
