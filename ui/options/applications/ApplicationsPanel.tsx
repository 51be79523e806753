/**
 * The options page's "Applications": every starred job by stage, as a board or a sortable list, with one job's
 * details when the address names it. Read live from this browser's database; moves go through the background.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { boardT } from '../../../i18n/application-board';
import type { Lang } from '../../../i18n/index';
import type { AccountDb } from '../../../storage/db';
import { starredApplications } from '../../../storage/queries';
import { ErrorNote } from '../../shared/ErrorNote';
import { useAccountQuery } from '../../shared/live';
import { Board } from './Board';
import { Details } from './Details';
import { entryOf } from './entries';
import { ListView } from './ListView';
import { useMove } from './use-move';
import { useOpenJob } from './use-route';

export interface ApplicationsPanelProps {
  db: AccountDb | undefined;
  lang: Lang;
}

type View = 'board' | 'list';

export function ApplicationsPanel({ db, lang }: ApplicationsPanelProps): JSX.Element {
  const t = boardT(lang);
  const view = useSignal<View>('board');
  const found = useAccountQuery(db, (db) => starredApplications(db), []).value;
  const openJob = useOpenJob();
  const move = useMove();
  const entries = (found ?? []).map(entryOf);
  const byId = new Map(entries.map((entry) => [entry.jobId, entry]));
  const onMove = (jobId: string, stage: Parameters<typeof move.run>[1]) => move.run(jobId, stage);

  return (
    <>
      <p class="intro">{t('intro')}</p>
      <p class="honesty">{t('honesty')}</p>
      {openJob && found !== undefined && <Details jobId={openJob} entry={byId.get(openJob)} byId={byId} lang={lang} />}
      {found !== undefined && entries.length === 0 && (
        <div class="app-empty">
          <h3>{t('emptyTitle')}</h3>
          <p>{t('emptyHow')}</p>
        </div>
      )}
      {entries.length > 0 && (
        <>
          <fieldset class="view-toggle">
            <legend>{t('views')}</legend>
            {(['board', 'list'] as const).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="applications-view"
                  value={option}
                  checked={view.value === option}
                  onChange={() => {
                    view.value = option;
                  }}
                />
                {t(option)}
              </label>
            ))}
          </fieldset>
          <ErrorNote error={move.error} lead={(text) => t('moveFailed', { text })} />
          {view.value === 'board' ? (
            <Board entries={entries} lang={lang} onMove={onMove} />
          ) : (
            <ListView entries={entries} lang={lang} onMove={onMove} />
          )}
        </>
      )}
    </>
  );
}
