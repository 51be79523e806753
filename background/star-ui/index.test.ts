import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { JobRef } from '../../api/job-ref';
import { createPageScope } from '../../messaging/page-scope';
import { star } from '../../storage/stars';
import { freshStore } from '../../storage/testing/db-fixture';
import { createCurrentJobCommands } from '../commands/current-job';
import { createStarCommands } from '../commands/star';
import { registerStarUi } from './index';
import { MENU_LINK, MENU_PAGE } from './menu';
import { SERVICE_SCRIPT_ID } from './service-pages';
import { tabJobs } from './tabs';
import { registerStarTriggers } from './triggers';

const SETTINGS = {
  apiBaseUrl: 'http://127.0.0.1:8787',
  oidcIssuer: 'http://127.0.0.1:8787/oidc',
  oidcClientId: 'jobstar-extension',
};
const REF: JobRef = { jobId: 'greenhouse:anthropic:5058714008', site: 'greenhouse', title: 'EM, UI Platform' };

async function setup(starred = new Set<string>()) {
  const badges = new Map<number, string>();
  const tabMessages: { tabId: number; message: unknown }[] = [];
  let contentAnswer: (tabId: number, message: { type: string }) => unknown = () => {
    throw new Error('Could not establish connection. Receiving end does not exist.');
  };
  vi.spyOn(browser.action, 'setBadgeText').mockImplementation(async ({ tabId, text }) => {
    badges.set(tabId as number, text as string);
  });
  vi.spyOn(browser.action, 'setBadgeBackgroundColor').mockResolvedValue(undefined);
  vi.spyOn(browser.action, 'setIcon').mockResolvedValue(undefined);
  vi.spyOn(browser.tabs, 'sendMessage').mockImplementation((async (tabId: number, message: { type: string }) => {
    tabMessages.push({ tabId, message });
    return contentAnswer(tabId, message);
  }) as never);
  vi.spyOn(browser.tabs, 'query').mockResolvedValue([{ id: 1 }, { id: 2 }] as never);
  const tabUrl = vi
    .spyOn(browser.tabs, 'get')
    .mockImplementation(
      async (id) => ({ id, url: 'https://job-boards.greenhouse.io/anthropic/jobs/5058714008' }) as never,
    );
  vi.spyOn(browser.contextMenus, 'removeAll').mockResolvedValue(undefined);
  const menus = vi.spyOn(browser.contextMenus, 'create').mockReturnValue(1);
  vi.spyOn(browser.i18n, 'getUILanguage').mockReturnValue('en-US');
  const permissions = vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
  const registered = vi.spyOn(browser.scripting, 'getRegisteredContentScripts').mockResolvedValue([] as never);
  const register = vi.spyOn(browser.scripting, 'registerContentScripts').mockResolvedValue(undefined);
  const update = vi.spyOn(browser.scripting, 'updateContentScripts').mockResolvedValue(undefined);
  const unregister = vi.spyOn(browser.scripting, 'unregisterContentScripts').mockResolvedValue(undefined);
  const listeners: Record<string, (...args: never[]) => unknown> = {};
  const capture = (name: string, event: { addListener: unknown }) =>
    vi.spyOn(event as { addListener: (listener: never) => void }, 'addListener').mockImplementation((listener) => {
      listeners[name] = listener as never;
    });
  capture('command', browser.commands.onCommand);
  capture('menu', browser.contextMenus.onClicked);
  capture('permissionRemoved', browser.permissions.onRemoved);
  capture('permissionAdded', browser.permissions.onAdded);
  const executeScript = vi.spyOn(browser.scripting, 'executeScript').mockRejectedValue(new Error('no activeTab'));
  const store = freshStore();
  for (const jobId of starred) await star(await store.currentDb(), { jobId, site: 'test' });
  const commands = createStarCommands({
    db: () => store.currentDb(),
    requestSync: async () => undefined,
    serviceOrigin: async () => SETTINGS.apiBaseUrl,
    starChanged: (jobId, value) => starUi.onStarsChanged([{ jobId, starred: value }]),
  });
  const scope = createPageScope();
  const setStar = vi.spyOn(commands, 'setStarred');
  const starUi = registerStarUi({
    isStarred: commands.isStarred,
    settings: async () => SETTINGS,
    framesShowing: scope.framesShowing,
  });
  const triggers = registerStarTriggers(createCurrentJobCommands(commands, starUi));
  return {
    ui: { ...starUi, ...triggers },
    scope,
    listeners,
    badges,
    tabMessages,
    setStar,
    menus,
    permissions,
    registered,
    register,
    update,
    unregister,
    executeScript,
    tabUrl,
    answerWith(answer: typeof contentAnswer) {
      contentAnswer = answer;
    },
  };
}

