/**
 * The toolbar shows the tab's job state (per tab): a filled star icon and a ★ badge on a tab whose job is
 * starred, the outlined star and no badge otherwise.
 */
import { browser } from 'wxt/browser';

const STARRED_BADGE = '★';
const STAR_ON = { 16: '/icon/star-on-16.png', 32: '/icon/star-on-32.png' };
const STAR_OFF = { 16: '/icon/star-off-16.png', 32: '/icon/star-off-32.png' };

export async function showBadge(tabId: number, starred: boolean): Promise<void> {
  try {
    await browser.action.setBadgeText({ tabId, text: starred ? STARRED_BADGE : '' });
    if (starred) await browser.action.setBadgeBackgroundColor({ tabId, color: '#b7791f' });
    await browser.action.setIcon({ tabId, path: starred ? STAR_ON : STAR_OFF });
  } catch {
    // The tab closed meanwhile: nothing to show.
  }
}
