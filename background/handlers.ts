/**
 * One handler per runtime message (messaging/protocol.ts). The router has already parsed the message and
 * checked its sender and the page's scope; handlers call the use cases (commands/) and the storage commands,
 * tell the star UI, and ask for a sync. None of them waits for the network to answer a star.
 */
import type { AuthService } from '../auth/service.types';
import { RefusedError } from '../messaging/error-info';
import type { Handlers } from '../messaging/router';
import type { Settings } from '../model/settings';
import { deleteLocalData, switchToAccount, switchToSignedOut } from '../storage/accounts';
import { createAlert } from '../storage/alerts';
import { importJson } from '../storage/data';
import type { LocalStore } from '../storage/db';
import { saveProfile } from '../storage/profile';
import { stageSummaries } from '../storage/queries';
import type { SyncEngine } from '../sync';
import { discardDeadLetter, retryDeadLetter } from '../sync';
import { type ApplicationHandlerDeps, createApplicationHandlers } from './commands/applications';
import type { createSeenBefore } from './commands/seen-before';
import type { StarCommands } from './commands/star';
import { createPageHandlers, type PageHandlerDeps } from './page-handlers';
import type { SiteGrants } from './site-grants/index';
import type { StarUi } from './star-ui/types';

export interface HandlerDeps {
  store: LocalStore;
  auth: AuthService;
  sync: SyncEngine;
  star: StarCommands;
  starUi: StarUi;
  /** "Save this page" and the private diagnostics. */
  pages: PageHandlerDeps;
  sites: SiteGrants;
  saveSettings(settings: Settings): Promise<Settings>;
  /**
   * Application changes: re-arm the reminder alarm and tell the tabs (issue 19). Also after an import and an
   * account switch or deletion, with no jobs: the alarm follows the current database.
   */
  applicationChanged: ApplicationHandlerDeps['changed'];
  seen: ReturnType<typeof createSeenBefore>;
}

// A content script reports only its own tab: the tab is the sender's, never a field of the message.
function senderTab(sender: { tab?: { id?: number } }, type: string): number {
  const tabId = sender.tab?.id;
  if (tabId === undefined) throw new RefusedError({ kind: 'router.notAllowed', params: { type } });
  return tabId;
}

type StarHandlers = Pick<Handlers, 'star.state' | 'star.set' | 'page.job' | 'page.found' | 'tab.job'>;

function createStarHandlers({ star, starUi, sites, store, seen }: HandlerDeps): StarHandlers {
  // The star buttons show each starred job's stage beside its state.
  const states = async (jobIds: string[]) => ({
    starred: await star.starredStates(jobIds),
    stages: await stageSummaries(await store.currentDb(), jobIds),
  });
  return {
    'star.state': ({ jobIds }) => states(jobIds),
    'star.set': async ({ ref, starred }) => {
      const now = await star.setStarred(ref, starred);
      return { starred: now, stage: (await stageSummaries(await store.currentDb(), [ref.jobId]))[ref.jobId] };
    },
    // The router has put the reported jobs in the frame's scope (the protocol table's `reports`).
    'page.job': async ({ ref }, sender) => {
      await starUi.notePageJob(senderTab(sender, 'page.job'), ref);
      return { seen: ref ? await seen.seenBefore(await store.currentDb(), ref) : null };
    },
    'page.found': ({ jobIds }) => states(jobIds),
    'tab.job': async ({ tabId }) => {
      const ref = await starUi.jobInTab(tabId);
      if (!ref) return { ref, starred: false };
      return { ref, starred: await star.isStarred(ref.jobId), offer: await sites.offerFor(tabId) };
    },
  };
}

export function createHandlers(deps: HandlerDeps): Handlers {
  const { store, auth, sync, starUi } = deps;
  const db = () => store.currentDb();

  return {
    ...createStarHandlers(deps),
    ...createPageHandlers(deps.pages),
    ...createApplicationHandlers({ db, changed: deps.applicationChanged }),
    'profile.save': async ({ profile }) => {
      await saveProfile(await db(), profile);
      sync.request();
      return null;
    },
    'alert.create': async ({ filter }) => {
      const id = await createAlert(await db(), filter);
      sync.request();
      return { id };
    },
    'sync.now': async () => {
      await sync.sync({ force: true });
      return null;
    },
    'auth.signIn': async () => {
      const account = await auth.signIn();
      await switchToAccount(store, account);
      await deps.applicationChanged([]);
      sync.request({ force: true });
      return { email: account.email, name: account.name };
    },
    'auth.signOut': async ({ removeData }) => {
      try {
        await auth.signOut();
      } finally {
        await switchToSignedOut(store, { removeData });
        await deps.applicationChanged([]);
      }
      return null;
    },
    'settings.save': async ({ settings }) => {
      const saved = await deps.saveSettings(settings);
      await starUi.onSettingsChanged(saved);
      sync.request({ force: true });
      return null;
    },
    'data.import': async ({ data }) => {
      const result = await importJson(await db(), data);
      await deps.applicationChanged([]);
      sync.request({ force: true });
      return result;
    },
    'data.deleteLocal': async () => {
      await deleteLocalData(store);
      await deps.applicationChanged([]);
      sync.request({ force: true });
      return null;
    },
    'deadLetter.retry': async ({ id }) => {
      await retryDeadLetter(await db(), id);
      sync.request({ force: true });
      return null;
    },
    'deadLetter.discard': async ({ id }) => {
      await discardDeadLetter(await db(), id);
      sync.request({ force: true });
      return null;
    },
    'site.enable': async ({ origin }) => ({ enabled: await deps.sites.enable(origin) }),
    'site.remove': async ({ origin }) => {
      await deps.sites.remove(origin);
      return null;
    },
  };
}
