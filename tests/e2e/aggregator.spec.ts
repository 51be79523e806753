/**
 * A job on an aggregator (issue 35, item 4): a remote-jobs board's page, served at its real URL on a site the
 * person enabled, whose Apply leads to the employer's Greenhouse posting. Its star keeps the board's own `web:` id
 * (never the Greenhouse id: a page may name only its own site's jobs), and "seen before" links the two stars by the
 * Apply link both ways, saying only the stage and the site.
 */
import type { Page } from '@playwright/test';
import { clickStar, fixture, serve, starButtonNames, starredLocally } from './pages/star-pages';
import { expect, launchWithExtension, serviceWorkerOf, test } from './support/fixtures';
import { recordGrant } from './support/site-grant';

const BOARD = {
  origin: 'https://weworkremotely.com',
  url: 'https://weworkremotely.com/remote-jobs/acme-robotics-senior-backend-engineer',
  jobId: 'web:weworkremotely.com:/remote-jobs/acme-robotics-senior-backend-engineer',
  title: 'Senior Backend Engineer (Remote, Americas)',
};
/** The posting the board's "Apply for this position" leads to; the board's fixture names it. */
const ATS = {
  url: 'https://job-boards.greenhouse.io/acmerobotics/jobs/4012345678',
  jobId: 'greenhouse:acmerobotics:4012345678',
};

type Answer = { ok: boolean; data?: unknown };

/** A runtime message from an extension page, as the popup sends it. */
const send = (page: Page, message: unknown) =>
  page.evaluate(
    (body) =>
      (
        globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<Answer> } } }
      ).chrome.runtime.sendMessage(body),
    message,
  );

/** The star's kept page facts, as the extension's signed-out database holds them. */
const keptPage = (extensionPage: Page, jobId: string) =>
  extensionPage.evaluate(
    (id) =>
      new Promise<{ applyUrl?: string; site?: string } | undefined>((resolve, reject) => {
        const open = indexedDB.open('jobstar-signed-out');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('saved').objectStore('saved').get(id);
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result?.page);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    jobId,
  );

test('a job on an aggregator keeps the board’s id, and seen-before links it to the ATS posting its Apply leads to', async ({
  userDataDir,
}) => {
  test.setTimeout(120_000);
  const first = await launchWithExtension(userDataDir);
  const extensionId = new URL((await serviceWorkerOf(first)).url()).host;
  await first.close();
  recordGrant(userDataDir, extensionId, BOARD.origin);

  const context = await launchWithExtension(userDataDir);
  try {
    await serve(context, BOARD.url, fixture('aggregator-job.html'));
    await serve(context, ATS.url, fixture('greenhouse-job.html'));
    const extensionPage = await context.newPage();
    await extensionPage.goto(`chrome-extension://${extensionId}/options.html`);
    expect(await send(extensionPage, { type: 'site.enable', origin: BOARD.origin })).toEqual({
      ok: true,
      data: { enabled: true },
    });

    // The ATS posting first (the Greenhouse fixture's role is worded otherwise, so only the Apply link links them).
    const page = await context.newPage();
    await page.goto(ATS.url);
    await clickStar(page.locator('jobstar-star'));
    await expect.poll(() => starredLocally(extensionPage, [ATS.jobId])).toEqual({ [ATS.jobId]: true });

    await page.goto(BOARD.url);
    await expect
      .poll(() => starButtonNames(page), { timeout: 20_000 })
      .toEqual([`Star job: ${BOARD.title} at Acme Robotics — You starred this on Greenhouse — Saved`]);
    await clickStar(page.locator('jobstar-star'));
    await expect
      .poll(() => starredLocally(extensionPage, [BOARD.jobId, ATS.jobId]))
      .toEqual({ [BOARD.jobId]: true, [ATS.jobId]: true });
    expect(await keptPage(extensionPage, BOARD.jobId)).toMatchObject({
      site: 'jsonld',
      applyUrl: 'https://job-boards.greenhouse.io/acmerobotics/jobs/4012345678?gh_src=wwr&utm_source=weworkremotely',
    });

    // The other way: the ATS posting, no longer starred itself, says where its role was starred.
    await page.goto(ATS.url);
    await clickStar(page.locator('jobstar-star'));
    await expect.poll(() => starredLocally(extensionPage, [ATS.jobId])).toEqual({ [ATS.jobId]: false });
    await page.reload();
    await expect
      .poll(() => starButtonNames(page))
      .toEqual([expect.stringMatching(/^Star job: .* — You starred this on weworkremotely\.com — Saved$/)]);
  } finally {
    await context.close();
  }
});
