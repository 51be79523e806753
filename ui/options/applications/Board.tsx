/**
 * The board: a column per open stage and one for the closed ones, each a labelled list of cards. A card is
 * dragged to another column (in Closed, onto one of its stages, offered while dragging) or moved by its menu;
 * both go through `onMove`. A move on its way (`moves`) redraws only the columns it leaves and enters
 * (`BoardColumn`), not the board of 2,000 (issue 36).
 */
import { type ReadonlySignal, type Signal, useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import type { Lang } from '../../../i18n/index';
import type { Stage } from '../../../model/application';
import { BoardColumn } from './BoardColumn';
import { columnSource, type Moves } from './board-moves';
import { type ColumnLimits, firstLimits } from './column-pages';
import { COLUMNS, type Column } from './columns';
import type { Entry } from './entries';
import { useCardDrag } from './use-card-drag';

export interface BoardProps {
  /** The cards the board may draw, in the list's order: every job, or each column's first ones with `counts`. */
  entries: readonly Entry[];
  /** How many jobs each column holds, when `entries` are only their first cards. */
  counts?: ReadonlyMap<Column, number>;
  /** How many cards each column draws: where its first cards are read, so that "Show more" reads more. */
  limits?: Signal<ColumnLimits>;
  /**
   * False while `entries` were read ahead as the page opened, the first cards it kept at the last opening among them
   * (kept-board.ts): a column's count is true, but not which of its cards follow, so "Show more" (its count of cards
   * not shown included) waits for the live read.
   */
  settled?: boolean;
  /** Jobs moved in this page, drawn wherever they land: where they are read too, wherever they fall. */
  moved?: Set<string>;
  /** Moves sent and not yet read back: their cards are drawn in the columns they go to. */
  moves: ReadonlySignal<Moves>;
  lang: Lang;
  onMove: (jobId: string, stage: Stage) => void;
}

export function Board({
  entries,
  counts,
  limits,
  settled = true,
  moved: movedHere,
  moves,
  lang,
  onMove,
}: BoardProps): JSX.Element {
  // Cards and columns keep the callbacks they were first drawn with: these always reach the latest `onMove`.
  const latest = useRef(onMove);
  latest.current = onMove;
  const source = useMemo(() => columnSource(entries, counts), [entries, counts]);
  const ownLimits = useSignal(firstLimits());
  const moved = useRef(movedHere ?? new Set<string>());
  const move = useRef((jobId: string, stage: Stage) => {
    moved.current.add(jobId);
    latest.current(jobId, stage);
  }).current;
  const drag = useCardDrag(move);
  const dragging = drag.state.value;
  // The window's height below the board's top, read once its columns are laid out and before that frame is
  // painted: the columns draw their first cards for it (column-pages.ts), none before. Read in the frame's
  // animation callbacks, after every layout effect of the commit: the page's going to the section the address
  // names is one, and a board drawn in the page's first render measured before it, from below the window.
  const board = useRef<HTMLDivElement>(null);
  const room = useSignal<number | undefined>(undefined);
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      room.value = Math.max(0, window.innerHeight - (board.current?.getBoundingClientRect().top ?? 0));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div class="app-board" ref={board}>
      {COLUMNS.map((column) => (
        <BoardColumn
          key={column}
          column={column}
          source={source}
          moves={moves}
          limits={limits ?? ownLimits}
          room={room.value}
          settled={settled}
          moved={moved.current}
          dragging={dragging !== undefined}
          over={dragging?.over}
          lang={lang}
          onMove={move}
          onDragStart={drag.start}
        />
      ))}
    </div>
  );
}
