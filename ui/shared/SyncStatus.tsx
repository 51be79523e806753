/**
 * The status line (DESIGN §4 rule 11): synced / syncing / N pending / offline (the browser) / the service
 * unreachable (its host named) / a service error in plain words (detail behind "Details") / signed out /
 * session expired, and a retry that asks the background to sync now.
 *
 * Usage: `<SyncStatus status={useSyncStatus(db, signedIn).value} host={service?.baseUrl} />`.
 */
import type { JSX } from 'preact';
import { browser } from 'wxt/browser';
import { wordError } from '../../i18n/errors';
import { uiLanguage } from '../../i18n/index';
import { sharedT } from '../../i18n/shared';
import { send } from '../../messaging/send';
import type { SyncStatus as Status } from '../../storage/outbox';
import { ErrorNote } from './ErrorNote';
import { useAction } from './use-action';

const t = sharedT();

export interface SyncStatusProps {
  status: Status | undefined;
  /** The service's address, to name it when it cannot be reached. */
  host?: string;
}

const hostOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return url ?? '';
  }
};

function statusText(status: Status, host: string): string {
  switch (status.state) {
    case 'synced':
      return t('synced');
    case 'syncing':
      return t('syncing');
    case 'pending':
      return t('pending', { n: status.pending });
    case 'offline':
      return t('offline', { n: status.pending });
    case 'unreachable':
      return t('unreachable', { host, n: status.pending });
    case 'signedOut':
      return t('signInToSync');
    case 'expired':
      return t('sessionExpired');
    case 'error':
      return t('syncError', {
        message: status.words ? wordError(status.words, uiLanguage()) : t('syncErrorUnknown'),
      });
  }
}

export function SyncStatus({ status, host }: SyncStatusProps): JSX.Element | null {
  const retry = useAction(() => send({ type: 'sync.now' }));
  if (!status) return null;
  // A failing sync is worth retrying with nothing queued: the pull (saved jobs, the profile) failed too.
  const canRetry =
    ['unreachable', 'error'].includes(status.state) ||
    (['pending', 'offline'].includes(status.state) && status.pending > 0);
  return (
    <div class={`sync-status sync-${status.state}`} role="status" aria-label={t('syncStatus')}>
      <span class="sync-dot" aria-hidden="true" />
      <span class="sync-text">{statusText(status, hostOf(host))}</span>
      {status.failed > 0 && (
        <a class="sync-failed" href={`${browser.runtime.getURL('/options.html')}#data`} target="_blank" rel="noopener">
          {t('failed', { n: status.failed })}
        </a>
      )}
      {status.state === 'error' && status.message && (
        <details class="error-details">
          <summary>{t('details')}</summary>
          <pre>{status.message}</pre>
        </details>
      )}
      {canRetry && (
        <button
          type="button"
          class="link-button"
          onClick={() => retry.run()}
          disabled={retry.busy}
          aria-label={t('retrySync')}
        >
          {t('retry')}
        </button>
      )}
      <ErrorNote error={retry.error} />
    </div>
  );
}
