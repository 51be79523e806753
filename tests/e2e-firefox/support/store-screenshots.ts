/**
 * The store listings' screenshots (1280×800, what both stores accept), taken in Firefox from the signed-in
 * run: the star beside a job site's own Apply button, the popup's starred list, and the options page.
 * Written to docs/store-screenshots/ when JOBSTAR_STORE_SCREENSHOTS is set, so ordinary runs leave git clean.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { type Firefox, serveAt } from './firefox';

const OUT = resolve(import.meta.dirname, '../../../docs/store-screenshots');
const VIEWPORT = { width: 1280, height: 800 };

async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewport(VIEWPORT);
  await new Promise((resolve) => setTimeout(resolve, 800));
  await page.screenshot({ path: resolve(OUT, name) as `${string}.png` });
}

export async function writeStoreScreenshots(firefox: Firefox, jobUrl: string, jobHtml: string): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const job = firefox.track(await firefox.browser.newPage(), jobUrl);
  await serveAt(job, { [jobUrl]: jobHtml });
  await job.goto(jobUrl);
  await job.waitForSelector('jobstar-star');
  await shoot(job, '1-star-on-a-job-page.png');
  await job.close();
  for (const [path, name] of [
    ['popup.html', '2-starred-jobs.png'],
    ['options.html', '3-profile-and-digests.png'],
  ] as const) {
    const page = await firefox.openExtensionPage(path);
    await shoot(page, name);
    await page.close();
  }
}
