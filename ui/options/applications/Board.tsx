/**
 * The board: a column per open stage and one for the closed ones, each a labelled list of cards. A card is
 * dragged to another column (in Closed, onto one of its stages, offered while dragging) or moved by its menu;
 * both go through `onMove`.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { stageName } from '../../../i18n/stages';
import { CLOSED_STAGES, type Stage } from '../../../model/application';
import { BoardCard } from './BoardCard';
import { PAGE_CARDS, shownCards } from './column-pages';
import { COLUMNS, type Column, columnOf, type Entry } from './entries';
import { useCardDrag } from './use-card-drag';

export interface BoardProps {
  entries: readonly Entry[];
  lang: Lang;
  onMove: (jobId: string, stage: Stage) => void;
}

export function Board({ entries, lang, onMove }: BoardProps): JSX.Element {
  const t = boardT(lang);
  // Cards keep the callbacks they were first drawn with (BoardCard): these always reach the latest `onMove`.
  const latest = useRef(onMove);
  latest.current = onMove;
  const byColumn = new Map(COLUMNS.map((column) => [column, [] as Entry[]]));
  for (const entry of entries) byColumn.get(columnOf(entry.stage))!.push(entry);
  const limits = useSignal<Partial<Record<Column, number>>>({});
  const moved = useRef(new Set<string>());
  const move = (jobId: string, stage: Stage) => {
    moved.current.add(jobId);
    latest.current(jobId, stage);
  };
  const drag = useCardDrag(move);
  const dragging = drag.state.value;
  const title = (column: Column) => (column === 'closed' ? t('closed') : stageName(column, lang));
  const target = (stage: Stage) => (dragging?.over === stage ? ' drop-target' : '');
  return (
    <div class={`app-board${dragging ? ' is-dragging' : ''}`}>
      {COLUMNS.map((column) => {
        const cards = byColumn.get(column)!;
        const limit = limits.value[column] ?? PAGE_CARDS;
        const shown = shownCards(cards, limit, moved.current);
        const id = `column-${column}`;
        const open = column !== 'closed';
        return (
          <section
            key={column}
            class={`app-column${open ? target(column) : ''}`}
            aria-labelledby={id}
            data-column={column}
            data-drop-stage={open ? column : undefined}
          >
            <h3 id={id}>
              {title(column)} <span class="app-count">({t('columnCount', { n: cards.length })})</span>
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
            {cards.length === 0 && <p class="app-none">{t('emptyColumn')}</p>}
            {cards.length > 0 && (
              <ul class="app-cards">
                {shown.map((entry) => (
                  <BoardCard
                    key={entry.jobId}
                    entry={entry}
                    lang={lang}
                    onMove={(stage) => move(entry.jobId, stage)}
                    onPointerDown={(event) => drag.start(event, entry.jobId, entry.stage)}
                  />
                ))}
              </ul>
            )}
            {cards.length > shown.length && (
              <button
                type="button"
                class="link-button show-more"
                onClick={() => {
                  limits.value = { ...limits.value, [column]: limit + PAGE_CARDS };
                }}
              >
                {t('showMore', {
                  n: Math.min(PAGE_CARDS, cards.length - shown.length),
                  left: cards.length - shown.length,
                  stage: title(column),
                })}
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}
