/**
 * "Sites you enabled": the sites where the star shows because the person granted them from the popup
 * (background/site-grants), each with when it was enabled and Remove, which gives the browser's permission
 * back; and, before any, how to enable one.
 */
import type { JSX } from 'preact';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { send } from '../../messaging/send';
import { loadSiteGrants } from '../../storage/site-grants';
import { ErrorNote } from '../shared/ErrorNote';
import { formatDay } from '../shared/intl-format';
import { metaDb, useLiveQuery } from '../shared/live';
import { useAction } from '../shared/use-action';

export function EnabledSites({ lang }: { lang: Lang }): JSX.Element {
  const t = optionsT(lang);
  const grants = useLiveQuery(() => loadSiteGrants(metaDb()), []);
  const remove = useAction((origin: string) => send({ type: 'site.remove', origin }));
  const list = grants.value ?? [];
  return (
    <>
      <p class="intro">{t('sitesIntro')}</p>
      {grants.value !== undefined && list.length === 0 && <p class="empty">{t('sitesEmpty')}</p>}
      {list.length > 0 && (
        <ul class="enabled-sites" aria-label={t('sitesList')}>
          {list.map(({ origin, enabledAt }) => {
            const host = new URL(origin).host;
            const when = formatDay(enabledAt, lang);
            return (
              <li key={origin} class="enabled-site">
                <span class="site-host" dir="ltr">
                  {host}
                </span>
                <span class="hint">{t('siteEnabledOn', { date: when })}</span>
                <button
                  type="button"
                  class="danger"
                  aria-label={t('removeSiteOf', { host })}
                  disabled={remove.busy}
                  onClick={() => remove.run(origin)}
                >
                  {t('removeSite')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ErrorNote error={remove.error} class="notice error" lead={(message) => t('removeSiteFailed', { message })} />
    </>
  );
}
