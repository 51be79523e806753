import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MENU_PAGE } from './menu';
import { menuFollowsActiveTab, menuFollowsTab, pageMenuTitle } from './page-menu-title';
import { tabJobs } from './tabs';

describe('the page menu’s title follows the active tab', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
    vi.spyOn(browser.i18n, 'getUILanguage').mockReturnValue('en-US');
    vi.spyOn(browser.tabs, 'query').mockResolvedValue([{ id: 3 }] as never);
  });

  it('says "Star this job" where the tab shows a job and "Save this page to jobstar" elsewhere', async () => {
    const update = vi.spyOn(browser.contextMenus, 'update').mockResolvedValue(undefined);
    await menuFollowsTab(3, true);
    expect(update).toHaveBeenLastCalledWith(MENU_PAGE, { title: 'Star this job' });
    await menuFollowsTab(3, false);
    expect(update).toHaveBeenLastCalledWith(MENU_PAGE, { title: 'Save this page to jobstar' });
    await menuFollowsTab(4, true);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('reads the active tab’s job after a rebuild or a tab switch', async () => {
    const update = vi.spyOn(browser.contextMenus, 'update').mockResolvedValue(undefined);
    await menuFollowsActiveTab();
    expect(update).toHaveBeenLastCalledWith(MENU_PAGE, { title: 'Save this page to jobstar' });
    await tabJobs.set(3, { jobId: 'linkedin:4012345678', site: 'linkedin' });
    await menuFollowsActiveTab();
    expect(update).toHaveBeenLastCalledWith(MENU_PAGE, { title: 'Star this job' });
  });

  it('speaks Hebrew in a Hebrew browser', () => {
    vi.spyOn(browser.i18n, 'getUILanguage').mockReturnValue('he');
    expect(pageMenuTitle(false)).toBe('שמירת העמוד הזה ב־jobstar');
  });
});
