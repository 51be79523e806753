/**
 * Pause or Resume, and Delete, for one alert, where the service's extension offers them (AlertsPanel). Pause
 * needs the service's id, so an alert whose creation is not yet answered offers Delete only; Delete asks first.
 */
import type { JSX } from 'preact';
import { alertChangesT } from '../../i18n/alert-changes';
import type { Lang } from '../../i18n/index';
import { send } from '../../messaging/send';
import type { AlertRow } from '../../storage/db';
import { ErrorNote } from '../shared/ErrorNote';
import { filterInWords } from '../shared/filter-in-words';
import { useAction } from '../shared/use-action';
import { ConfirmButton } from './ConfirmButton';

export function AlertChanges({ alert, lang }: { alert: AlertRow; lang: Lang }): JSX.Element {
  const t = alertChangesT(lang);
  const filter = filterInWords(alert.filter, lang);
  const toggle = useAction(() => send({ type: 'alert.setActive', id: alert.id, active: !alert.active }));
  return (
    <div class="alert-changes">
      {alert.alertId !== undefined && (
        <button
          type="button"
          disabled={toggle.busy}
          aria-label={t(alert.active ? 'pauseOf' : 'resumeOf', { filter })}
          onClick={() => toggle.run()}
        >
          {t(alert.active ? 'pause' : 'resume')}
        </button>
      )}
      <ConfirmButton
        id={`alert-delete-${alert.id}`}
        label={t('delete')}
        question={t('deleteQuestion', { filter })}
        yes={t('deleteYes')}
        cancel={t('keep')}
        onConfirm={() => send({ type: 'alert.delete', id: alert.id })}
      />
      <ErrorNote error={toggle.error} />
    </div>
  );
}
