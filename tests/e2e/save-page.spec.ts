/**
 * Never stuck (issue 13): any http(s) page can be saved as a page from the popup, the shortcut and the page
 * menu, marked as "saved as a page, not recognised as a job"; a page a site's adapter claims but cannot read
 * says so plainly and leaves a private diagnostic in the options page, which Clear forgets.
 *
 * Reading a page takes activeTab (a click on the toolbar button, the shortcut or the menu), which a test cannot
 * give: the pages here sit on origins the extension already holds (LinkedIn's, the service's), outside any
 * adapter's job paths, so the same reader runs as it would after the person's gesture. The shortcut and the
 * menu are driven through the worker, as in star-sync.spec.ts (headless Chromium cannot press them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Worker } from '@playwright/test';
import { serve, starredLocally } from './pages/star-pages';
import { seriousViolations } from './support/axe';
import { expect, launchWithExtension, serverUrl, serviceWorkerOf, test } from './support/fixtures';

const COMPANY_PAGE = 'https://www.linkedin.com/company/acme-robotics/life/?trk=top_nav_home#culture';
const COMPANY_CANONICAL = 'https://www.linkedin.com/company/acme-robotics/life';
const COMPANY_ID = 'web:linkedin.com:/company/acme-robotics/life';
const COMPANY_HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Acme Robotics: Life | LinkedIn</title>
<meta property="og:title" content="  Life at   Acme Robotics ">
<link rel="canonical" href="${COMPANY_CANONICAL}">
</head><body><main><h1>Life at Acme Robotics</h1><p>Our people, our culture.</p></main></body></html>`;

/** A LinkedIn job page as a logged-out visitor may get it: the address names a job, the page shows none. */
const EMPTY_JOB_PAGE = 'https://www.linkedin.com/jobs/view/4012345678/?refId=abc';
const EMPTY_JOB_HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>LinkedIn</title></head>
<body><main><h1>Join LinkedIn</h1><p>Sign in to see who you already know.</p></main></body></html>`;

declare const chrome: {
  tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> };
  action: { getBadgeText(d: { tabId: number }): Promise<string> };
};

interface StarUiHook {
  toggleInTab(tabId: number): Promise<boolean>;
  starFromMenu(info: { menuItemId: string }, tabId?: number): Promise<boolean>;
}

async function tabIdOf(worker: Worker, url: string): Promise<number> {
  return worker.evaluate(async (wanted) => {
    const tab = (await chrome.tabs.query({})).find((candidate) => candidate.url === wanted);
    if (tab?.id === undefined) throw new Error(`no tab at ${wanted}`);
    return tab.id;
  }, url);
}

/** The popup reads the active tab when it opens: bring the page forward, then (re)load the popup. */
async function popupFor(page: Page, popup: Page): Promise<void> {
  await page.bringToFront();
  await popup.reload();
}

test('Save this page: an unrecognised page is saved from the popup and listed as a page', async ({
  context,
  openPopup,
}) => {
  await serve(context, COMPANY_PAGE.replace(/#.*$/, ''), COMPANY_HTML);
  const popup = await openPopup();
  const page = await context.newPage();
  await page.goto(COMPANY_PAGE);
  await popupFor(page, popup);

  const header = popup.getByRole('region', { name: 'This page' });
  await expect(header.getByText('jobstar found no job on this page. You can still save the page.')).toBeVisible();
  await expect(header.getByText('Life at Acme Robotics', { exact: true })).toBeVisible();
  expect(await seriousViolations(popup)).toEqual([]);

  await header.getByRole('button', { name: 'Save this page' }).click();
  await expect(header.getByRole('status')).toHaveText('Saved as a page, not recognised as a job');
  await expect(header.getByRole('button', { name: 'Remove the saved page: Life at Acme Robotics' })).toBeVisible();
  expect(await starredLocally(popup, [COMPANY_ID])).toEqual({ [COMPANY_ID]: true });
  expect(await seriousViolations(popup)).toEqual([]);

  await popup.getByRole('tab', { name: /^Starred/ }).click();
  const starred = popup.locator('#popup-panel-starred');
  const link = starred.getByRole('link', { name: 'Life at Acme Robotics' });
  await expect(link).toHaveAttribute('href', COMPANY_CANONICAL);
  const row = starred.getByRole('listitem').filter({ has: popup.getByRole('link', { name: 'Life at Acme Robotics' }) });
  await expect(row.getByText('Saved as a page, not recognised as a job')).toBeVisible();
  expect(await seriousViolations(popup)).toEqual([]);
});

test('the shortcut and the page menu save the page when the tab shows no job, with the badge as feedback', async ({
  context,
  serviceWorker,
  openPopup,
}) => {
  // On the service's host outside /jobs/: no content script, no JSON-LD, nothing recognised.
  const url = `${serverUrl()}/about/team`;
  const id = `web:${new URL(url).host}:/about/team`;
  await serve(context, url, '<!DOCTYPE html><html><head><title>The team</title></head><body>Hi</body></html>');
  const page = await context.newPage();
  await page.goto(url);
  const tabId = await tabIdOf(serviceWorker, url);
  const toggle = () =>
    serviceWorker.evaluate(
      (tab) => (globalThis as unknown as { jobstarStarUi: StarUiHook }).jobstarStarUi.toggleInTab(tab),
      tabId,
    );
  const menu = () =>
    serviceWorker.evaluate(
      (tab) =>
        (globalThis as unknown as { jobstarStarUi: StarUiHook }).jobstarStarUi.starFromMenu(
          { menuItemId: 'jobstar-star-page' },
          tab,
        ),
      tabId,
    );
  const badge = () => serviceWorker.evaluate((tab) => chrome.action.getBadgeText({ tabId: tab }), tabId);
  const popup = await openPopup();
  const stored = async () => (await starredLocally(popup, [id]))[id];

  expect(await toggle()).toBe(true);
  await expect.poll(stored).toBe(true);
  await expect.poll(badge).toBe('★');
  expect(await toggle()).toBe(true);
  await expect.poll(stored).toBe(false);
  await expect.poll(badge).toBe('');

  // The page menu saves, and saving twice never unsaves.
  expect(await menu()).toBe(true);
  expect(await menu()).toBe(true);
  await expect.poll(stored).toBe(true);
  await expect.poll(badge).toBe('★');
});

test('a LinkedIn job page with no job: the popup says so plainly, and the options page lists it until cleared', async ({
  context,
  openPopup,
  openOptions,
}) => {
  await serve(context, EMPTY_JOB_PAGE, EMPTY_JOB_HTML);
  const popup = await openPopup();
  const page = await context.newPage();
  await page.goto(EMPTY_JOB_PAGE);
  const header = popup.getByRole('region', { name: 'This page' });
  const plain = header.getByText("jobstar couldn't read this LinkedIn page — save it as a page?");
  // The content script reads the page once it has loaded; the popup asks when it opens.
  await expect(async () => {
    await popupFor(page, popup);
    await expect(plain).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(header.getByRole('button', { name: 'Save this page' })).toBeVisible();
  expect(await seriousViolations(popup)).toEqual([]);

  const options = await openOptions();
  await options.goto(options.url().replace(/#.*$/, '#data'));
  const section = options.getByRole('region', { name: "Pages jobstar couldn't read" });
  await expect(
    section.getByText('Kept only on this device; nothing is sent anywhere.', { exact: false }),
  ).toBeVisible();
  const row = section.getByRole('row').filter({ hasText: '*.linkedin.com/jobs/view/:/' });
  await expect(row.getByRole('cell').nth(0)).toHaveText('LinkedIn');
  await expect(row.getByRole('cell').nth(2)).toHaveText('the job');
  await expect(section.getByText('refId')).toHaveCount(0);
  await expect(section.getByText('4012345678')).toHaveCount(0);
  expect(await seriousViolations(options)).toEqual([]);

  await section.getByRole('button', { name: 'Clear' }).click();
  await expect(section.getByRole('status')).toHaveText('Cleared.');
  await expect(section.getByRole('table')).toHaveCount(0);
});

test('Hebrew, light and dark: the plain message, Save this page and the diagnostics read right to left, axe-clean', async () => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(join(tmpdir(), 'jobstar-e2e-save-page-he-'));
  const context = await launchWithExtension(dir, ['--lang=he']);
  try {
    const id = new URL((await serviceWorkerOf(context)).url()).host;
    await serve(context, EMPTY_JOB_PAGE, EMPTY_JOB_HTML);
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${id}/popup.html`);
    const page = await context.newPage();
    await page.goto(EMPTY_JOB_PAGE);
    const header = popup.getByRole('region', { name: 'העמוד הזה' });
    await expect(async () => {
      await popupFor(page, popup);
      await expect(header.getByText('jobstar לא הצליח לקרוא את העמוד הזה ב־LinkedIn', { exact: false })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(popup.locator('html')).toHaveAttribute('dir', 'rtl');
    await header.getByRole('button', { name: 'שמירת העמוד הזה' }).click();
    await expect(header.getByRole('status')).toHaveText('נשמר כעמוד, לא זוהה כמשרה');
    const options = await context.newPage();
    await options.goto(`chrome-extension://${id}/options.html#data`);
    const section = options.getByRole('region', { name: 'עמודים ש־jobstar לא הצליח לקרוא' });
    await expect(section.getByRole('row').filter({ hasText: '*.linkedin.com/jobs/view/:/' })).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await popup.emulateMedia({ colorScheme: scheme });
      await options.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(popup), `popup ${scheme}`).toEqual([]);
      expect(await seriousViolations(options), `options ${scheme}`).toEqual([]);
    }
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
