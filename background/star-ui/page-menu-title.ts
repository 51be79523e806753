/**
 * The page menu names what it will do for the active tab: "Star this job" where the tab shows a job, "Save
 * this page to jobstar" elsewhere (issue 13: the menu saves the page when no job is recognised). Menus are
 * global, so the title follows the active tab: on activation and when the active tab reports its job.
 */
import { browser } from 'wxt/browser';
import { uiLanguage } from '../../i18n/index';
import { MENU_PAGE, menuTitle } from './menu';
import { tabJobs } from './tabs';

const SAVE_PAGE: Record<'en' | 'he', string> = { en: 'Save this page to jobstar', he: 'שמירת העמוד הזה ב־jobstar' };

export const pageMenuTitle = (hasJob: boolean): string => (hasJob ? menuTitle() : SAVE_PAGE[uiLanguage()]);

async function retitle(hasJob: boolean): Promise<void> {
  try {
    await browser.contextMenus.update(MENU_PAGE, { title: pageMenuTitle(hasJob) });
  } catch {
    // The menus are being rebuilt: the rebuild sets the title itself.
  }
}

/** The tab reported its job (or none): the menu follows when that tab is the active one. */
export async function menuFollowsTab(tabId: number, hasJob: boolean): Promise<void> {
  const [active] = await browser.tabs.query({ active: true, currentWindow: true });
  if (active?.id === tabId) await retitle(hasJob);
}

/** The title for whatever tab is active now (after a rebuild, or when another tab is activated). */
export async function menuFollowsActiveTab(): Promise<void> {
  const [active] = await browser.tabs.query({ active: true, currentWindow: true });
  await retitle(active?.id !== undefined && (await tabJobs.get(active.id)) !== null);
}
