/**
 * The board: a column per open stage and one for the closed ones, each a labelled list of cards. A card is
 * dragged to another column (in Closed, onto one of its stages, offered while dragging) or moved by its menu;
 * both go through `onMove`.
 */
import type { JSX } from 'preact';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { stageName } from '../../../i18n/stages';
import { CLOSED_STAGES, type Stage } from '../../../model/application';
import { Card } from './Card';
import { COLUMNS, type Column, columnOf, type Entry } from './entries';
import { useCardDrag } from './use-card-drag';

export interface BoardProps {
  entries: readonly Entry[];
  lang: Lang;
  onMove: (jobId: string, stage: Stage) => void;
}

export function Board({ entries, lang, onMove }: BoardProps): JSX.Element {
  const t = boardT(lang);
  const drag = useCardDrag(onMove);
  const dragging = drag.state.value;
  const title = (column: Column) => (column === 'closed' ? t('closed') : stageName(column, lang));
  const target = (stage: Stage) => (dragging?.over === stage ? ' drop-target' : '');
  return (
    <div class={`app-board${dragging ? ' is-dragging' : ''}`}>
      {COLUMNS.map((column) => {
        const cards = entries.filter((entry) => columnOf(entry.stage) === column);
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
            {cards.length === 0 ? (
              <p class="app-none">{t('emptyColumn')}</p>
            ) : (
              <ul class="app-cards">
                {cards.map((entry) => (
                  <Card
                    key={entry.jobId}
                    entry={entry}
                    lang={lang}
                    onMove={(stage) => onMove(entry.jobId, stage)}
                    onPointerDown={(event) => drag.start(event, entry.jobId, entry.stage)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