describe('star UI', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it('badges a tab whose reported job is starred, and keeps the tab→job map in storage.session', async () => {
    const { ui, badges } = await setup(new Set([REF.jobId]));
    await ui.notePageJob(7, REF);
    expect(badges.get(7)).toBe('★');
    expect(await tabJobs.get(7)).toMatchObject({ jobId: REF.jobId });
    const stored = (await browser.storage.session.get('starUi.tabJobs')) as Record<string, object>;
    expect(Object.keys(stored['starUi.tabJobs'] ?? {})).toEqual(['7']);
    await ui.notePageJob(7, null);
    expect(badges.get(7)).toBe('');
    expect(await tabJobs.get(7)).toBeNull();
  });

  it('tells only the frames whose page shows the job (no page hears of other jobs) and updates their badges', async () => {
    const { ui, badges, tabMessages, scope } = await setup();
    await scope.add({ id: 'abc', tab: { id: 2 } as never, frameId: 0 }, [REF.jobId]);
    await ui.notePageJob(2, REF);
    await ui.onStarsChanged([{ jobId: REF.jobId, starred: true }]);
    expect(tabMessages.filter((sent) => (sent.message as { type: string }).type === 'star.changed')).toEqual([
      { tabId: 2, message: { type: 'star.changed', jobId: REF.jobId, starred: true } },
    ]);
    expect(badges.get(2)).toBe('★');
    expect(badges.has(1)).toBe(false);
  });

  it('the shortcut lets the page’s own button toggle when the content script has a job', async () => {
    const { ui, setStar, answerWith } = await setup();
    answerWith((_tab, message) => (message.type === 'star.toggleCurrent' ? { handled: true } : undefined));
    expect(await ui.toggleInTab(3)).toBe(true);
    expect(setStar).not.toHaveBeenCalled();
  });

  it('the shortcut toggles the job the content script reports when it cannot toggle itself', async () => {
    const starred = new Set([REF.jobId]);
    const { ui, setStar, answerWith } = await setup(starred);
    answerWith((_tab, message) => (message.type === 'page.current' ? { ref: REF } : { handled: false }));
    expect(await ui.toggleInTab(3)).toBe(true);
    expect(setStar).toHaveBeenCalledWith(REF, false);
  });

  it('the shortcut falls back to the page’s JSON-LD through activeTab', async () => {
    const { ui, setStar, executeScript } = await setup();
    executeScript.mockResolvedValue([
      {
        frameId: 0,
        documentId: 'd',
        result: { href: 'https://careers.acme.example/job/9', postings: [{ title: 'Welder', identifier: 'W-9' }] },
      },
    ] as never);
    expect(await ui.toggleInTab(4)).toBe(true);
    expect(setStar).toHaveBeenCalledWith(
      expect.objectContaining({ jobId: 'web:careers.acme.example:W-9', site: 'jsonld', title: 'Welder' }),
      true,
    );
  });

  it('the toggle-star command acts on the tab it came from', async () => {
    const { listeners, setStar, answerWith } = await setup();
    answerWith((_tab, message) => (message.type === 'page.current' ? { ref: REF } : { handled: false }));
    listeners.command?.('toggle-star' as never, { id: 6 } as never);
    await vi.waitFor(() => expect(setStar).toHaveBeenCalledWith(REF, true));
  });

  it('takes no job from a tab whose address may not claim it (a forged answer to page.current)', async () => {
    const { ui, setStar, answerWith, tabUrl } = await setup();
    answerWith((_tab, message) => (message.type === 'page.current' ? { ref: REF } : { handled: false }));
    tabUrl.mockResolvedValue({ id: 5, url: 'https://www.linkedin.com/jobs/view/4012345678/' } as never);
    expect(await ui.jobInTab(5)).toBeNull();
    expect(await ui.toggleInTab(5)).toBe(false);
    expect(setStar).not.toHaveBeenCalled();
  });

  it('takes no answer from a page that does not fit the protocol', async () => {
    const { ui, setStar, answerWith } = await setup();
    answerWith((_tab, message) =>
      message.type === 'page.current' ? { ref: { jobId: 42, site: '' } } : { handled: 'yes' },
    );
    expect(await ui.toggleInTab(5)).toBe(false);
    expect(await ui.jobInTab(5)).toBeNull();
    expect(setStar).not.toHaveBeenCalled();
  });

  it('does nothing on a tab with no job at all', async () => {
    const { ui, setStar } = await setup();
    expect(await ui.toggleInTab(5)).toBe(false);
    expect(await ui.jobInTab(5)).toBeNull();
    expect(setStar).not.toHaveBeenCalled();
  });

  it('the context menu stars a recognised link by its URL-derived id, and ignores other links', async () => {
    const { ui, setStar } = await setup();
    expect(
      await ui.starFromMenu({ menuItemId: MENU_LINK, linkUrl: 'https://www.linkedin.com/jobs/view/3786945580/' }),
    ).toBe(true);
    expect(setStar).toHaveBeenCalledWith(expect.objectContaining({ jobId: 'linkedin:3786945580' }), true);
    expect(
      await ui.starFromMenu({ menuItemId: MENU_LINK, linkUrl: `${SETTINGS.apiBaseUrl}/jobs/comeet:aquasec:CD.86E` }),
    ).toBe(true);
    expect(setStar).toHaveBeenLastCalledWith(expect.objectContaining({ jobId: 'comeet:aquasec:CD.86E' }), true);
    expect(await ui.starFromMenu({ menuItemId: MENU_LINK, linkUrl: 'https://example.com/about' })).toBe(false);
    expect(setStar).toHaveBeenCalledTimes(2);
  });

  it('the page menu stars (never unstars) the tab’s job', async () => {
    const { ui, setStar, answerWith } = await setup(new Set([REF.jobId]));
    answerWith(() => ({ ref: REF }));
    expect(await ui.starFromMenu({ menuItemId: MENU_PAGE }, 9)).toBe(true);
    expect(setStar).toHaveBeenCalledWith(REF, true);
  });

  it('leaves the menus and the service pages’ script to the start-up work: registering touches neither', async () => {
    const { registered, register, menus } = await setup();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(registered).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
    expect(menus).not.toHaveBeenCalled();
  });

  it('registers the content script for the service’s job pages, updates it, and drops it without permission', async () => {
    const { ui, register, update, unregister, registered, permissions, menus } = await setup();
    await ui.onSettingsChanged(SETTINGS);
    expect(register).toHaveBeenCalledWith([
      expect.objectContaining({
        id: SERVICE_SCRIPT_ID,
        matches: ['http://127.0.0.1:8787/jobs/*'],
        js: ['content-scripts/service-pages.js'],
      }),
    ]);
    expect(menus).toHaveBeenCalledWith(
      expect.objectContaining({
        id: MENU_LINK,
        targetUrlPatterns: expect.arrayContaining(['http://127.0.0.1/jobs/*']),
      }),
    );
    registered.mockResolvedValue([{ id: SERVICE_SCRIPT_ID }] as never);
    await ui.onSettingsChanged({ ...SETTINGS, apiBaseUrl: 'https://jobs.example.org' });
    expect(update).toHaveBeenCalledWith([
      expect.objectContaining({ matches: ['https://jobs.example.org:443/jobs/*'] }),
    ]);
    permissions.mockResolvedValue(false as never);
    await ui.onSettingsChanged({ ...SETTINGS, apiBaseUrl: 'https://jobs.example.org' });
    expect(unregister).toHaveBeenCalledWith({ ids: [SERVICE_SCRIPT_ID] });
  });
});
