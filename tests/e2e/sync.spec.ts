/**
 * Sync end to end (issue 4): the built extension in Chromium against the reference server, no mocks. A star
 * made while the service is unreachable shows at once and waits; it reaches the server when the service is
 * back. Stopping the service worker in the middle of a queue loses nothing.
 */
import type { Page } from '@playwright/test';
import { clickStar, mintToken, savedOnServer, starButtons, starredLocally, uniqueEmail } from './pages/star-pages';
import { expect, serverUrl, test } from './support/fixtures';
import { signInThrough } from './support/sign-in';
import { stopWorker } from './support/stop-worker';

interface Listing {
  job_id: string;
  title?: string;
}

async function catalog(limit: number): Promise<Listing[]> {
  const answer = (await (await fetch(`${serverUrl()}/api/jobs?limit=${limit}`)).json()) as { jobs: Listing[] };
  return answer.jobs;
}

const faults = (method: 'POST' | 'DELETE', body?: unknown) =>
  fetch(`${serverUrl()}/__faults`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * The account's stars as the server holds them. The server closes idle keep-alive sockets after 5 s, and a
 * request that picks one up as it closes fails ("other side closed"): it is sent again on a new socket.
 */
async function serverStars(token: string): Promise<string[]> {
  try {
    return (await savedOnServer(serverUrl(), token)).sort();
  } catch {
    return (await savedOnServer(serverUrl(), token)).sort();
  }
}

const statusLine = (page: Page) => page.getByRole('status', { name: 'Sync status' });

/** A star sent the way the star button sends it, from an extension page. */
async function starFrom(page: Page, job: Listing): Promise<void> {
  const ref = { jobId: job.job_id, title: job.title, url: `${serverUrl()}/jobs/${job.job_id}`, site: 'service' };
  await page.evaluate(async (value) => {
    const answer = (await (
      globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<{ ok: boolean }> } } }
    ).chrome.runtime.sendMessage({ type: 'star.set', ref: value, starred: true })) as { ok: boolean };
    if (!answer.ok) throw new Error(JSON.stringify(answer));
  }, ref);
}

test.afterEach(async () => {
  await faults('DELETE');
});

test('a star made while the service is down shows at once, waits, and syncs when the service is back', async ({
  context,
  openPopup,
}) => {
  const email = uniqueEmail('offline-star');
  const popup = await openPopup();
  await signInThrough(context, popup, email);
  await expect(statusLine(popup)).toContainText('Synced', { timeout: 20_000 });
  const [job] = await catalog(1);

  // Every star sent to the service now loses its connection (the test's own reads still get through).
  await faults('POST', { path: '/api/me/saved/', method: 'PUT', count: 10_000, drop: true });
  const page = await context.newPage();
  await page.goto(`${serverUrl()}/jobs/${job!.job_id}`);
  await expect.poll(() => starButtons(page), { timeout: 15_000 }).toEqual([{ name: 'Star job', pressed: false }]);
  await clickStar(page.locator('jobstar-star'));
  await expect.poll(() => starButtons(page), { timeout: 2_000 }).toEqual([{ name: 'Unstar job', pressed: true }]);

  await popup.reload();
  await expect(statusLine(popup)).toContainText(/1 (change )?waiting/, { timeout: 15_000 });
  expect(await starredLocally(popup, [job!.job_id])).toEqual({ [job!.job_id]: true });

  const token = mintToken(serverUrl(), email);
  await expect.poll(() => serverStars(token)).toEqual([]);
  await faults('DELETE');
  await popup.reload();
  await expect.poll(() => serverStars(token), { timeout: 20_000 }).toEqual([job!.job_id]);
  await expect(statusLine(popup)).toContainText('Synced', { timeout: 20_000 });
});

test('stopping the service worker in the middle of a queue loses nothing', async ({ context, openPopup }) => {
  const email = uniqueEmail('worker-stop');
  const popup = await openPopup();
  await signInThrough(context, popup, email);
  await expect(statusLine(popup)).toContainText('Synced', { timeout: 20_000 });
  const jobs = await catalog(6);

  // The first stars hang on the server long enough for the worker to be stopped while they are in flight.
  await faults('POST', { path: '/api/me/saved/', count: 2, delayMs: 4_000, status: 503 });
  for (const job of jobs) await starFrom(popup, job);
  // Both delayed requests have reached the server (the fault queue is used up): they are in flight now.
  await expect
    .poll(async () => ((await (await fetch(`${serverUrl()}/__faults`)).json()) as { faults: unknown[] }).faults.length)
    .toBe(0);

  await stopWorker(context, popup);

  // A new page wakes a new worker; it finds the queue in the database and sends it.
  const again = await openPopup();
  const ids = jobs.map((job) => job.job_id);
  const token = mintToken(serverUrl(), email);
  await expect.poll(async () => serverStars(token), { timeout: 30_000 }).toEqual([...ids].sort());
  await expect(statusLine(again)).toContainText('Synced', { timeout: 20_000 });
  expect(Object.values(await starredLocally(again, ids))).toEqual(ids.map(() => true));
});
