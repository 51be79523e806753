/**
 * "Show the star on <host>" end to end (issue 13): a job page no adapter knows, carrying a schema.org
 * JobPosting, served at a real-looking https URL. The popup offers the site; its click goes through
 * `permissions.request`; the star appears on the open page at once and saves the right job; it is still
 * there after the browser restarts on the same profile; "Sites you enabled" removes it for the next load.
 *
 * Headless Chromium cannot answer the browser's permission prompt, and a popup opened as a tab has no
 * activeTab grant to read the page with. So the test starts from the state the browser is in right after
 * a person clicked "Allow" for this origin: the profile's own record of the grant (Preferences, written
 * while the browser is closed). `permissions.request` then answers at once, as it does for an origin the
 * person already allowed, and everything after the prompt runs for real. The prompt's two answers and the
 * popup's words are the component test's (ui/popup/EnableSite.test.tsx).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { CAREERS, CAREERS_PAGE } from './pages/careers-page';
import { clickStar, serve, starButtonNames, starredLocally } from './pages/star-pages';
import { seriousViolations } from './support/axe';
import { expect, launchWithExtension, serviceWorkerOf, test } from './support/fixtures';
import { recordGrant } from './support/site-grant';

const { origin: ORIGIN, host: HOST, url: URL_, jobId: JOB_ID, title: TITLE, company: COMPANY } = CAREERS;

async function launch(userDataDir: string): Promise<{ context: BrowserContext; extensionId: string }> {
  const context = await launchWithExtension(userDataDir);
  await serve(context, URL_, CAREERS_PAGE);
  const extensionId = new URL((await serviceWorkerOf(context)).url()).host;
  return { context, extensionId };
}

const starOn = (page: Page) => page.locator('jobstar-star');

/** The saved row as the extension keeps it (the signed-out database). */
async function savedRow(extensionPage: Page, jobId: string) {
  return extensionPage.evaluate(
    (id) =>
      new Promise<{ title?: string; company?: string } | undefined>((resolve, reject) => {
        const open = indexedDB.open('jobstar-signed-out');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('saved').objectStore('saved').get(id);
          get.onsuccess = () => resolve(get.result?.page);
          get.onerror = () => reject(get.error);
        };
      }),
    jobId,
  );
}

test('a job page no adapter knows: enable the site from the popup, star, restart, remove in the options page', async ({
  userDataDir,
}) => {
  test.setTimeout(180_000);
  const first = await launch(userDataDir);
  const extensionId = first.extensionId;
  await first.context.close();
  recordGrant(userDataDir, extensionId, ORIGIN);

  let { context } = await launch(userDataDir);
  try {
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    const page = await context.newPage();
    await page.goto(URL_);
    await expect(page.locator('h1')).toHaveText(TITLE);
    await expect(starOn(page)).toHaveCount(0);

    // The job page is the active tab; the popup reads it (its JSON-LD) when it opens.
    await page.bringToFront();
    await popup.reload();
    const here = popup.getByRole('region', { name: 'This page' });
    await expect(here.getByText(TITLE)).toBeVisible({ timeout: 20_000 });
    const offer = here.getByRole('button', { name: `Show the star on ${HOST}` });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAccessibleDescription(
      `jobstar will be able to read pages on ${HOST} to show the star. Nothing is sent anywhere.`,
    );
    expect(await seriousViolations(popup)).toEqual([]);

    await offer.click();
    await expect(here.getByRole('status')).toContainText(`The star is on ${HOST} now.`);
    expect(await seriousViolations(popup)).toEqual([]);

    // At once on the open page, without a reload.
    await expect(starOn(page)).toHaveCount(1, { timeout: 20_000 });
    await expect.poll(() => starButtonNames(page)).toEqual([`Star job: ${TITLE} at ${COMPANY}`]);
    await clickStar(starOn(page));
    await expect.poll(() => starredLocally(popup, [JOB_ID])).toEqual({ [JOB_ID]: true });
    expect(await savedRow(popup, JOB_ID)).toEqual(expect.objectContaining({ title: TITLE, company: COMPANY }));
    await context.close();

    // A browser restart on the same profile: the site is still enabled.
    ({ context } = await launch(userDataDir));
    const again = await context.newPage();
    await again.goto(URL_);
    await expect(starOn(again)).toHaveCount(1, { timeout: 20_000 });
    // After a restart the star carries its stage too (issue 19): a new star is Saved today.
    await expect.poll(() => starButtonNames(again)).toEqual([`Unstar job: ${TITLE} at ${COMPANY} — Saved today`]);

    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html#sites`);
    const sites = options.locator('#sites');
    await expect(sites.getByRole('list', { name: 'Sites where jobstar shows the star' })).toContainText(HOST);
    expect(await seriousViolations(options)).toEqual([]);
    await sites.getByRole('button', { name: `Remove ${HOST}` }).click();
    await expect(sites.getByText('No sites yet.', { exact: false })).toBeVisible();
    const worker = await serviceWorkerOf(context);
    expect(await worker.evaluate((origin) => chrome.permissions.contains({ origins: [`${origin}/*`] }), ORIGIN)).toBe(
      false,
    );

    await again.reload();
    await expect(again.locator('h1')).toHaveText(TITLE);
    await again.waitForTimeout(1500);
    await expect(starOn(again)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

declare const chrome: { permissions: { contains(p: { origins: string[] }): Promise<boolean> } };
