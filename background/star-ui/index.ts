/**
 * The star outside the page (DESIGN §7): the shortcut, the context menu, the toolbar badge, the job in each
 * tab, and the content script on the service's own job pages. The composition root calls
 * `registerStarUi` once per worker start and forwards page reports and star changes to it.
 */
import { browser } from 'wxt/browser';
import type { JobRef } from '../../api/job-ref';
import type { Settings } from '../../messaging/protocol';
import { showBadge } from './badge';
import { buildMenus, MENU_LINK, MENU_PAGE } from './menu';
import { askTab, contentScriptJob, jsonLdJob, resolverFor } from './page-job';
import { registerServicePages } from './service-pages';
import { tabJobs } from './tabs';
import type { StarUi, StarUiDeps } from './types';

export const TOGGLE_COMMAND = 'toggle-star';

export function registerStarUi(deps: StarUiDeps): StarUi & {
  /** The shortcut's action on a tab (also what tests call: headless Chromium cannot press extension keys). */
  toggleInTab(tabId: number): Promise<boolean>;
  /** The context menu's action. */
  starFromMenu(info: { menuItemId: string | number; linkUrl?: string }, tabId?: number): Promise<boolean>;
} {
  const report = (error: unknown) => console.warn('jobstar star ui:', error);

  async function jobInTab(tabId: number): Promise<JobRef | null> {
    const fromContent = await contentScriptJob(tabId);
    if (fromContent) return fromContent;
    const settings = await deps.settings();
    const fromJsonLd = await jsonLdJob(tabId, settings.apiBaseUrl);
    if (fromJsonLd) return fromJsonLd;
    // The content script did not answer (a worker restart raced it): what it last reported.
    return fromContent === undefined ? tabJobs.get(tabId) : null;
  }

  async function star(ref: JobRef, starred: boolean): Promise<void> {
    await deps.setStar(ref, starred);
    await onStarChanged(ref.jobId, starred);
  }

  async function notePageJob(tabId: number, ref: JobRef | null): Promise<void> {
    await tabJobs.set(tabId, ref);
    await showBadge(tabId, ref ? await deps.isStarred(ref.jobId) : false);
  }

  async function onStarChanged(jobId: string, starred: boolean): Promise<void> {
    const tabs = await browser.tabs.query({});
    await Promise.all(
      tabs.map((tab) => (tab.id === undefined ? undefined : askTab(tab.id, { type: 'star.changed', jobId, starred }))),
    );
    await Promise.all((await tabJobs.tabsShowing(jobId)).map((tabId) => showBadge(tabId, starred)));
  }

  async function onSettingsChanged(settings: Settings): Promise<void> {
    await registerServicePages(settings.apiBaseUrl);
    await buildMenus(settings.apiBaseUrl);
  }

  async function toggleInTab(tabId: number): Promise<boolean> {
    // The page's own button toggles optimistically and shows any error where the user is looking.
    const answer = (await askTab(tabId, { type: 'star.toggleCurrent' })) as { handled?: boolean } | undefined;
    if (answer?.handled) return true;
    const ref = await jobInTab(tabId);
    if (!ref) return false;
    await star(ref, !(await deps.isStarred(ref.jobId)));
    return true;
  }

  async function starFromMenu(info: { menuItemId: string | number; linkUrl?: string }, tabId?: number) {
    if (info.menuItemId === MENU_LINK && info.linkUrl) {
      const settings = await deps.settings();
      const ref = resolverFor(settings.apiBaseUrl)(new URL(info.linkUrl));
      if (!ref) return false;
      await star(ref, true);
      return true;
    }
    if (info.menuItemId === MENU_PAGE && tabId !== undefined) {
      const ref = await jobInTab(tabId);
      if (!ref) return false;
      await star(ref, true);
      return true;
    }
    return false;
  }

  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== TOGGLE_COMMAND) return;
    const tabId = tab?.id;
    const target =
      tabId !== undefined
        ? Promise.resolve(tabId)
        : browser.tabs.query({ active: true, currentWindow: true }).then(([active]) => active?.id);
    void target.then((id) => (id === undefined ? false : toggleInTab(id))).catch(report);
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void starFromMenu(info, tab?.id).catch(report);
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    void tabJobs.set(tabId, null).catch(report);
  });
  browser.tabs.onUpdated.addListener((tabId, change) => {
    // A new document: its content script reports its job again; until then the tab shows none.
    if (change.status === 'loading' && change.url) void notePageJob(tabId, null).catch(report);
  });
  browser.permissions.onRemoved.addListener(() => {
    void deps.settings().then(onSettingsChanged).catch(report);
  });
  browser.permissions.onAdded.addListener(() => {
    void deps.settings().then(onSettingsChanged).catch(report);
  });
  void deps.settings().then(onSettingsChanged).catch(report);

  const starUi = { jobInTab, notePageJob, onStarChanged, onSettingsChanged, toggleInTab, starFromMenu };
  // Headless Chromium cannot press an extension's keyboard shortcut, so end-to-end tests (and anyone in the
  // worker's DevTools) reach the same actions here. Only the worker's own scope can see it.
  (globalThis as { jobstarStarUi?: typeof starUi }).jobstarStarUi = starUi;
  return starUi;
}
