/**
 * iCIMS end to end (issue 35, item 6): a hosted job page at its real URL frames the job itself (the same address with
 * `?in_iframe=1`, on the same host), as iCIMS serves it. The star is in that frame, beside "Apply for this job
 * online", and saves the posting's id; the page around it gets none.
 */
import type { Page } from '@playwright/test';
import { ICIMS, ICIMS_OUTER } from './pages/icims-page';
import { clickStar, fixture, serve, starredLocally } from './pages/star-pages';
import { expect, test } from './support/fixtures';

const { page: PAGE, frame: FRAME, jobId: JOB_ID } = ICIMS;

/** The star's kept page facts, as the extension's signed-out database holds them. */
const keptPage = (extensionPage: Page, jobId: string) =>
  extensionPage.evaluate(
    (id) =>
      new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
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

test('iCIMS: the star sits in the job’s frame beside Apply, saves the posting, and the page around it has none', async ({
  context,
  openOptions,
}) => {
  await serve(context, PAGE, ICIMS_OUTER);
  await serve(context, FRAME, fixture('icims-job.html'));
  const page = await context.newPage();
  await page.goto(PAGE);
  const frame = page.frameLocator('#icims_content_iframe');
  await expect(frame.locator('a.iCIMS_ApplyOnlineButton + jobstar-star')).toHaveCount(1, { timeout: 20_000 });
  await expect(frame.locator('jobstar-star')).toHaveCount(1);
  await expect(page.locator('jobstar-star')).toHaveCount(0);

  await clickStar(frame.locator('jobstar-star'));
  const options = await openOptions();
  await expect.poll(() => starredLocally(options, [JOB_ID])).toEqual({ [JOB_ID]: true });
  expect(await keptPage(options, JOB_ID)).toMatchObject({
    site: 'icims',
    url: PAGE,
    title: 'Software Engineer, Robotics Platform',
    company: 'Acme Robotics, Inc.',
    location: 'Boston, MA, US',
  });
});
