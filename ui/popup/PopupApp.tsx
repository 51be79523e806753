/**
 * The popup: account, sync status and this page's job at the top; Matches, Starred, Companies and Profile
 * below, in the order a job seeker reaches for them. Everything paints from the local database first;
 * the network only fills in. The last tab is remembered; Esc (when nothing else takes it) closes.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { popupT } from '../../i18n/popup';
import { sharedT } from '../../i18n/shared';
import { send } from '../../messaging/send';
import { useAccount, useAccountDb, useProfile, useStarredCount } from '../shared/live';
import { ProfileForm } from '../shared/ProfileForm';
import { useFacets } from '../shared/use-facets';
import { useService } from '../shared/use-service';
import { useSyncStatus } from '../shared/use-sync-status';
import { CompanySearch } from './CompanySearch';
import { FirstRun } from './FirstRun';
import { Matches } from './Matches';
import { PopupHeader } from './PopupHeader';
import { SavedList } from './SavedList';
import { panelId, Tabs, tabId } from './Tabs';

const t = popupT();
const ts = sharedT();
const TAB_KEY = 'jobstar.popup.tab';
const TABS = ['matches', 'starred', 'companies', 'profile'] as const;
type TabKey = (typeof TABS)[number];

const lastTab = (): TabKey => {
  const stored = localStorage.getItem(TAB_KEY);
  return (TABS as readonly string[]).includes(stored ?? '') ? (stored as TabKey) : 'matches';
};

export function PopupApp(): JSX.Element {
  const account = useAccount();
  const db = useAccountDb(account.value);
  const status = useSyncStatus(db, Boolean(account.value));
  const service = useService();
  const facets = useFacets(service.value);
  const profile = useProfile(db);
  const starredCount = useStarredCount(db);
  const tab = useSignal<TabKey>(lastTab());
  const visited = useSignal<ReadonlySet<TabKey>>(new Set([tab.value]));

  useEffect(() => {
    send({ type: 'sync.now' }).catch((error) => console.warn('jobstar: sync.now failed', error));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) window.close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const select = (key: TabKey) => {
    tab.value = key;
    visited.value = new Set([...visited.value, key]);
    localStorage.setItem(TAB_KEY, key);
  };

  const panel = (key: TabKey, content: () => JSX.Element) =>
    visited.value.has(key) && (
      <div
        role="tabpanel"
        id={panelId('popup', key)}
        aria-labelledby={tabId('popup', key)}
        hidden={tab.value !== key}
        class="panel"
        tabIndex={-1}
      >
        {content()}
      </div>
    );

  return (
    <div class="popup">
      <PopupHeader
        account={account.value}
        stars={starredCount.value}
        status={status.value}
        serviceUrl={service.value?.baseUrl}
        db={db}
      />
      <Tabs
        label={t('sections')}
        idPrefix="popup"
        selected={tab.value}
        onSelect={select}
        tabs={TABS.map((key) => ({
          key,
          label: t(`tab.${key}`),
          badge: key === 'starred' && starredCount.value ? String(starredCount.value) : undefined,
        }))}
      />
      <main class="panels">
        <FirstRun stars={starredCount.value} onProfile={() => select('profile')} />
        {panel('matches', () => (
          <Matches
            service={service.value}
            db={db}
            profile={profile.value}
            facets={facets.value}
            onEditProfile={() => select('profile')}
          />
        ))}
        {panel('starred', () => (
          <SavedList db={db} service={service.value} signedOut={account.value === null} />
        ))}
        {panel('companies', () => (
          <CompanySearch service={service.value} db={db} profile={profile.value} facets={facets.value} />
        ))}
        {panel('profile', () =>
          profile.value === undefined ? (
            <p class="empty">{t('profileLoading')}</p>
          ) : (
            <>
              <h2 class="section-title">{ts('profile')}</h2>
              <p class="hint">
                <a href={`${browser.runtime.getURL('/options.html')}#profile`} target="_blank" rel="noopener">
                  {t('importCv')}
                </a>
              </p>
              <ProfileForm
                row={profile.value ?? undefined}
                cities={facets.value.city}
                countries={facets.value.country}
              />
            </>
          ),
        )}
      </main>
    </div>
  );
}
