/** The list view: one table row per job, sortable by its headers (last move, stage, company, job). */
import { type ReadonlySignal, useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import { relativeDay, stageName } from '../../../i18n/stages';
import { applicationHash, type Stage } from '../../../model/application';
import type { AccountDb } from '../../../storage/db';
import { starredApplications } from '../../../storage/queries';
import { DueMark } from '../../shared/DueMark';
import { useAccountQuery } from '../../shared/live';
import { type Moves, withMoves } from './board-moves';
import { type Entry, entryOf } from './entries';
import { MoveMenu } from './MoveMenu';
import { DEFAULT_SORT, nextSort, SORT_KEYS, type Sort, sortEntries } from './sort';

export interface ListViewProps {
  entries: readonly Entry[];
  /** Moves sent and not yet read back: their rows show the stage they go to. */
  moves: ReadonlySignal<Moves>;
  lang: Lang;
  onMove: (jobId: string, stage: Stage) => void;
}

/**
 * The list of every starred job, read when the list is shown: it sorts them all, where the board reads only what
 * it draws.
 */
export function WholeList({ db, ...rest }: Omit<ListViewProps, 'entries'> & { db: AccountDb }): JSX.Element | null {
  const found = useAccountQuery(db, (db) => starredApplications(db), []).value;
  const entries = useMemo(() => found?.map(entryOf), [found]);
  return entries ? <ListView entries={entries} {...rest} /> : null;
}

export function ListView({ entries, moves, lang, onMove }: ListViewProps): JSX.Element {
  const t = boardT(lang);
  const sort = useSignal<Sort>(DEFAULT_SORT);
  const rows = sortEntries(withMoves(entries, moves.value), sort.value, lang);
  return (
    <div class="table-wrap">
      <table class="app-table">
        <thead>
          <tr>
            {SORT_KEYS.map((key) => {
              const column = t(`col.${key}`);
              return (
                <th key={key} scope="col" aria-sort={sort.value.key === key ? sort.value.direction : undefined}>
                  <button
                    type="button"
                    class="sort-button"
                    aria-label={t('sortBy', { column })}
                    onClick={() => {
                      sort.value = nextSort(sort.value, key);
                    }}
                  >
                    {column}
                    <span aria-hidden="true" class="sort-mark">
                      {sort.value.key === key ? (sort.value.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                    </span>
                  </button>
                </th>
              );
            })}
            <th scope="col">{t('moveTo')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.jobId} data-job-id={entry.jobId}>
              <td>
                <a dir="auto" href={applicationHash(entry.jobId)}>
                  {entry.title}
                </a>{' '}
                {entry.due && <DueMark title={entry.title} lang={lang} />}
              </td>
              <td dir="auto">{entry.company ?? ''}</td>
              <td>{stageName(entry.stage, lang)}</td>
              <td>
                <time dateTime={entry.movedAt}>{relativeDay(entry.movedAt, lang)}</time>
              </td>
              <td>
                <MoveMenu
                  jobId={`list-${entry.jobId}`}
                  title={entry.title}
                  stage={entry.stage}
                  lang={lang}
                  onMove={(stage) => onMove(entry.jobId, stage)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
