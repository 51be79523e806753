/**
 * One column of the board. `BoardColumn` follows the moves on their way and works out its cards, the same array
 * while nothing in it changed (`columnCards`); `ColumnView` draws them, and only when they, its page of cards or
 * the drag over it changed: a move redraws the column it leaves and the one it enters, not the other three.
 * The callbacks are left out of that comparison: the board hands down ones that always reach the latest.
 */
import { type ReadonlySignal, type Signal, useSignal } from '@preact/signals';
import { Component, type JSX } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { stageName } from '../../../i18n/stages';
import { CLOSED_STAGES, type Stage } from '../../../model/application';
import { idleAfterNextFrame } from '../first-section';
import { BoardCard } from './BoardCard';
import { type ColumnSource, columnCards, columnCount, type Moves } from './board-moves';
import { type ColumnLimits, firstScreen, PAGE_CARDS, shownCards } from './column-pages';
import type { Column } from './columns';
import type { Entry } from './entries';

interface ColumnCallbacks {
  onMove: (jobId: string, stage: Stage) => void;
  onDragStart: (event: PointerEvent, jobId: string, from: Stage) => void;
}

export interface BoardColumnProps extends ColumnCallbacks {
  column: Column;
  source: ColumnSource;
  moves: ReadonlySignal<Moves>;
  /** How many cards each column draws; "Show more" adds a page to this column's. */
  limits: Signal<ColumnLimits>;
  /** The window's height below the board's top, once the board has measured it: its first frame's cards. */
  room: number | undefined;
  /** False while the cards are a copy of the column's first ones: "Show more" waits for the live read. */
  settled: boolean;
  /** Jobs moved in this page: drawn wherever their place in the column they went to. */
  moved: ReadonlySet<string>;
  dragging: boolean;
  /** The stage under the dragged card. */
  over: Stage | undefined;
  lang: Lang;
}

export function BoardColumn({ column, source, moves, limits, room, settled, ...rest }: BoardColumnProps): JSX.Element {
  const last = useRef<readonly Entry[] | undefined>(undefined);
  const cards = columnCards(column, source, moves.value, last.current);
  last.current = cards;
  const limit = limits.value[column];
  // The first frame draws what the window shows below the board's top; the rest of the page, and "Show more" with
  // its true count, once the page is idle after it.
  const whole = useSignal(false);
  useLayoutEffect(() => {
    idleAfterNextFrame(() => {
      whole.value = true;
    });
  }, []);
  return (
    <ColumnView
      column={column}
      cards={cards}
      count={columnCount(column, source, cards)}
      limit={whole.value ? limit : room === undefined ? 0 : Math.min(limit, firstScreen(room))}
      offersMore={whole.value && settled}
      onShowMore={() => {
        limits.value = { ...limits.value, [column]: limit + PAGE_CARDS };
      }}
      {...rest}
    />
  );
}

interface ColumnViewProps extends ColumnCallbacks {
  column: Column;
  cards: readonly Entry[];
  /** The column's jobs, drawn or not. */
  count: number;
  limit: number;
  /** Whether "Show more" is offered: not while the first frame draws only a screenful. */
  offersMore: boolean;
  moved: ReadonlySet<string>;
  dragging: boolean;
  over: Stage | undefined;
  lang: Lang;
  onShowMore: () => void;
}

/** Whether the drag's target is this column, or one of its closed stages. */
const overOf = (column: Column, over: Stage | undefined) =>
  column === 'closed' ? CLOSED_STAGES.find((stage) => stage === over) : over === column ? over : undefined;

class ColumnView extends Component<ColumnViewProps> {
  override shouldComponentUpdate(next: ColumnViewProps): boolean {
    const now = this.props;
    return (
      next.cards !== now.cards ||
      next.count !== now.count ||
      next.limit !== now.limit ||
      next.offersMore !== now.offersMore ||
      next.lang !== now.lang ||
      next.column !== now.column ||
      (next.column === 'closed' && next.dragging !== now.dragging) ||
      overOf(next.column, next.over) !== overOf(now.column, now.over)
    );
  }

  override render(): JSX.Element {
    const { column, cards, count, limit, offersMore, moved, dragging, over, lang, onMove, onDragStart, onShowMore } =
      this.props;
    const t = boardT(lang);
    const shown = shownCards(cards, limit, moved);
    const title = column === 'closed' ? t('closed') : stageName(column, lang);
    const target = (stage: Stage) => (over === stage ? ' drop-target' : '');
    const id = `column-${column}`;
    const open = column !== 'closed';
    return (
      <section
        class={`app-column${open ? target(column) : ''}`}
        aria-labelledby={id}
        data-column={column}
        data-drop-stage={open ? column : undefined}
      >
        <h3 id={id}>
          {title} <span class="app-count">({t('columnCount', { n: count })})</span>
        </h3>
        {!open && dragging && (
          <ul class="drop-zones" aria-hidden="true">
            {CLOSED_STAGES.map((stage) => (
              <li key={stage} class={`drop-zone${target(stage)}`} data-drop-stage={stage}>
                {t('dropOn', { stage: stageName(stage, lang) })}
              </li>
            ))}
          </ul>
        )}
        {count === 0 && <p class="app-none">{t('emptyColumn')}</p>}
        {cards.length > 0 && (
          <ul class="app-cards">
            {shown.map((entry) => (
              <BoardCard
                key={entry.jobId}
                entry={entry}
                lang={lang}
                moved={moved.has(entry.jobId)}
                onMove={(stage) => onMove(entry.jobId, stage)}
                onPointerDown={(event) => onDragStart(event, entry.jobId, entry.stage)}
              />
            ))}
          </ul>
        )}
        {offersMore && count > shown.length && (
          <button type="button" class="link-button show-more" onClick={onShowMore}>
            {t('showMore', {
              n: Math.min(PAGE_CARDS, count - shown.length),
              left: count - shown.length,
              stage: title,
            })}
          </button>
        )}
      </section>
    );
  }
}
