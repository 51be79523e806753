/**
 * "Create alert from these filters" (§4.1): first says in words what the alert will watch, and that the
 * searched company name is not part of it (§4.7's filter keys have no name; the alert carries only the
 * filters). The background stores the alert and its outbox row at once, so it works offline; the status
 * shows pending until the service confirms it, then links to where alerts are managed.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { browser } from 'wxt/browser';
import type { FilterQuery } from '../../api/contract';
import { wordError } from '../../i18n/errors';
import { uiLanguage } from '../../i18n/index';
import { popupT } from '../../i18n/popup';
import { send } from '../../messaging/send';
import type { AccountDb, AlertRow } from '../../storage/db';
import { alertById } from '../../storage/queries';
import { ErrorNote } from '../shared/ErrorNote';
import { filterInWords } from '../shared/filter-in-words';
import { useAccount, useAccountQuery } from '../shared/live';
import { useAction } from '../shared/use-action';

const t = popupT();

export interface CreateAlertProps {
  db: AccountDb | undefined;
  /** The filters as the wire carries them, or undefined while the form has errors. */
  filter: FilterQuery | undefined;
  /** The company name typed in the search box, which an alert cannot carry. */
  name?: string;
}

/** Signed out, no e-mail can come before sign-in: a waiting alert says what it waits for. */
function statusText(row: AlertRow | undefined, signedOut: boolean): string {
  switch (row?.status) {
    case 'pending':
      return signedOut ? t('alertLocal') : t('alertPending');
    case 'confirmed':
      return t('alertConfirmed');
    case 'rejected':
      return t('alertRejected', {
        message: row.errorWords ? wordError(row.errorWords, uiLanguage()) : (row.error ?? ''),
      });
    default:
      return '';
  }
}

export function CreateAlert({ db, filter, name }: CreateAlertProps): JSX.Element {
  const createdId = useSignal<string | undefined>(undefined);
  const create = useAction(async (chosen: FilterQuery) => {
    const { id } = await send({ type: 'alert.create', filter: chosen });
    createdId.value = id;
  });
  const alert = useAccountQuery(
    db,
    async (database) => (createdId.value ? alertById(database, createdId.value) : undefined),
    [createdId.value],
  );
  const row = alert.value;
  const signedOut = useAccount().value === null;
  const typedName = name?.trim();
  return (
    <div class="create-alert">
      {filter && (
        <p class="hint" id="alert-watches">
          {Object.keys(filter).length === 0
            ? t('alertWatchesAll')
            : t('alertWatches', { filter: filterInWords(filter, uiLanguage()) })}
          {typedName && ` ${t('alertNoName', { name: typedName })}`}
        </p>
      )}
      <button
        type="button"
        onClick={() => filter && create.run(filter)}
        disabled={!filter || create.busy}
        aria-describedby={filter ? 'alert-watches' : undefined}
      >
        {t('createAlert')}
      </button>
      <span
        class={`alert-status ${row?.status === 'pending' && signedOut ? 'local' : (row?.status ?? '')}`}
        role="status"
        data-testid="alert-status"
      >
        {statusText(row, signedOut)}
      </span>
      {row && row.status !== 'rejected' && (
        <a href={`${browser.runtime.getURL('/options.html')}#alerts`} target="_blank" rel="noopener">
          {t('manageAlerts')}
        </a>
      )}
      <ErrorNote error={create.error} lead={(text) => t('alertFailed', { message: text })} />
    </div>
  );
}
