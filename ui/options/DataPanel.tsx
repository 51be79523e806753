/**
 * "Your data": what is stored and what waits, export (JSON for re-import, CSV for a spreadsheet), import
 * of a jobstar JSON file (checked against `ExportFile` here, so mistakes are shown before anything is sent
 * to the background), delete everything local, and the changes the service refused.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { ExportFile } from '../../storage/export-file';
import { send } from '../../messaging/send';
import { exportCsv, exportJson } from '../../storage/data';
import type { AccountDb } from '../../storage/db';
import { dataCounts } from '../../storage/queries';
import { useAccountQuery } from '../shared/live';
import { ConfirmButton } from './ConfirmButton';
import { DeadLetters } from './DeadLetters';

type Message = { text: string; error: boolean; details?: string[] };

function download(content: string, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has started from the click; the URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const today = () => new Date().toISOString().slice(0, 10);

export interface DataPanelProps {
  db: AccountDb | undefined;
  lang: Lang;
  /** The page was mounted afresh after "Delete everything local" succeeded. */
  localDeleted: boolean;
  onLocalDeleted: () => void;
}

export function DataPanel({ db, lang, localDeleted, onLocalDeleted }: DataPanelProps): JSX.Element {
  const t = optionsT(lang);
  const deletedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (localDeleted) deletedRef.current?.focus();
  }, []);
  const counts = useAccountQuery(db, dataCounts, []);
  const exportMessage = useSignal<Message | undefined>(undefined);
  const importMessage = useSignal<Message | undefined>(undefined);
  const deleteFailure = useSignal<Message | undefined>(undefined);

  const failed = (key: 'exportFailed' | 'importFailed' | 'actionFailed', error: unknown): Message => ({
    text: t(key, { message: error instanceof Error ? error.message : String(error) }),
    error: true,
  });

  const exportAs = async (kind: 'json' | 'csv') => {
    exportMessage.value = undefined;
    if (!db) return;
    try {
      if (kind === 'json') {
        download(JSON.stringify(await exportJson(db), null, 2), 'application/json', `jobstar-${today()}.json`);
      } else {
        download(await exportCsv(db), 'text/csv;charset=utf-8', `jobstar-saved-${today()}.csv`);
      }
    } catch (error) {
      exportMessage.value = failed('exportFailed', error);
    }
  };

  const importFile = async (event: JSX.TargetedEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    importMessage.value = undefined;
    if (!file) return;
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      importMessage.value = { text: t('importNotJson'), error: true };
      return;
    }
    const parsed = ExportFile.safeParse(data);
    if (!parsed.success) {
      importMessage.value = {
        text: t('importInvalid'),
        error: true,
        details: parsed.error.issues
          .slice(0, 8)
          .map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`),
      };
      return;
    }
    try {
      const result = await send({ type: 'data.import', data: parsed.data });
      importMessage.value = {
        text: t('importDone', { saved: result.saved, alerts: result.alerts, profile: result.profile ? 'yes' : 'no' }),
        error: false,
      };
      input.value = '';
    } catch (error) {
      importMessage.value = failed('importFailed', error);
    }
  };

  const show = (message: Message | undefined, id: string) =>
    message && (
      <div id={id} class={message.error ? 'field-error' : 'save-state'} role={message.error ? 'alert' : 'status'}>
        <p>{message.text}</p>
        {message.details && (
          <ul>
            {message.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
    );

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
          <dd data-testid="count-pending">{value?.pending ?? '…'}</dd>
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
          <button type="button" disabled={!db} onClick={() => exportAs('json')}>
            {t('exportJson')}
          </button>
          <button type="button" disabled={!db} onClick={() => exportAs('csv')}>
            {t('exportCsv')}
          </button>
        </div>
        {show(exportMessage.value, 'export-message')}
      </section>

      <section aria-labelledby="import-title">
        <h3 id="import-title">{t('importTitle')}</h3>
        <div class="field">
          <label for="import-file">{t('importPick')}</label>
          <input
            id="import-file"
            type="file"
            accept=".json,application/json"
            aria-describedby={importMessage.value ? 'import-file-hint import-message' : 'import-file-hint'}
            aria-invalid={importMessage.value?.error ? 'true' : undefined}
            onChange={importFile}
          />
          <span id="import-file-hint" class="hint">
            {t('importHint')}
          </span>
          {show(importMessage.value, 'import-message')}
        </div>
      </section>

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
            deleteFailure.value = undefined;
            try {
              await send({ type: 'data.deleteLocal' });
              onLocalDeleted();
            } catch (error) {
              deleteFailure.value = failed('actionFailed', error);
            }
          }}
        />
        {localDeleted && (
          <p ref={deletedRef} id="delete-message" class="save-state" role="status" tabIndex={-1}>
            {t('deleted')}
          </p>
        )}
        {show(deleteFailure.value, 'delete-failure')}
      </section>

      <DeadLetters db={db} lang={lang} />
    </>
  );
}
