/**
 * The popup: account, sync status and this page's job at the top; Matches, Starred, Companies and Profile
 * below, in the order a job seeker reaches for them. Everything paints from the local database first;
 * the network only fills in. The last tab is remembered; Esc (when nothing else takes it) closes.
 * Only the Starred tab is in the popup's first load: the others need the service's contract and zod, and
 * arrive in their own chunk (use-later-tabs.ts), at once when one of them is remembered, else after the first
 * frame or when hovered.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { uiLanguage } from '../../i18n/index';
import { popupT } from '../../i18n/popup';
import { send } from '../../messaging/send';
import { useAccount, useAccountDb, useApplicationCount, useProfile, useStarredCount } from '../shared/live';
import { ShareApplications } from '../shared/ShareApplications';
import { keptWithSignedOutAccount } from '../shared/signed-out-memory';
import { useFacets } from '../shared/use-facets';
import { useService } from '../shared/use-service';
import { useSyncStatus } from '../shared/use-sync-status';
import { FirstRun } from './FirstRun';
import { PopupHeader } from './PopupHeader';
import { rememberedTab, rememberTab, TABS, type TabKey } from './remembered-tab';
import { SavedList } from './SavedList';
import { reportPart } from './shell-state';
import { panelId, Tabs, tabId } from './Tabs';
import { useAfterFrame } from './use-after-frame';
import { type LaterTabs, laterTabs, loadLaterTabs, loadLaterTabsWhenIdle } from './use-later-tabs';

const t = popupT();

const firstTab = rememberedTab();
// Started while the page is still parsing the rest, so a remembered later tab does not wait for a frame.
if (firstTab !== 'starred') loadLaterTabs();

export function PopupApp(): JSX.Element {
  const account = useAccount();
  const db = useAccountDb(account.value);
  const status = useSyncStatus(db, account.value === undefined ? undefined : account.value !== null);
  const starredCount = useStarredCount(db);
  // The starred rows come with the same read as their count: once it has answered, the list is on screen.
  const starredShown = starredCount.value !== undefined;
  // Read once the list is painted: the profile feeds only the later tabs, the count only the sign-out question.
  const listPainted = useAfterFrame(starredShown);
  const applicationCount = useApplicationCount(listPainted ? db : undefined);
  const service = useService(firstTab !== 'starred' || starredShown);
  const facets = useFacets(service.value);
  const profile = useProfile(firstTab !== 'starred' || listPainted ? db : undefined);
  const tab = useSignal<TabKey>(firstTab);
  const visited = useSignal<ReadonlySet<TabKey>>(new Set([tab.value]));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) window.close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The sync's own reads and writes would queue before the list's in the database: it starts once the list is read.
  useEffect(() => {
    if (!starredShown) return;
    send({ type: 'sync.now' }).catch((error) => console.warn('jobstar: sync.now failed', error));
    loadLaterTabsWhenIdle();
  }, [starredShown]);

  // The header's part of what the next popup may paint before its app loads (shell-state.ts).
  useEffect(() =>
    reportPart(
      'header',
      {
        read: account.value !== undefined && starredShown && status.value !== undefined,
        asOpened: tab.value === 'starred' && visited.value.size === 1,
      },
      db?.name,
    ),
  );

  const select = (key: TabKey) => {
    if (key !== 'starred') loadLaterTabs();
    tab.value = key;
    visited.value = new Set([...visited.value, key]);
    rememberTab(key);
  };

  const panel = (key: TabKey, content: () => JSX.Element | undefined) => {
    if (!visited.value.has(key)) return false;
    const shown = content();
    return (
      <div
        role="tabpanel"
        id={panelId('popup', key)}
        aria-labelledby={tabId('popup', key)}
        aria-busy={shown === undefined}
        hidden={tab.value !== key}
        class="panel"
        tabIndex={-1}
      >
        {shown}
      </div>
    );
  };
  /** A later tab's content, once its chunk is here. */
  const later = (content: (tabs: LaterTabs) => JSX.Element) => () =>
    laterTabs.value ? content(laterTabs.value) : undefined;

  return (
    <div class="popup">
      <PopupHeader
        account={account.value}
        stars={starredCount.value}
        applications={applicationCount.value}
        status={status.value}
        serviceUrl={service.value?.baseUrl}
        db={db}
      />
      {/* A landmark of its own, so nothing of the popup sits outside one (axe `region`). */}
      <nav aria-label={t('sections')}>
        <Tabs
          label={t('sections')}
          idPrefix="popup"
          selected={tab.value}
          onSelect={select}
          onPrefetch={loadLaterTabs}
          tabs={TABS.map((key) => ({
            key,
            label: t(`tab.${key}`),
            badge: key === 'starred' && starredCount.value ? String(starredCount.value) : undefined,
          }))}
        />
      </nav>
      <main class="panels">
        <FirstRun
          stars={starredCount.value}
          signedOut={account.value === null && keptWithSignedOutAccount() !== undefined}
          onProfile={() => select('profile')}
        />
        <ShareApplications db={db} lang={uiLanguage()} mode="prompt" />
        {panel(
          'matches',
          later(({ Matches }) => (
            <Matches
              service={service.value}
              db={db}
              profile={profile.value}
              facets={facets.value}
              onEditProfile={() => select('profile')}
            />
          )),
        )}
        {panel('starred', () => (
          <SavedList db={db} service={service.value} signedOut={account.value === null} />
        ))}
        {panel(
          'companies',
          later(({ CompanySearch }) => (
            <CompanySearch service={service.value} db={db} profile={profile.value} facets={facets.value} />
          )),
        )}
        {panel(
          'profile',
          later(({ ProfilePanel }) => (
            <ProfilePanel profile={profile.value} facets={facets.value} signedOut={account.value === null} />
          )),
        )}
      </main>
    </div>
  );
}
