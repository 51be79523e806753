/**
 * Import of a jobstar JSON file: read in a worker and checked by the background as its pieces arrive
 * (import-pieces.ts, read-import.ts), so a wrong file, a damaged row (with its place in the file) or one the import
 * rules refuse (with the rule and the row) is said in plain words next to the control before anything is written,
 * then added and synced. The result says what was new, or that everything was already there.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { wordError } from '../../i18n/errors';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { send } from '../../messaging/send';
import { ErrorNote } from '../shared/ErrorNote';
import { WordedError } from '../shared/error-text';
import { useAction } from '../shared/use-action';
import { type ImportWorker, importInPieces } from './import-pieces';
import { ProgressLine, type ProgressState } from './ProgressLine';

// Written out here so that the bundler finds the worker and builds it as a file of its own.
const startWorker = (): ImportWorker => new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module' });

export interface ImportDataProps {
  lang: Lang;
  storedProfile: unknown;
  /** What is imported signed out stays on this device until someone signs in: the hint says so. */
  signedOut?: boolean;
}

export function ImportData({ lang, storedProfile, signedOut }: ImportDataProps): JSX.Element {
  const t = optionsT(lang);
  const progress = useSignal<ProgressState | undefined>(undefined);
  const importing = useAction(async (file: File) => {
    try {
      progress.value = { label: t('importReading') };
      const read = await importInPieces(file, storedProfile, {
        worker: startWorker,
        send,
        progress: (done, total) => {
          progress.value = { label: t('importProgress', { total }), done, total };
        },
        writing: () => {
          progress.value = { label: t('importWriting') };
        },
      });
      if (!read.ok && read.kind === 'refused') throw new WordedError(wordError(read.refusal, lang));
      if (!read.ok) throw new WordedError(t(`import.${read.kind}`), read.details);
      return read.result;
    } finally {
      progress.value = undefined;
    }
  });
  const result = importing.result;
  const refused = importing.error;
  const nothingNew = result && result.saved === 0 && result.alerts === 0 && !result.profile;
  const message = result
    ? nothingNew
      ? t('importNothingNew')
      : t('importDone', { saved: result.saved, alerts: result.alerts, profile: result.profile ? 'yes' : 'no' })
    : undefined;
  return (
    <section aria-labelledby="import-title">
      <h3 id="import-title">{t('importTitle')}</h3>
      <div class="field">
        <label for="import-file">{t('importPick')}</label>
        <input
          id="import-file"
          type="file"
          accept=".json,application/json"
          aria-describedby={message || refused ? 'import-file-hint import-message' : 'import-file-hint'}
          aria-invalid={refused ? 'true' : undefined}
          onChange={async (event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (file && (await importing.run(file))) input.value = '';
          }}
        />
        <span id="import-file-hint" class="hint">
          {t(signedOut ? 'importHintSignedOut' : 'importHint')}
        </span>
        {progress.value && <ProgressLine id="import-progress" state={progress.value} />}
        {message && (
          <p id="import-message" class="save-state" role="status">
            {message}
          </p>
        )}
        <ErrorNote id="import-message" error={refused} />
      </div>
    </section>
  );
}
