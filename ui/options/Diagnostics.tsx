/**
 * "Pages jobstar couldn't read": the private diagnostics the background keeps in this browser's meta database
 * (storage/diagnostics.ts) — which site, the address's shape, what was missing, how often, when last. Nothing
 * here is ever sent; Clear forgets it all.
 */
import type { JSX } from 'preact';
import type { Lang } from '../../i18n/index';
import { type OptionsKey, optionsT } from '../../i18n/options';
import { send } from '../../messaging/send';
import { siteNameOf } from '../../sites/names';
import { readDiagnostics } from '../../storage/diagnostics';
import { ErrorNote } from '../shared/ErrorNote';
import { formatDayTime } from '../shared/intl-format';
import { metaDb, useLiveQuery } from '../shared/live';
import { useAction } from '../shared/use-action';

export function Diagnostics({ lang }: { lang: Lang }): JSX.Element {
  const t = optionsT(lang);
  const entries = useLiveQuery(() => readDiagnostics(metaDb()), []);
  const clear = useAction(() => send({ type: 'diagnostics.clear' }));
  const list = entries.value ?? [];
  return (
    <section class="diagnostics" aria-labelledby="diag-title">
      <h3 id="diag-title">{t('diagTitle')}</h3>
      <p class="hint">{t('diagIntro')}</p>
      {entries.value !== undefined && list.length === 0 && (
        <p class="empty" role="status">
          {clear.done ? t('diagCleared') : t('diagEmpty')}
        </p>
      )}
      {list.length > 0 && (
        <>
          <div class="table-wrap">
            <table class="alerts-table diagnostics-table">
              <caption class="visually-hidden">{t('diagTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('diagSite')}</th>
                  <th scope="col">{t('diagAddress')}</th>
                  <th scope="col">{t('diagMissing')}</th>
                  <th scope="col">{t('diagTimes')}</th>
                  <th scope="col">{t('diagLast')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((entry) => (
                  <tr key={`${entry.adapter} ${entry.pattern} ${entry.missing}`}>
                    <td>{siteNameOf(entry.adapter, lang) ?? entry.adapter}</td>
                    <td>
                      <bdi class="diag-pattern">{entry.pattern}</bdi>
                    </td>
                    <td>{t(`diag.${entry.missing}` as OptionsKey)}</td>
                    <td>{entry.count}</td>
                    <td>
                      <time dateTime={new Date(entry.lastSeen).toISOString()}>
                        {formatDayTime(entry.lastSeen, lang)}
                      </time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div class="form-actions">
            <button type="button" disabled={clear.busy} onClick={() => clear.run()}>
              {t('diagClear')}
            </button>
          </div>
        </>
      )}
      <ErrorNote error={clear.error} class="notice error" lead={(text) => t('actionFailed', { message: text })} />
    </section>
  );
}
