/**
 * Applications on the page side (issue 19), signed out and offline from the service: a star on a LinkedIn job
 * page, moved to Applied from an extension page, says "Applied" in its accessible name; the same role on the
 * company's Greenhouse page says "You starred this on LinkedIn — Applied"; a reminder's alarm fires in the worker
 * and is handled there.
 */
import type { Page, Worker } from '@playwright/test';
import { clickStar, fixture, serve, starButtonNames } from './pages/star-pages';
import { expect, test } from './support/fixtures';

const LINKEDIN = { url: 'https://www.linkedin.com/jobs/view/3786945580/', jobId: 'linkedin:3786945580' };
const GREENHOUSE = { url: 'https://job-boards.greenhouse.io/lincoln/jobs/5058714008' };

/** The LinkedIn fixture's role (LINCOLN, "Data Engineer H/F - Secteur Energie") on a Greenhouse board. */
const sameRoleOnGreenhouse = () =>
  fixture('greenhouse-job.html')
    .replaceAll('Engineering Manager, UI Platform', 'Data Engineer H/F - Secteur Energie')
    .replaceAll('Anthropic', 'Lincoln Ltd');

type Answer = { ok: boolean; data?: unknown; error?: unknown };

/** A runtime message from an extension page, as the options page sends it. */
async function send(page: Page, message: unknown): Promise<Answer> {
  return page.evaluate(
    (body) =>
      (
        globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<Answer> } } }
      ).chrome.runtime.sendMessage(body),
    message,
  );
}

/** The reminder alarm, and the job's application row as the worker's database holds it. */
const reminderState = (worker: Worker, jobId: string) =>
  worker.evaluate(async (id) => {
    const chrome = (globalThis as unknown as { chrome: { alarms: { get(name: string): Promise<unknown> } } }).chrome;
    const alarm = await chrome.alarms.get('jobstar-reminder');
    const row = await new Promise<{ remindAt?: string; notifiedAt?: string } | undefined>((resolve, reject) => {
      const open = indexedDB.open('jobstar-signed-out');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const get = open.result.transaction('applications').objectStore('applications').get(id);
        get.onsuccess = () => {
          open.result.close();
          resolve(get.result);
        };
        get.onerror = () => reject(get.error);
      };
    });
    return { armed: alarm !== undefined, remindAt: row?.remindAt, notifiedAt: row?.notifiedAt };
  }, jobId);

/** The notifications the worker shows, or null where the API is absent (`notifications` not granted). */
const notificationsIn = (worker: Worker) =>
  worker.evaluate(async () => {
    const chrome = globalThis as unknown as { chrome: { notifications?: { getAll(): Promise<object> } } };
    return chrome.chrome.notifications ? Object.keys(await chrome.chrome.notifications.getAll()) : null;
  });

test('a star shows its stage, the same role elsewhere says where it was starred, and a reminder fires in the worker', async ({
  context,
  serviceWorker,
  openOptions,
}) => {
  test.setTimeout(90_000);
  await serve(context, LINKEDIN.url, fixture('linkedin-view.html'));
  await serve(context, GREENHOUSE.url, sameRoleOnGreenhouse());
  const job = await context.newPage();
  await job.goto(LINKEDIN.url);
  await clickStar(job.locator('jobstar-star'));
  await expect.poll(() => starButtonNames(job)).toEqual([expect.stringMatching(/^Unstar job: /)]);

  const options = await openOptions();
  expect(await send(options, { type: 'application.setStage', jobId: LINKEDIN.jobId, stage: 'applied' })).toMatchObject({
    ok: true,
    data: { stage: 'applied' },
  });
  // The open page hears of the move at once; after a reload it asks again.
  await expect.poll(() => starButtonNames(job)).toEqual([expect.stringMatching(/ — Applied today$/)]);
  await job.reload();
  await expect
    .poll(() => starButtonNames(job))
    .toEqual(['Unstar job: Data Engineer H/F - Secteur Energie at LINCOLN — Applied today']);

  await job.goto(GREENHOUSE.url);
  await expect
    .poll(() => starButtonNames(job))
    .toEqual([expect.stringMatching(/^Star job: .* — You starred this on LinkedIn — Applied$/)]);

  // A reminder two seconds away: the worker arms its alarm, the alarm fires (the clock the test drives is the
  // real one: an unpacked extension's alarm may be seconds away), and the worker handles it — without the
  // optional permission, which headless Chromium cannot be asked for (its prompt has no one to answer it), no
  // notification is shown and the reminder stays due for the lists (the notification itself: reminders.test.ts).
  const remindAt = new Date(Date.now() + 2_000).toISOString();
  expect(await send(options, { type: 'application.remind', jobId: LINKEDIN.jobId, at: remindAt })).toMatchObject({
    ok: true,
  });
  expect(await reminderState(serviceWorker, LINKEDIN.jobId)).toEqual({ armed: true, remindAt, notifiedAt: undefined });
  await expect
    .poll(() => reminderState(serviceWorker, LINKEDIN.jobId), { timeout: 30_000 })
    .toEqual({ armed: false, remindAt, notifiedAt: remindAt });
  expect(await notificationsIn(serviceWorker)).toBeNull();
});
