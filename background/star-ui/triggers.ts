/**
 * The keyboard shortcut and the context menu, wired to the current-job use cases. Listeners are added at
 * each worker start (synchronously, so the event that woke the worker is not missed).
 */
import { browser } from 'wxt/browser';
import type { CurrentJobCommands } from '../commands/current-job';
import { MENU_LINK, MENU_PAGE } from './menu';

const TOGGLE_COMMAND = 'toggle-star';

export interface MenuClick {
  menuItemId: string | number;
  linkUrl?: string;
}

export function registerStarTriggers(current: CurrentJobCommands) {
  const report = (error: unknown) => console.warn('jobstar star trigger:', error);

  async function starFromMenu(info: MenuClick, tabId?: number): Promise<boolean> {
    if (info.menuItemId === MENU_LINK && info.linkUrl) return current.starLink(info.linkUrl);
    if (info.menuItemId === MENU_PAGE && tabId !== undefined) return current.starCurrent(tabId);
    return false;
  }

  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== TOGGLE_COMMAND) return;
    const tabId = tab?.id;
    const target =
      tabId !== undefined
        ? Promise.resolve(tabId)
        : browser.tabs.query({ active: true, currentWindow: true }).then(([active]) => active?.id);
    void target.then((id) => (id === undefined ? false : current.toggleCurrent(id))).catch(report);
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    void starFromMenu(info, tab?.id).catch(report);
  });

  const hooks = { toggleInTab: current.toggleCurrent, starFromMenu };
  // Headless Chromium cannot press an extension's keyboard shortcut, so end-to-end tests (and anyone in the
  // worker's DevTools) reach the same actions here. Only the worker's own scope can see it.
  (globalThis as { jobstarStarUi?: typeof hooks }).jobstarStarUi = hooks;
  return hooks;
}
