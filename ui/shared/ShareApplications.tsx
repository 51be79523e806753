/**
 * Whether applications and notes go to the service (issue 31): asked once, in words, when the service first offers
 * to keep them (`prompt`, in the popup and above the board), and said and changeable in Options → Account
 * (`settings`). Until the person says yes they stay on this device, and the page says so — also when the service
 * keeps only what the seed carries.
 */
import type { JSX } from 'preact';
import { browser } from 'wxt/browser';
import type { Lang } from '../../i18n/index';
import { shareT } from '../../i18n/share';
import { send } from '../../messaging/send';
import type { AccountDb, SyncStateRow } from '../../storage/db';
import { useAccountQuery } from './live';
import { useAction } from './use-action';

/** The optional categories of wxt.config.ts that only a yes here sends: the pages' details and the contacts. */
const SHARE_DATA = ['websiteContent', 'personallyIdentifyingInfo'] as const;
type DataCollectionPermissions = { request(permissions: { data_collection: readonly string[] }): Promise<boolean> };

/**
 * Whether a yes may go on: Firefox grants optional data-collection categories only when asked within the click's
 * user gesture, so this is called in the click handler before anything awaits; Chrome has none to ask.
 */
export function askShareConsent(firefox: boolean = import.meta.env.FIREFOX): Promise<boolean> {
  if (!firefox) return Promise.resolve(true);
  return (browser.permissions as unknown as DataCollectionPermissions).request({ data_collection: SHARE_DATA });
}

async function answerWhenGranted(share: 'yes' | 'no', consent: Promise<boolean>): Promise<void> {
  if (!(await consent)) return;
  await send({ type: 'sync.shareApplications', share });
}

export type ShareState = 'unknown' | 'seed-only' | 'ask' | 'yes' | 'no';

/** What the sync state says: the service's offer, as last announced, and the person's answer. */
export function shareState(state: SyncStateRow | undefined): ShareState {
  if (state?.extensions === undefined) return 'unknown';
  if (!state.extensions?.features.includes('records')) return 'seed-only';
  return state.shareApplications ?? 'ask';
}

interface Props {
  db: AccountDb | undefined;
  lang: Lang;
  /** `prompt` asks when the service first offers it and says nothing otherwise; `settings` always shows. */
  mode: 'prompt' | 'settings';
}

export function ShareApplications({ db, lang, mode }: Props): JSX.Element | null {
  const t = shareT(lang);
  const state = useAccountQuery(db, (database) => database.syncState.get('sync'), []);
  const answer = useAction(answerWhenGranted);
  if (!db || (state.value === undefined && mode === 'prompt')) return null;
  const current = shareState(state.value);
  if (mode === 'prompt' && current !== 'ask') return null;
  const labelId = mode === 'settings' ? 'share-settings' : 'share-prompt';
  const button = (share: 'yes' | 'no', label: string, primary = false) => (
    <button
      type="button"
      class={primary ? 'primary' : undefined}
      disabled={answer.busy}
      aria-busy={answer.busy ? 'true' : undefined}
      onClick={() => answer.run(share, share === 'yes' ? askShareConsent() : Promise.resolve(true))}
    >
      {label}
    </button>
  );
  const words: Record<ShareState, string> = {
    unknown: t('offline'),
    'seed-only': t('seedOnly'),
    ask: t('question'),
    yes: t('sharing'),
    no: t('local'),
  };
  return (
    <section class="share-applications" aria-labelledby={labelId}>
      <h2 id={labelId}>{t('title')}</h2>
      <p>{words[current]}</p>
      {current === 'ask' && (
        <p class="actions">
          {button('yes', t('yes'), true)} {button('no', t('no'))}
        </p>
      )}
      {current === 'yes' && button('no', t('stopSharing'))}
      {current === 'no' && button('yes', t('startSharing'))}
      {answer.error && (
        <p role="alert" class="error">
          {answer.error.text}
        </p>
      )}
    </section>
  );
}
