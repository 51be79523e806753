/** The toolbar badge: ★ on a tab whose job is starred, nothing otherwise (per tab). */
import { browser } from 'wxt/browser';

const STARRED_BADGE = '★';

export async function showBadge(tabId: number, starred: boolean): Promise<void> {
  try {
    await browser.action.setBadgeText({ tabId, text: starred ? STARRED_BADGE : '' });
    if (starred) await browser.action.setBadgeBackgroundColor({ tabId, color: '#b7791f' });
  } catch {
    // The tab closed meanwhile: nothing to show.
  }
}
