/**
 * The store listings' screenshots (1280×800, the size both stores take), made in Firefox from the signed-in
 * run: a job site with the star just pressed beside its Apply button; the same page with the toolbar popup
 * open on the starred list (the popup is shot alone and laid over the page, as the browser shows it); the
 * options page. Written to docs/store-screenshots/ only when JOBSTAR_STORE_SCREENSHOTS is set, so ordinary
 * runs leave the work tree clean.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Page } from 'puppeteer-core';
import type { Firefox } from './firefox';
import { clickButton } from './run';
import { starOnPage } from './star';

const OUT = resolve(import.meta.dirname, '../../../docs/store-screenshots');
const WIDTH = 1280;
const HEIGHT = 800;
const POPUP = { width: 380, height: 600 };

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

async function shot(page: Page, width: number, height: number): Promise<Buffer> {
  await page.setViewport({ width, height });
  await settle();
  return Buffer.from(await page.screenshot({ clip: { x: 0, y: 0, width, height } }));
}

/** The popup where the browser opens it: under the toolbar at the right, with a soft shadow. */
function popupOverPage(pageShot: Buffer, popupShot: Buffer): Buffer {
  const x = WIDTH - POPUP.width - 24;
  const y = 8;
  const png = (buffer: Buffer) => `data:image/png;base64,${buffer.toString('base64')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><filter id="shadow" x="-10%" y="-10%" width="120%" height="120%"><feDropShadow dx="0" dy="4" stdDeviation="8" flood-opacity="0.25"/></filter></defs>
<image width="${WIDTH}" height="${HEIGHT}" href="${png(pageShot)}"/>
<rect x="${x}" y="${y}" width="${POPUP.width}" height="${POPUP.height}" rx="8" fill="#fff" filter="url(#shadow)"/>
<image x="${x}" y="${y}" width="${POPUP.width}" height="${POPUP.height}" href="${png(popupShot)}"/>
</svg>`;
  return Buffer.from(new Resvg(svg).render().asPng());
}

export async function writeStoreScreenshots(firefox: Firefox, jobUrl: string, jobHtml: string): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const job = await starOnPage(firefox, jobUrl, { [jobUrl]: jobHtml });
  const jobShot = await shot(job, WIDTH, HEIGHT);
  writeFileSync(resolve(OUT, '1-star-beside-apply.png'), jobShot);
  await job.close();

  const popup = await firefox.openExtensionPage('popup.html');
  await clickButton(popup, 'Starred');
  writeFileSync(
    resolve(OUT, '2-popup-starred-jobs.png'),
    popupOverPage(jobShot, await shot(popup, POPUP.width, POPUP.height)),
  );
  await popup.close();

  const options = await firefox.openExtensionPage('options.html');
  writeFileSync(resolve(OUT, '3-options-profile-and-digests.png'), await shot(options, WIDTH, HEIGHT));
  await options.close();
}
