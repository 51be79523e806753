/**
 * "Save this page" (issue 13, never stuck): shown in "This page" when the tab shows no job. The background
 * reads the page (title, canonical address, `web:` id) and says whether the site's adapter claimed the page
 * but could not read it; the person can save it, clearly marked as a page rather than a recognised job.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { uiLanguage } from '../../i18n/index';
import { popupT } from '../../i18n/popup';
import type { Responses } from '../../messaging/protocol';
import { send } from '../../messaging/send';
import { siteNameOf } from '../../sites/names';
import type { AccountDb } from '../../storage/db';
import { savedRow } from '../../storage/queries';
import { useAccountQuery } from '../shared/live';
import { setStar } from '../shared/star';

const lang = uiLanguage();
const t = popupT(lang);

export function SavePage({ db, tabId }: { db: AccountDb | undefined; tabId: number }): JSX.Element | null {
  const page = useSignal<Responses['tab.page'] | null>(null);
  useEffect(() => {
    let live = true;
    send({ type: 'tab.page', tabId })
      .then((answer) => {
        if (live) page.value = answer;
      })
      .catch((error) => console.warn('jobstar: this page cannot be read', error));
    return () => {
      live = false;
    };
  }, [tabId]);

  const jobId = page.value?.ref?.jobId;
  const row = useAccountQuery(db, async (database) => (jobId ? savedRow(database, jobId) : undefined), [jobId]);
  const ref = page.value?.ref;
  if (!ref) return null;
  const { miss } = page.value ?? {};
  const saved = row.value ? row.value.starred === 1 : (page.value?.starred ?? false);
  const title = ref.title ?? ref.jobId;
  return (
    <section class="this-page save-page" aria-label={t('thisPage')}>
      <p class="save-page-lead">
        {miss ? t('couldNotRead', { site: siteNameOf(miss.adapter, lang) ?? miss.adapter }) : t('noJobHere')}
      </p>
      <div class="save-page-row">
        <span class="row-title" dir="auto">
          {title}
        </span>
        {saved ? (
          <button
            type="button"
            class="link-button"
            aria-label={t('removeSavedPageOf', { title })}
            onClick={() => setStar(ref, false)}
          >
            {t('removeSavedPage')}
          </button>
        ) : (
          <button type="button" class="primary" onClick={() => setStar(ref, true)}>
            {t('savePage')}
          </button>
        )}
      </div>
      <p class="page-flag" role="status">
        {saved ? t('savedAsPage') : ''}
      </p>
    </section>
  );
}
