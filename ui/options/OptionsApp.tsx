/**
 * The options page: a side nav of anchored sections (#schedule, #profile, #alerts, #applications, #account, #sites, #data), each
 * reading the current account's database live and writing through the background.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Lang } from '../../i18n/index';
import { type OptionsKey, optionsT } from '../../i18n/options';
import type { AccountInfo } from '../../model/account';
import type { AccountDb } from '../../storage/db';
import { DigestSchedule } from '../shared/DigestSchedule';
import { useAccount, useAccountDb, useApplicationCount, useProfile, useStarredCount } from '../shared/live';
import { ProfileForm } from '../shared/ProfileForm';
import { ShareApplications } from '../shared/ShareApplications';
import { SyncStatus } from '../shared/SyncStatus';
import { useService } from '../shared/use-service';
import { useSyncStatus } from '../shared/use-sync-status';
import { AccountPanel } from './AccountPanel';
import { AlertsPanel } from './AlertsPanel';
import { ApplicationsPanel } from './applications/ApplicationsPanel';
import { ArchivedApplications } from './applications/ArchivedApplications';
import { CvSkills } from './CvSkills';
import { DataPanel } from './DataPanel';
import { Diagnostics } from './Diagnostics';
import { EnabledSites } from './EnabledSites';
import { useFirstSection } from './first-section';
import { keepInPlace } from './keep-in-place';

const SECTIONS = ['schedule', 'profile', 'alerts', 'applications', 'account', 'sites', 'data'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * Deleting local data deletes the database under the page's live queries, which then never fire again;
 * the page is mounted afresh so every query re-subscribes to the new, empty database.
 */
export function OptionsApp({ lang }: { lang: Lang }): JSX.Element {
  const generation = useSignal(0);
  return (
    <OptionsPage
      key={generation.value}
      lang={lang}
      localDeleted={generation.value > 0}
      onLocalDeleted={() => {
        generation.value += 1;
      }}
    />
  );
}

interface OptionsPageProps {
  lang: Lang;
  localDeleted: boolean;
  onLocalDeleted: () => void;
}

/** The section named by the address (#alerts from the popup, say), followed as the user navigates. */
function useCurrentSection(): Section | undefined {
  // `#applications/<encoded jobId>` is the Applications section with one job's details open.
  const read = () => SECTIONS.find((section) => `#${section}` === location.hash.split('/')[0]);
  const current = useSignal<Section | undefined>(read());
  useLayoutEffect(() => {
    const update = () => {
      current.value = read();
    };
    addEventListener('hashchange', update);
    // The page renders after the browser looked for the fragment; go there now that it exists, and stay there.
    // Before the first frame is painted (a layout effect): that frame shows the section, not the page's top.
    const target = current.value ? document.getElementById(current.value) : null;
    target?.scrollIntoView();
    const stopKeeping = target ? keepInPlace(target) : undefined;
    addEventListener('hashchange', () => stopKeeping?.(), { once: true });
    return () => {
      stopKeeping?.();
      removeEventListener('hashchange', update);
    };
  }, []);
  return current.value;
}

function OptionsPage({ lang, localDeleted, onLocalDeleted }: OptionsPageProps): JSX.Element {
  const t = optionsT(lang);
  const current = useCurrentSection();
  const account = useAccount().value;
  const db = useAccountDb(account);
  const row = useProfile(db).value ?? undefined;
  const status = useSyncStatus(db, account === undefined ? undefined : account !== null).value;
  const service = useService().value;
  const first = useFirstSection(SECTIONS, current, current === 'applications');

  const body: Record<Section, JSX.Element> = {
    schedule: (
      <>
        <p class="intro">{t('scheduleIntro')}</p>
        <DigestSchedule row={row} lang={lang} signedOut={account === null} />
      </>
    ),
    profile: (
      <>
        <p class="intro">{t('profileIntro')}</p>
        <ProfileForm
          row={row}
          layout="page"
          signedOut={account === null}
          showDigest={false}
          extra={(draft) => <CvSkills row={row} lang={lang} draft={draft} />}
        />
      </>
    ),
    alerts: <AlertsPanel db={db} row={row} lang={lang} signedOut={account === null} />,
    applications: (
      <>
        <ShareApplications db={db} lang={lang} mode="prompt" />
        <ApplicationsPanel db={db} lang={lang} signedOut={account === null} onShown={first.shown} />
        {first.rest && <ArchivedApplications db={db} lang={lang} />}
      </>
    ),
    account: (
      <AccountSection
        account={account}
        db={db}
        lang={lang}
        sessionLost={status?.state === 'expired'}
        pending={status?.pending}
      />
    ),
    sites: <EnabledSites lang={lang} />,
    data: (
      <>
        <DataPanel
          db={db}
          lang={lang}
          localDeleted={localDeleted}
          onLocalDeleted={onLocalDeleted}
          signedOut={account === null}
        />
        <Diagnostics lang={lang} />
      </>
    ),
  };

  return (
    <>
      <a class="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <header class="options-header">
        <h1>{t('pageTitle')}</h1>
        <SyncStatus status={status} host={service?.baseUrl} />
      </header>
      <div class="options-layout">
        <nav class="options-nav" aria-label={t('sections')}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${section}`} aria-current={current === section ? 'location' : undefined}>
                  {t(`section.${section}` as OptionsKey)}
                </a>
              </li>
            ))}
          </ul>
          <p class="nav-foot">
            <a href={browser.runtime.getURL('/privacy.html')} target="_blank" rel="noopener">
              {t('privacyLink')}
            </a>
          </p>
        </nav>
        <main id="content" class="options-main" tabIndex={-1}>
          {SECTIONS.map((section) => (
            <section key={section} id={section} class="options-section" aria-labelledby={`${section}-title`}>
              <h2 id={`${section}-title`}>{t(`section.${section}` as OptionsKey)}</h2>
              {first.mounts(section) && body[section]}
            </section>
          ))}
          {/* Until the sections below the named one mount, room below it lets it come to the top of the window. */}
          {SECTIONS.some((section) => !first.mounts(section)) && <div class="rest-room" aria-hidden="true" />}
        </main>
      </div>
    </>
  );
}

interface AccountSectionProps {
  account: AccountInfo | null | undefined;
  db: AccountDb | undefined;
  lang: Lang;
  sessionLost: boolean;
  pending: number | undefined;
}

/** The account and what signing out keeps: its counts are read here, when the section mounts, not by the page. */
function AccountSection({ account, db, lang, sessionLost, pending }: AccountSectionProps): JSX.Element {
  const stars = useStarredCount(db).value;
  const applications = useApplicationCount(db).value;
  return (
    <>
      <AccountPanel
        account={account}
        lang={lang}
        sessionLost={sessionLost}
        stars={stars}
        applications={applications}
        pending={pending}
      />
      {account && <ShareApplications db={db} lang={lang} mode="settings" />}
    </>
  );
}
