/**
 * "This page": the job in the active tab, as its content script (or JSON-LD through activeTab) found it,
 * with a star toggle. Nothing shows when the tab is not a job.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { JobRef } from '../../api/job-ref';
import { popupT } from '../../i18n/popup';
import { send } from '../../messaging/send';
import type { AccountDb } from '../../storage/db';
import { savedRow } from '../../storage/queries';
import { Facts } from '../shared/Facts';
import { useAccountQuery } from '../shared/live';
import { StarToggle } from '../shared/StarToggle';
import { setStar } from '../shared/star';
import { EnableSite } from './EnableSite';
import { SavePage } from './SavePage';

const t = popupT();

export function ThisPage({ db }: { db: AccountDb | undefined }): JSX.Element | null {
  const found = useSignal<{ ref: JobRef; starred: boolean; offer?: string } | null>(null);
  /** The tab shows no job: "Save this page" is offered for it. */
  const noJobIn = useSignal<number | undefined>(undefined);
  useEffect(() => {
    let live = true;
    (async () => {
      const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
      if (tab?.id === undefined || tab.url?.startsWith(browser.runtime.getURL('/'))) return;
      const answer = await send({ type: 'tab.job', tabId: tab.id });
      if (live && answer.ref) found.value = { ref: answer.ref, starred: answer.starred, offer: answer.offer };
      else if (live) noJobIn.value = tab.id;
    })().catch((error) => console.warn('jobstar: no job for this tab', error));
    return () => {
      live = false;
    };
  }, []);

  const jobId = found.value?.ref.jobId;
  const row = useAccountQuery(db, async (database) => (jobId ? savedRow(database, jobId) : undefined), [jobId]);
  if (!found.value) return noJobIn.value === undefined ? null : <SavePage db={db} tabId={noJobIn.value} />;
  const { ref } = found.value;
  // The database is the truth once it has the job; the background's answer covers the moment before.
  const starred = row.value ? row.value.starred === 1 : found.value.starred;
  const toggle = (on: boolean) => setStar(ref, on);
  return (
    <section class="this-page" aria-label={t('thisPage')}>
      <StarToggle starred={starred} onToggle={toggle} title={ref.title} company={ref.company} />
      <div class="row-main">
        <span class="row-title">{ref.title ?? ref.jobId}</span>
        <Facts items={[ref.company, ref.location]} />
      </div>
      {found.value.offer && <EnableSite origin={found.value.offer} />}
    </section>
  );
}
