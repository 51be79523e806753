/**
 * The star across the browser: two tabs of one job stay in sync without reload, the toolbar badge follows,
 * the shortcut and the context menu star. Headless Chromium cannot press an extension's keyboard shortcut
 * (browser accelerators never see synthetic input), so the shortcut's handler is called in the worker; the
 * same goes for a context-menu click.
 */
import type { Page, Worker } from '@playwright/test';
import { clickStar, fixture, serve, starButtons, starredLocally } from './pages/star-pages';
import { expect, serverUrl, test } from './support/fixtures';

const GREENHOUSE = 'https://job-boards.greenhouse.io/anthropic/jobs/5058714008';
const JOB_ID = 'greenhouse:anthropic:5058714008';

interface StarUiHook {
  toggleInTab(tabId: number): Promise<boolean>;
  starFromMenu(info: { menuItemId: string; linkUrl?: string }, tabId?: number): Promise<boolean>;
}
declare const chrome: {
  tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> };
  action: { getBadgeText(d: { tabId: number }): Promise<string> };
};

async function tabIdOf(worker: Worker, url: string): Promise<number> {
  return worker.evaluate(async (wanted) => {
    const tabs = await chrome.tabs.query({});
    const tab = tabs.find((candidate) => candidate.url === wanted);
    if (tab?.id === undefined) throw new Error(`no tab at ${wanted}`);
    return tab.id;
  }, url);
}

const badge = (worker: Worker, tabId: number) =>
  worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId);

const hook = (worker: Worker) => ({
  toggle: (tabId: number) =>
    worker.evaluate(
      (id) => (globalThis as unknown as { jobstarStarUi: StarUiHook }).jobstarStarUi.toggleInTab(id),
      tabId,
    ),
  menu: (info: { menuItemId: string; linkUrl?: string }, tabId?: number) =>
    worker.evaluate(
      ([menuInfo, id]) =>
        (globalThis as unknown as { jobstarStarUi: StarUiHook }).jobstarStarUi.starFromMenu(menuInfo, id),
      [info, tabId] as const,
    ),
});

async function openJob(page: Page): Promise<void> {
  await page.goto(GREENHOUSE);
  await expect(page.locator('jobstar-star')).toHaveCount(1);
  await expect.poll(() => starButtons(page)).toEqual([{ name: 'Star job', pressed: false }]);
}

test('two tabs of one job stay in sync, and the badge shows the star', async ({ context, serviceWorker }) => {
  await serve(context, GREENHOUSE, fixture('greenhouse-job.html'));
  const first = await context.newPage();
  const second = await context.newPage();
  await openJob(first);
  await openJob(second);
  const tabId = await tabIdOf(serviceWorker, GREENHOUSE);
  expect(await badge(serviceWorker, tabId)).toBe('');

  await first.bringToFront();
  await clickStar(first.locator('jobstar-star'));
  await expect.poll(() => starButtons(first)).toEqual([{ name: 'Unstar job', pressed: true }]);
  await expect.poll(() => starButtons(second)).toEqual([{ name: 'Unstar job', pressed: true }]);
  await expect.poll(() => badge(serviceWorker, tabId)).toBe('★');

  await second.bringToFront();
  await clickStar(second.locator('jobstar-star'));
  await expect.poll(() => starButtons(first)).toEqual([{ name: 'Star job', pressed: false }]);
  await expect.poll(() => badge(serviceWorker, tabId)).toBe('');
});

test('a popup left open on Starred hears a star made on a page, without a reload', async ({ context, openPopup }) => {
  await serve(context, GREENHOUSE, fixture('greenhouse-job.html'));
  const popup = await openPopup();
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  const starred = popup.locator('#popup-panel-starred');
  await expect(starred).toBeVisible();
  await expect(starred.locator('li.job-row')).toHaveCount(0);

  const page = await context.newPage();
  await openJob(page);
  await page.bringToFront();
  await clickStar(page.locator('jobstar-star'));
  await expect.poll(() => starButtons(page)).toEqual([{ name: 'Unstar job', pressed: true }]);
  await expect(starred.locator('li.job-row')).toHaveCount(1);
  await expect(starred.getByText('1 starred job')).toBeVisible();
});

