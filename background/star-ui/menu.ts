/**
 * The context menu: "Star this job" on a page (its job, found as the shortcut finds it) and on links to job
 * pages the adapters recognise (starred by the id the link's URL names). Menus persist across worker
 * restarts, so they are rebuilt (remove all, create) rather than created twice.
 */
import { browser } from 'wxt/browser';
import { uiLanguage } from '../../i18n/index';
import { LINK_PATTERNS } from '../../sites/registry';
import { servicePagePattern } from './service-pages';

export const MENU_PAGE = 'jobstar-star-page';
export const MENU_LINK = 'jobstar-star-link';

const TITLES: Record<'en' | 'he', string> = { en: 'Star this job', he: 'סימון המשרה בכוכב' };

export function menuTitle(): string {
  return TITLES[uiLanguage()];
}

export function linkPatterns(apiBaseUrl: string): string[] {
  return [...LINK_PATTERNS, servicePagePattern(apiBaseUrl)];
}

export async function buildMenus(apiBaseUrl: string): Promise<void> {
  await browser.contextMenus.removeAll();
  const title = menuTitle();
  browser.contextMenus.create({ id: MENU_PAGE, title, contexts: ['page'] });
  browser.contextMenus.create({
    id: MENU_LINK,
    title,
    contexts: ['link'],
    targetUrlPatterns: linkPatterns(apiBaseUrl),
  });
}
