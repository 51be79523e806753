/**
 * "Your data": what is stored and what waits, export (JSON for re-import, CSV for a spreadsheet), import
 * (ImportData), delete everything local, and the changes the service refused.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { send } from '../../messaging/send';
import { exportCsv, exportHistoryCsv } from '../../storage/data';
import type { AccountDb } from '../../storage/db';
import { dataCounts } from '../../storage/queries';
import { download, fileDay } from '../shared/download';
import { ErrorNote } from '../shared/ErrorNote';
import { useAccountQuery, useProfile } from '../shared/live';
import { useAction } from '../shared/use-action';
import { ConfirmButton } from './ConfirmButton';
import { DeadLetters } from './DeadLetters';
import { exportInWorker } from './export-file';
import { ImportData } from './ImportData';
import { ProgressLine, type ProgressState } from './ProgressLine';
import { RecordsExport } from './RecordsExport';

const today = fileDay;

// Written out here so that the bundler finds the worker and builds it as a file of its own.
const startExportWorker = () => new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module' });

export interface DataPanelProps {
  db: AccountDb | undefined;
  lang: Lang;
  /** The page was mounted afresh after "Delete everything local" succeeded. */
  localDeleted: boolean;
  onLocalDeleted: () => void;
  /**
   * Nothing is queued to sync signed out (an import queues nothing at all, storage/data/data.ts): what is here goes
   * to the account that signs in, so the page says that instead of a count of waiting changes.
   */
  signedOut?: boolean;
}

export function DataPanel({ db, lang, localDeleted, onLocalDeleted, signedOut }: DataPanelProps): JSX.Element {
  const t = optionsT(lang);
  const deletedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (localDeleted) deletedRef.current?.focus();
  }, []);
  const counts = useAccountQuery(db, dataCounts, []);
  const profile = useProfile(db);
  const progress = useSignal<ProgressState | undefined>(undefined);
  const exporting = useAction(async (kind: 'json' | 'csv' | 'history') => {
    if (!db) return;
    if (kind === 'json') {
      progress.value = { label: t('exportReading') };
      try {
        const file = await exportInWorker(startExportWorker(), db.name, (done, total) => {
          progress.value = { label: t('exportProgress', { total: total / 2 }), done, total };
        });
        download(file, 'application/json', `jobstar-${today()}.json`);
      } finally {
        progress.value = undefined;
      }
    } else if (kind === 'history') {
      download(await exportHistoryCsv(db), 'text/csv;charset=utf-8', `jobstar-history-${today()}.csv`);
    } else {
      download(await exportCsv(db), 'text/csv;charset=utf-8', `jobstar-saved-${today()}.csv`);
    }
  });

  const value = counts.value;
  return (
    <>
      <p class="intro">{t('dataIntro')}</p>
      <dl class="counts" aria-busy={value === undefined ? 'true' : undefined}>
        <div>
          <dt>{t('count.saved')}</dt>
          <dd data-testid="count-saved">{value?.saved ?? '…'}</dd>
        </div>
        <div>
          <dt>{t('count.alerts')}</dt>
          <dd data-testid="count-alerts">{value?.alerts ?? '…'}</dd>
        </div>
        <div>
          <dt>{t('count.profile')}</dt>
          <dd>{value === undefined ? '…' : value.profile ? t('profileStored') : t('profileNone')}</dd>
        </div>
        <div>
          <dt>{t('count.pending')}</dt>
          <dd data-testid="count-pending">{signedOut ? t('pendingSignedOut') : (value?.pending ?? '…')}</dd>
        </div>
        <div>
          <dt>{t('count.failed')}</dt>
          <dd>{value?.failed ?? '…'}</dd>
        </div>
      </dl>

      <section aria-labelledby="export-title">
        <h3 id="export-title">{t('exportTitle')}</h3>
        <p class="hint">{t('exportIntro')}</p>
        <div class="form-actions">
          <button type="button" disabled={!db || exporting.busy} onClick={() => exporting.run('json')}>
            {t('exportJson')}
          </button>
          <button type="button" disabled={!db || exporting.busy} onClick={() => exporting.run('csv')}>
            {t('exportCsv')}
          </button>
          <button type="button" disabled={!db || exporting.busy} onClick={() => exporting.run('history')}>
            {t('exportHistoryCsv')}
          </button>
        </div>
        {progress.value && <ProgressLine id="export-progress" state={progress.value} />}
        <ErrorNote id="export-message" error={exporting.error} lead={(text) => t('exportFailed', { message: text })} />
        <RecordsExport db={db} lang={lang} />
      </section>

      <ImportData lang={lang} storedProfile={profile.value?.local} signedOut={signedOut} />

      <section aria-labelledby="delete-title">
        <h3 id="delete-title">{t('deleteTitle')}</h3>
        <p class="hint">{t('deleteIntro')}</p>
        <ConfirmButton
          id="delete-local"
          label={t('deleteLocal')}
          question={t('deleteConfirm')}
          yes={t('deleteYes')}
          cancel={t('cancel')}
          onConfirm={async () => {
            await send({ type: 'data.deleteLocal' });
            onLocalDeleted();
          }}
        />
        {localDeleted && (
          <p ref={deletedRef} id="delete-message" class="save-state" role="status" tabIndex={-1}>
            {t('deleted')}
          </p>
        )}
      </section>

      <DeadLetters db={db} lang={lang} />
    </>
  );
}
