/**
 * The background's composition root (DESIGN §1): the databases, the settings, sign-in, the sync engine, the
 * star UI and the message router, wired once per service-worker start. Listeners are registered
 * synchronously so an event that woke the worker is not missed.
 */
import { browser } from 'wxt/browser';
import { createAuthService } from '../auth/service';
import type { Settings } from '../messaging/protocol';
import { createRouter } from '../messaging/router';
import { createLocalStore } from '../storage/local-store';
import { setStar, starredStates } from '../storage/saved';
import { loadSettings, saveSettings } from '../storage/settings';
import { pauseForSignIn } from '../storage/sync-state';
import { createHandlers } from './handlers';
import { ensurePeriodicAlarm, PERIODIC_ALARM, RETRY_ALARM } from './retry-schedule';
import { registerStarUi } from './star-ui/index';
import { reportStorageFailures } from './storage-failures';
import { createBackgroundSync } from './sync-wiring';

export function startBackground(): void {
  const report = (error: unknown) => console.error('jobstar background:', error);
  const store = createLocalStore();
  const settings = (): Promise<Settings> => loadSettings(store.meta);
  const auth = createAuthService({ settings });

  const sync = createBackgroundSync({
    store,
    auth,
    settings,
    onStarChanged: ({ jobId, starred }) => {
      starUi.onStarChanged(jobId, starred).catch(report);
    },
  });
  const starUi = registerStarUi({
    isStarred: async (jobId) => (await starredStates(await store.currentDb(), [jobId]))[jobId] ?? false,
    setStar: async (ref, starred) => {
      await setStar(await store.currentDb(), ref, starred);
      sync.request();
    },
    settings,
  });

  const handlers = createHandlers({
    store,
    auth,
    sync,
    starUi,
    saveSettings: (next) => saveSettings(store.meta, next),
  });
  const route = createRouter(reportStorageFailures(handlers, store), browser.runtime.id, browser.runtime.getURL('/'));
  // sendResponse + `return true` works in every Chrome and Firefox version we support.
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    route(message, sender).then(sendResponse, (error: unknown) => {
      report(error);
      sendResponse({ ok: false, error: { message: 'jobstar failed to answer' } });
    });
    return true;
  });

  browser.runtime.onStartup.addListener(() => sync.request({ force: true }));
  browser.runtime.onInstalled.addListener(() => sync.request({ force: true }));
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === RETRY_ALARM || alarm.name === PERIODIC_ALARM) sync.request();
  });
  auth.onSessionLost(() => {
    store.currentDb().then(pauseForSignIn).catch(report);
  });

  void sync
    .start()
    .then(() => sync.request())
    .catch(report);
  ensurePeriodicAlarm().catch(report);
}
