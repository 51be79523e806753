/**
 * Reminder notifications need the optional `notifications` permission. The browser shows its prompt only from
 * a click, so `askToNotify` must be the first thing the click handler awaits.
 */
import { browser } from 'wxt/browser';

export async function mayNotify(): Promise<boolean> {
  try {
    return await browser.permissions.contains({ permissions: ['notifications'] });
  } catch {
    return false;
  }
}

/** True when granted (at once, with no prompt, when it already was). */
export async function askToNotify(): Promise<boolean> {
  try {
    return await browser.permissions.request({ permissions: ['notifications'] });
  } catch {
    // A browser that cannot ask (no user gesture reached it): the same as declined.
    return false;
  }
}