test('the toolbar icon follows the star from pixels decoded once, never from files fetched at each change', async ({
  context,
  serviceWorker,
}) => {
  await serve(context, GREENHOUSE, fixture('greenhouse-job.html'));
  const page = await context.newPage();
  await openJob(page);
  const tabId = await tabIdOf(serviceWorker, GREENHOUSE);
  // Every setIcon the worker makes from now on, how it was given its icon, and whether Chromium took it.
  await serviceWorker.evaluate(() => {
    const action = (globalThis as unknown as { chrome: { action: { setIcon(d: object): Promise<void> } } }).chrome
      .action;
    const calls: { given: string; ok?: boolean }[] = [];
    (globalThis as unknown as { iconCalls: typeof calls }).iconCalls = calls;
    const setIcon = action.setIcon.bind(action);
    action.setIcon = (details: object) => {
      const call: { given: string; ok?: boolean } = { given: 'imageData' in details ? 'imageData' : 'path' };
      calls.push(call);
      return setIcon(details).then(
        () => {
          call.ok = true;
        },
        (error: unknown) => {
          call.ok = false;
          throw error;
        },
      );
    };
  });
  const iconCalls = () =>
    serviceWorker.evaluate(() => (globalThis as unknown as { iconCalls: { given: string; ok?: boolean }[] }).iconCalls);

  await clickStar(page.locator('jobstar-star'));
  await expect.poll(() => badge(serviceWorker, tabId)).toBe('★');
  await clickStar(page.locator('jobstar-star'));
  await expect.poll(() => badge(serviceWorker, tabId)).toBe('');
  await expect.poll(async () => (await iconCalls()).filter((call) => call.ok !== undefined).length).toBe(2);
  expect(await iconCalls()).toEqual([
    { given: 'imageData', ok: true },
    { given: 'imageData', ok: true },
  ]);
});

test('the shortcut toggles the tab’s job; the context menu stars a page and a recognised link', async ({
  context,
  serviceWorker,
  openPopup,
}) => {
  await serve(context, GREENHOUSE, fixture('greenhouse-job.html'));
  const popup = await openPopup();
  const page = await context.newPage();
  await openJob(page);
  const tabId = await tabIdOf(serviceWorker, GREENHOUSE);
  const ui = hook(serviceWorker);
  // Each step waits for the background to hold the state, so the next act does not race the last one.
  const stored = async () => (await starredLocally(popup, [JOB_ID]))[JOB_ID];

  expect(await ui.toggle(tabId)).toBe(true);
  await expect.poll(() => starButtons(page)).toEqual([{ name: 'Unstar job', pressed: true }]);
  await expect.poll(stored).toBe(true);
  await expect.poll(() => badge(serviceWorker, tabId)).toBe('★');
  expect(await ui.toggle(tabId)).toBe(true);
  await expect.poll(() => starButtons(page)).toEqual([{ name: 'Star job', pressed: false }]);
  await expect.poll(stored).toBe(false);

  expect(await ui.menu({ menuItemId: 'jobstar-star-page' }, tabId)).toBe(true);
  await expect.poll(() => starButtons(page)).toEqual([{ name: 'Unstar job', pressed: true }]);
  await expect.poll(stored).toBe(true);

  const link = 'https://www.linkedin.com/jobs/view/3786945580/';
  expect(await ui.menu({ menuItemId: 'jobstar-star-link', linkUrl: link })).toBe(true);
  expect(await starredLocally(popup, ['linkedin:3786945580', JOB_ID])).toEqual({
    'linkedin:3786945580': true,
    [JOB_ID]: true,
  });
});

test('the shortcut on a page no adapter claims reads its JSON-LD', async ({ context, serviceWorker, openPopup }) => {
  // Served on the service's host (which has a host permission), outside /jobs/ where no content script runs:
  // the background falls back to running the JSON-LD reader in the tab.
  const url = `${serverUrl()}/careers/welder`;
  await serve(context, url, fixture('jsonld-mess.html'));
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('jobstar-star')).toHaveCount(0);
  const tabId = await tabIdOf(serviceWorker, url);
  expect(await hook(serviceWorker).toggle(tabId)).toBe(true);
  const popup = await openPopup();
  // One host in `web:` ids (README's Job ids): lower case, no `www.`, a port other than the scheme's kept.
  const jobId = `web:${new URL(url).host}:R-42`;
  expect(await starredLocally(popup, [jobId])).toEqual({ [jobId]: true });
});
