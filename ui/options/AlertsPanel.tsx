/**
 * The alerts, each with its filter in words, its state with the service (waiting, confirmed, or refused with
 * the service's reason) and its times in the viewer's zone. §4 has no endpoint that lists alerts: where the
 * service's extension offers them, the list is the account's from every device, with Pause/Resume and Delete;
 * elsewhere it is what this browser created (and imported), and the page says so.
 */
import { DateTime } from 'luxon';
import type { JSX } from 'preact';
import { alertChangesT } from '../../i18n/alert-changes';
import { wordError } from '../../i18n/errors';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import type { AccountDb, AlertRow, ProfileRow } from '../../storage/db';
import * as queries from '../../storage/queries';
import { filterInWords } from '../shared/filter-in-words';
import { formatDayTime } from '../shared/intl-format';
import { useAccountQuery } from '../shared/live';
import { AlertChanges } from './AlertChanges';
import { AlertForm } from './AlertForm';

export interface AlertsPanelProps {
  db: AccountDb | undefined;
  row: ProfileRow | undefined;
  lang: Lang;
  /** Signed out, a waiting alert waits for sign-in, not for the service. */
  signedOut?: boolean;
}

const when = (iso: string | null | undefined, lang: Lang): string | undefined =>
  iso ? formatDayTime(iso, lang) : undefined;

function State({ alert, lang, signedOut }: { alert: AlertRow; lang: Lang; signedOut?: boolean }): JSX.Element {
  const t = optionsT(lang);
  if (alert.status === 'rejected') {
    const reason = alert.errorWords ? wordError(alert.errorWords, lang) : (alert.error ?? '');
    return <span class="state state-rejected">{t('state.rejected', { reason })}</span>;
  }
  if (alert.status === 'pending' && signedOut) return <span class="state state-local">{t('state.local')}</span>;
  return <span class={`state state-${alert.status}`}>{t(`state.${alert.status}`)}</span>;
}

export function AlertsPanel({ db, row, lang, signedOut }: AlertsPanelProps): JSX.Element {
  const t = optionsT(lang);
  const ta = alertChangesT(lang);
  const alerts = useAccountQuery(db, queries.alerts, []);
  const offered = useAccountQuery(db, queries.alertsOffered, []).value;
  const list = alerts.value ?? [];
  return (
    <>
      <p class="intro">{t('alertsIntro')}</p>
      {offered === true && <p class="intro">{ta('everyDevice')}</p>}
      {offered === false && !signedOut && (
        <p class="notice" data-testid="alerts-seed-only">
          {ta('seedOnly')}
        </p>
      )}
      {alerts.value !== undefined && list.length === 0 && <p class="empty">{t('alertsEmpty')}</p>}
      {list.length > 0 && (
        <div class="table-wrap">
          <table class="alerts-table">
            <caption class="visually-hidden">{t('alertsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.filter')}</th>
                <th scope="col">{t('col.active')}</th>
                <th scope="col">{t('col.created')}</th>
                <th scope="col">{t('col.lastNotified')}</th>
                <th scope="col">{t('col.state')}</th>
                {offered && <th scope="col">{ta('col.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {list.map((alert) => (
                <tr key={alert.id} data-status={alert.status}>
                  <td>{filterInWords(alert.filter, lang)}</td>
                  <td>{alert.active ? t('yes') : <span class="state state-paused">{ta('paused')}</span>}</td>
                  <td>
                    <time dateTime={alert.createdAt}>{when(alert.createdAt, lang)}</time>
                  </td>
                  <td>
                    {alert.lastNotifiedAt ? (
                      <time dateTime={alert.lastNotifiedAt}>{when(alert.lastNotifiedAt, lang)}</time>
                    ) : (
                      t('never')
                    )}
                  </td>
                  <td>
                    <State alert={alert} lang={lang} signedOut={signedOut} />
                  </td>
                  {offered && (
                    <td>
                      <AlertChanges alert={alert} lang={lang} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <p class="hint">{t('timesIn', { zone: DateTime.local().zoneName })}</p>
        </div>
      )}
      <AlertForm row={row} lang={lang} signedOut={signedOut} />
    </>
  );
}
