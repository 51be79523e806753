/**
 * A star that wakes a stopped worker (issue 36): Chrome stops an idle extension worker after about 30 s, so most
 * stars in real use wake it. The worker's first script writes the star from its page's scope before the rest of
 * the worker has loaded (background/wake); the rest then adds what the page showed, answers the page and sends the
 * star. These tests stop the worker as Chrome does (DevTools protocol) and star on a real page.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { clickStar, fixture, mintToken, savedOnServer, serve, starButtons, uniqueEmail } from './pages/star-pages';
import { expect, serverUrl, test } from './support/fixtures';
import { signInThrough } from './support/sign-in';
import { stopWorker } from './support/stop-worker';

const GREENHOUSE = 'https://job-boards.greenhouse.io/anthropic/jobs/5058714008';
const JOB_ID = 'greenhouse:anthropic:5058714008';
const TITLE = 'Engineering Manager, UI Platform';

async function openJob(context: BrowserContext): Promise<Page> {
  await serve(context, GREENHOUSE, fixture('greenhouse-job.html'));
  const page = await context.newPage();
  await page.goto(GREENHOUSE);
  await expect.poll(() => starButtons(page)).toEqual([{ name: 'Star job', pressed: false }]);
  return page;
}

test('a star that wakes the stopped worker is kept with what its page showed', async ({ context, openPopup }) => {
  const page = await openJob(context);
  await stopWorker(context, page);

  await clickStar(page.locator('jobstar-star'));
  await expect.poll(() => starButtons(page)).toEqual([{ name: 'Unstar job', pressed: true }]);

  const popup = await openPopup();
  await popup.getByRole('tab', { name: /Starred/ }).click();
  await expect(popup.getByText(TITLE)).toBeVisible();
  // Undo from the page after another sleep: the woken worker answers everything, not only a first star.
  await stopWorker(context, page);
  await clickStar(page.locator('jobstar-star'));
  await expect.poll(() => starButtons(page)).toEqual([{ name: 'Star job', pressed: false }]);
  await expect(popup.getByText(TITLE)).toHaveCount(0);
});

test('a star that wakes the stopped worker reaches the service', async ({ context, openPopup }) => {
  const email = uniqueEmail('wake');
  const popup = await openPopup();
  await signInThrough(context, popup, email);
  await expect(popup.getByRole('status', { name: 'Sync status' })).toContainText('Synced', { timeout: 20_000 });
  const page = await openJob(context);
  await stopWorker(context, page);

  await clickStar(page.locator('jobstar-star'));
  await expect.poll(() => starButtons(page)).toEqual([{ name: 'Unstar job', pressed: true }]);
  const token = mintToken(serverUrl(), email);
  await expect.poll(() => savedOnServer(serverUrl(), token), { timeout: 20_000 }).toEqual([JOB_ID]);
});

test('a worker woken by something other than a star (the popup) answers it', async ({ context, openPopup }) => {
  const page = await openJob(context);
  await stopWorker(context, page);
  const popup = await openPopup();
  await expect(popup.getByRole('status', { name: 'Sync status' })).toBeVisible();
  await expect(popup.getByRole('heading', { level: 1 })).toBeVisible();
});
