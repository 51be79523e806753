/**
 * "Create alert from these filters" (§4.1): the background stores the alert and its outbox row at once,
 * so it works offline; the row's status shows pending until the service confirms it.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import type { FilterQuery } from '../../api/contract';
import { popupT } from '../../i18n/popup';
import { send } from '../../messaging/send';
import type { AccountDb } from '../../storage/db';
import { alertById } from '../../storage/queries';
import { useAccountQuery } from '../shared/live';

const t = popupT();

export interface CreateAlertProps {
  db: AccountDb | undefined;
  /** The filters as the wire carries them, or undefined while the form has errors. */
  filter: FilterQuery | undefined;
}

export function CreateAlert({ db, filter }: CreateAlertProps): JSX.Element {
  const createdId = useSignal<string | undefined>(undefined);
  const failure = useSignal<string | undefined>(undefined);
  const busy = useSignal(false);
  const alert = useAccountQuery(
    db,
    async (database) => (createdId.value ? alertById(database, createdId.value) : undefined),
    [createdId.value],
  );

  const create = async () => {
    if (!filter) return;
    busy.value = true;
    failure.value = undefined;
    try {
      const { id } = await send({ type: 'alert.create', filter });
      createdId.value = id;
    } catch (error) {
      failure.value = t('alertFailed', { message: error instanceof Error ? error.message : String(error) });
    } finally {
      busy.value = false;
    }
  };

  const row = alert.value;
  return (
    <div class="create-alert">
      <button type="button" onClick={create} disabled={!filter || busy.value}>
        {t('createAlert')}
      </button>
      <span class={`alert-status ${row?.status ?? ''}`} role="status" data-testid="alert-status">
        {failure.value ??
          (row?.status === 'pending'
            ? t('alertPending')
            : row?.status === 'confirmed'
              ? t('alertConfirmed')
              : row?.status === 'rejected'
                ? t('alertRejected', { message: row.error ?? '' })
                : '')}
      </span>
    </div>
  );
}
