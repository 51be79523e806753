/**
 * The sync status line (DESIGN §4 rule 11): synced / syncing / N pending / offline / sign in to sync /
 * error with its message, and a retry that asks the background to sync now.
 *
 * Usage: `<SyncStatus status={useSyncStatus(db, signedIn).value} />`; `onRetry` defaults to `sync.now`.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { sharedT } from '../../i18n/shared';
import { send } from '../../messaging/send';
import type { SyncStatus as Status } from '../../storage/status';

const t = sharedT();

export interface SyncStatusProps {
  status: Status | undefined;
  onRetry?: () => Promise<unknown> | undefined;
}

function statusText(status: Status): string {
  switch (status.state) {
    case 'synced':
      return t('synced');
    case 'syncing':
      return t('syncing');
    case 'pending':
      return t('pending', { n: status.pending });
    case 'offline':
      return t('offline', { n: status.pending });
    case 'signin':
      return t('signInToSync');
    case 'error':
      return t('syncError', { message: status.message ?? '' });
  }
}

export function SyncStatus({ status, onRetry }: SyncStatusProps): JSX.Element | null {
  const retrying = useSignal(false);
  if (!status) return null;
  const retry = async () => {
    retrying.value = true;
    try {
      await (onRetry ? onRetry() : send({ type: 'sync.now' }));
    } catch (error) {
      console.warn('jobstar: sync.now failed', error);
    } finally {
      retrying.value = false;
    }
  };
  const canRetry = status.state === 'pending' || status.state === 'offline' || status.state === 'error';
  return (
    <div class={`sync-status sync-${status.state}`} role="status" aria-label={t('syncStatus')}>
      <span class="sync-dot" aria-hidden="true" />
      <span class="sync-text">{statusText(status)}</span>
      {status.failed > 0 && <span class="sync-failed">{t('failed', { n: status.failed })}</span>}
      {canRetry && (
        <button type="button" class="link-button" onClick={retry} disabled={retrying.value} aria-label={t('retrySync')}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
