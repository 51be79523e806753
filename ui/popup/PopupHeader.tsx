/**
 * The popup's header: the page's level-one heading, the account, the Settings gear (the options page), the
 * sync status, this tab's job, and a star that failed.
 */
import type { JSX } from 'preact';
import { browser } from 'wxt/browser';
import { popupT } from '../../i18n/popup';
import type { AccountInfo } from '../../model/account';
import type { AccountDb } from '../../storage/db';
import type { SyncStatus as Status } from '../../storage/outbox';
import { AccountBox } from '../shared/AccountBox';
import { StarFailureNote } from '../shared/StarFailureNote';
import { SyncStatus } from '../shared/SyncStatus';
import { ThisPage } from './ThisPage';

const t = popupT();

export interface PopupHeaderProps {
  account: AccountInfo | null | undefined;
  stars: number | undefined;
  applications: number | undefined;
  status: Status | undefined;
  serviceUrl: string | undefined;
  db: AccountDb | undefined;
}

export function PopupHeader({ account, stars, applications, status, serviceUrl, db }: PopupHeaderProps): JSX.Element {
  return (
    <header class="popup-header">
      <div class="header-row">
        <h1 class="brand">
          <span aria-hidden="true">★ </span>
          {t('appName')}
        </h1>
        <AccountBox
          account={account}
          stars={stars}
          applications={applications}
          sessionLost={status?.state === 'expired'}
        />
        <button
          type="button"
          class="icon-button"
          aria-label={t('settings')}
          title={t('settings')}
          onClick={() => browser.runtime.openOptionsPage()}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M19.4 13a7.5 7.5 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-1.7-1L15 3.5h-4l-.4 2.5a7.6 7.6 0 0 0-1.7 1l-2.4-1-2 3.4 2 1.6a7.5 7.5 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 1.7 1l.4 2.5h4l.4-2.5a7.6 7.6 0 0 0 1.7-1l2.4 1 2-3.4zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" />
          </svg>
        </button>
      </div>
      <SyncStatus status={status} host={serviceUrl} />
      <ThisPage db={db} />
      <StarFailureNote />
    </header>
  );
}
