/**
 * The background's composition root (DESIGN §1): the databases, the settings, sign-in, the sync engine, the
 * use cases, the star UI and the message router, wired once per service-worker start. Listeners are
 * registered synchronously so an event that woke the worker is not missed; the start's own work waits until that
 * event has been handled (startup.ts).
 */
import { browser } from 'wxt/browser';
import { createAuthService } from '../auth';
import { uiLanguage } from '../i18n/index';
import { wordLocalError } from '../i18n/local-errors';
import { createPageScope } from '../messaging/page-scope';
import { servePort } from '../messaging/port-server';
import { createRouter } from '../messaging/router';
import type { Settings } from '../model/settings';
import { adapterById, linkedJobId } from '../sites/registry';
import { createLocalStore } from '../storage/db';
import { clearDiagnostics, recordMiss } from '../storage/diagnostics';
import { createSignInStore } from '../storage/sign-in';
import { takeBackWakeStar } from '../storage/stars';
import { createBackgroundSync, ensurePeriodicAlarm, PERIODIC_ALARM, pauseForSignIn, RETRY_ALARM } from '../sync';
import { tellStages } from './commands/application-news';
import { createCurrentJobCommands } from './commands/current-job';
import { createCommands } from './commands/index';
import { createPostingCommands } from './commands/postings';
import { createSavePageCommands } from './commands/save-page';
import { createSeenBefore } from './commands/seen-before';
import { createStarCommands } from './commands/star';
import { createHandlers } from './handlers';
import { registerReminders } from './reminders/index';
import { createSiteGrants, servedOtherwise } from './site-grants/index';
import { showBadge } from './star-ui/badge';
import { registerStarUi } from './star-ui/index';
import { resolverFor } from './star-ui/page-job';
import { tabPages } from './star-ui/page-read';
import { pageSaysGone, postingInTab } from './star-ui/posting-read';
import { registerStarTriggers } from './star-ui/triggers';
import { deferStartup } from './startup';
import { reportStorageFailures } from './storage-failures';
import type { Handoff } from './wake/handoff';

/** How long a worker woken by something other than a message waits before its start-up work. */
const STARTUP_GRACE_MS = 500;

export function startBackground(handoff?: Handoff): void {
  const report = (error: unknown) => console.error('jobstar background:', error);
  const store = createLocalStore();
  // The account's database opens while the event that woke the worker is on its way: most events need it.
  store
    .currentDb()
    .then((db) => db.open())
    .catch(report);
  const settings = (): Promise<Settings> => store.settings();
  const auth = createAuthService({ settings, store: createSignInStore() });
  const scope = createPageScope();
  // The settings and the pages' scopes are read while it is on its way too: the router judges a page's message (a
  // star) by both, and read only once the message came they were two reads in turn before the star's write.
  settings().catch(report);
  scope.preload();

  const sync = createBackgroundSync({
    store,
    auth,
    settings,
    onStarsChanged: (changes) => {
      starUi.onStarsChanged(changes).catch(report);
    },
  });
  const star = createStarCommands({
    db: () => store.currentDb(),
    requestSync: (fresh) => sync.request({ fresh }),
    serviceOrigin: async () => (await settings()).apiBaseUrl,
    starChanged: (jobId, starred) => starUi.onStarsChanged([{ jobId, starred }]),
    ...(handoff ? { writtenOnWake: handoff.writtenOnWake } : {}),
  });
  const starUi = registerStarUi({ isStarred: star.isStarred, settings, framesShowing: scope.framesShowing });
  const savePage = createSavePageCommands({
    star,
    pages: tabPages,
    recordMiss: (miss) => recordMiss(store.meta, miss),
    routePatterns: adapterById,
    showStarred: showBadge,
  });
  registerStarTriggers(createCurrentJobCommands(star, starUi, savePage));
  const sites = createSiteGrants({ meta: store.meta, servedOtherwise: servedOtherwise(settings) });
  sites.listen();
  const tellApplications = async (jobIds: readonly string[]) => tellStages(await store.currentDb(), scope, jobIds);
  const commands = createCommands({
    store,
    auth,
    requestSync: (options) => void sync.request(options),
    saveSettings: (next) => store.saveSettings(next),
    settingsChanged: (saved) => starUi.onSettingsChanged(saved),
    applicationChanged: async (jobIds) => {
      await reminders.rearm();
      await tellApplications(jobIds);
    },
  });
  const reminders = registerReminders({
    db: () => store.currentDb(),
    snooze: (jobId, days) => commands.applications.snooze(jobId, days),
  });

  const seen = createSeenBefore(linkedJobId);
  const postings = createPostingCommands({
    db: () => store.currentDb(),
    read: postingInTab,
    jobAt: async (url) => resolverFor((await settings()).apiBaseUrl)(new URL(url))?.jobId ?? null,
    saysGone: pageSaysGone,
    now: () => new Date(),
  });
  const handlers = createHandlers({
    star,
    commands,
    sync,
    starUi,
    pages: { pageOf: savePage.pageOf, clearDiagnostics: () => clearDiagnostics(store.meta) },
    sites,
    seenBefore: async (ref) => seen.seenBefore(await store.currentDb(), ref),
    postings,
  });
  // The menus, the service pages' script and the reminders' alarm are kept by the browser between starts: laying
  // them out again is start-up work, not something the event that woke the worker waits for.
  const startup = deferStartup(() => {
    void sync
      .start()
      .then(() => sync.request())
      .catch(report);
    ensurePeriodicAlarm().catch(report);
    sites.sync().catch(report);
    settings().then(starUi.onSettingsChanged).catch(report);
    reminders.rearm().catch(report);
  }, STARTUP_GRACE_MS);
  const routeFirst = createRouter(reportStorageFailures(handlers, store), {
    extensionId: browser.runtime.id,
    extensionOrigin: browser.runtime.getURL('/'),
    scope,
    serviceUrl: async () => (await settings()).apiBaseUrl,
  });
  /** A star the worker's first script wrote for a message the router then refused goes again (background/wake). */
  const takeBackUnclaimed = async (given: Handoff, message: unknown) => {
    const left = given.unclaimed(message);
    const first = await left?.outcome;
    if (left && first?.written) await takeBackWakeStar(store.open(left.dbName), left.jobId, first.id);
  };
  const route: typeof routeFirst = (message, sender) => {
    const routed = routeFirst(message, sender);
    routed.finally(startup.afterEvent).catch(() => undefined);
    if (handoff) routed.finally(() => takeBackUnclaimed(handoff, message)).catch(report);
    return routed;
  };
  // sendResponse + `return true` works in every Chrome and Firefox version we support.
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    route(message, sender).then(sendResponse, (error: unknown) => {
      report(error);
      sendResponse({ ok: false, error: { kind: 'router.failed' } });
    });
    return true;
  });
  browser.runtime.onConnect.addListener((port) =>
    servePort(port, route, report, (error) => wordLocalError(error, uiLanguage())),
  );
  browser.tabs.onRemoved.addListener((tabId) => {
    void scope.forgetTab(tabId).catch(report);
  });

  browser.runtime.onStartup.addListener(() => {
    sync.request({ force: true });
    sites.restore().catch(report);
  });
  browser.runtime.onInstalled.addListener(() => {
    sync.request({ force: true });
    sites.restore().catch(report);
  });
  // A first install shows what jobstar does and where to start; an update or a browser update does not.
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install') void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') }).catch(report);
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === RETRY_ALARM || alarm.name === PERIODIC_ALARM) sync.request();
  });
  auth.onSessionLost(() => {
    store.currentDb().then(pauseForSignIn).catch(report);
  });
}
