/** The board: a column per open stage and one for the closed ones, each a labelled list of cards. */
import type { JSX } from 'preact';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { stageName } from '../../../i18n/stages';
import type { Stage } from '../../../model/application';
import { Card } from './Card';
import { COLUMNS, type Column, columnOf, type Entry } from './entries';

export interface BoardProps {
  entries: readonly Entry[];
  lang: Lang;
  onMove: (jobId: string, stage: Stage) => void;
}

export function Board({ entries, lang, onMove }: BoardProps): JSX.Element {
  const t = boardT(lang);
  const title = (column: Column) => (column === 'closed' ? t('closed') : stageName(column, lang));
  return (
    <div class="app-board">
      {COLUMNS.map((column) => {
        const cards = entries.filter((entry) => columnOf(entry.stage) === column);
        const id = `column-${column}`;
        return (
          <section key={column} class="app-column" aria-labelledby={id} data-column={column}>
            <h3 id={id}>
              {title(column)} <span class="app-count">({t('columnCount', { n: cards.length })})</span>
            </h3>
            {cards.length === 0 ? (
              <p class="app-none">{t('emptyColumn')}</p>
            ) : (
              <ul class="app-cards">
                {cards.map((entry) => (
                  <Card key={entry.jobId} entry={entry} lang={lang} onMove={(stage) => onMove(entry.jobId, stage)} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
