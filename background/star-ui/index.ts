/**
 * The star outside the page (DESIGN §7): the toolbar badge, the job in each tab, the menus and the content
 * script on the service's own job pages. The composition root calls `registerStarUi` once per worker start
 * and forwards page reports and star changes to it; it also reads tabs for the current-job use cases. The menus
 * and the service pages' script are laid out again by `onSettingsChanged`, which the root also calls with its
 * start-up work, after the event that woke the worker (both persist in the browser between starts).
 */
import { browser } from 'wxt/browser';
import type { JobRef } from '../../api/job-ref';
import type { Settings } from '../../model/settings';
import type { StarChange } from '../../sync';
import type { TabReader } from '../commands/current-job';
import { showBadge } from './badge';
import { buildMenus } from './menu';
import { askTab, contentScriptJob, jsonLdJob, resolverFor } from './page-job';
import { menuFollowsActiveTab, menuFollowsTab } from './page-menu-title';
import { registerServicePages } from './service-pages';
import { tabJobs } from './tabs';
import type { StarUi, StarUiDeps } from './types';

export function registerStarUi(deps: StarUiDeps): StarUi & TabReader {
  const report = (error: unknown) => console.warn('jobstar star ui:', error);

  async function jobInTab(tabId: number): Promise<JobRef | null> {
    const settings = await deps.settings();
    const fromContent = await contentScriptJob(tabId, settings.apiBaseUrl);
    if (fromContent) return fromContent;
    const fromJsonLd = await jsonLdJob(tabId, settings.apiBaseUrl);
    if (fromJsonLd) return fromJsonLd;
    // The content script did not answer (a worker restart raced it): what it last reported.
    return fromContent === undefined ? tabJobs.get(tabId) : null;
  }

  async function jobAtLink(url: string): Promise<JobRef | null> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    return resolverFor((await deps.settings()).apiBaseUrl)(parsed);
  }

  async function askToggle(tabId: number): Promise<boolean> {
    return (await askTab(tabId, { type: 'star.toggleCurrent' }))?.handled ?? false;
  }

  async function notePageJob(tabId: number, ref: JobRef | null): Promise<void> {
    await tabJobs.set(tabId, ref);
    await showBadge(tabId, ref ? await deps.isStarred(ref.jobId) : false);
    await menuFollowsTab(tabId, ref !== null);
  }

  async function onStarsChanged(changes: readonly StarChange[]): Promise<void> {
    if (changes.length === 0) return;
    const starredNow = new Map(changes.map((change) => [change.jobId, change.starred]));
    const frames = await deps.framesShowing([...starredNow.keys()]);
    await Promise.all(
      frames.flatMap(({ tabId, frameId, jobIds }) =>
        jobIds.map((jobId) =>
          askTab(tabId, { type: 'star.changed', jobId, starred: starredNow.get(jobId) ?? false }, frameId),
        ),
      ),
    );
    const shown = await tabJobs.tabsShowing(new Set(starredNow.keys()));
    await Promise.all(shown.map(({ tabId, jobId }) => showBadge(tabId, starredNow.get(jobId) ?? false)));
  }

  async function onSettingsChanged(settings: Settings): Promise<void> {
    await registerServicePages(settings.apiBaseUrl);
    await buildMenus(settings.apiBaseUrl);
    await menuFollowsActiveTab();
  }

  browser.tabs.onRemoved.addListener((tabId) => {
    void tabJobs.set(tabId, null).catch(report);
  });
  browser.tabs.onUpdated.addListener((tabId, change) => {
    // A new document: its content script reports its job again; until then the tab shows none.
    if (change.status === 'loading' && change.url) void notePageJob(tabId, null).catch(report);
  });
  browser.tabs.onActivated.addListener(() => {
    void menuFollowsActiveTab().catch(report);
  });
  browser.permissions.onRemoved.addListener(() => {
    void deps.settings().then(onSettingsChanged).catch(report);
  });
  browser.permissions.onAdded.addListener(() => {
    void deps.settings().then(onSettingsChanged).catch(report);
  });

  return { jobInTab, jobAtLink, askToggle, notePageJob, onStarsChanged, onSettingsChanged };
}
