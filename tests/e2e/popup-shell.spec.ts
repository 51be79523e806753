/**
 * The popup's first frame from the copy it kept (ui/popup/popup-shell.ts): a second opening paints the rows
 * the first one showed before its app has loaded, inert until the app has read the database; the app then
 * takes the copy's place in one step (never two lists, never a frame of something else), and what changed
 * meanwhile shows: the database wins.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, serverUrl, test } from './support/fixtures';

interface Seen {
  /** The row titles of each state of the starred list, in order, from the first mutation of the page on. */
  lists: string[][];
  /** Whether `#app` was inert when the first rows appeared. */
  firstInert: boolean | undefined;
  /** The most starred panels and rows in the document at any one time. */
  mostPanels: number;
  mostRows: number;
  /** How the first list was laid out. */
  firstLayout: Layout;
}

interface Layout {
  /** The bottom edge of the scrolling panels, in the page. */
  fold: number;
  /** Each row: its top in the page, and how wide its stage menu is. */
  rows: { top: number; menu: number }[];
}

/** Watches every popup page of the context from before its own scripts run. */
async function watchPopups(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!location.pathname.endsWith('/popup.html')) return;
    const seen = { lists: [], firstInert: undefined, mostPanels: 0, mostRows: 0, firstLayout: undefined } as {
      lists: string[][];
      firstInert: boolean | undefined;
      mostPanels: number;
      mostRows: number;
      firstLayout: unknown;
    };
    /** How the starred list is laid out now (a Layout). */
    const layout = () => ({
      fold: document.querySelector('main.panels')?.getBoundingClientRect().bottom ?? 0,
      rows: [...document.querySelectorAll('#popup-panel-starred li.job-row')].map((row) => ({
        top: row.getBoundingClientRect().top,
        menu: row.querySelector('select')?.getBoundingClientRect().width ?? 0,
      })),
    });
    (window as unknown as { __layout: typeof layout }).__layout = layout;
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      const panels = document.querySelectorAll('#popup-panel-starred').length;
      const rows = [...document.querySelectorAll('#popup-panel-starred li.job-row .row-title')].map(
        (title) => title.textContent ?? '',
      );
      seen.mostPanels = Math.max(seen.mostPanels, panels);
      seen.mostRows = Math.max(seen.mostRows, rows.length);
      if (rows.length > 0 && seen.firstInert === undefined) {
        seen.firstInert = document.getElementById('app')?.inert ?? false;
        seen.firstLayout = layout();
      }
      if (rows.length > 0 && rows.join('\n') !== seen.lists.at(-1)?.join('\n')) seen.lists.push(rows);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const layoutIn = (page: Page) => page.evaluate(() => (window as unknown as { __layout: () => Layout }).__layout());

const seenIn = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);

async function someJobs(count: number): Promise<{ job_id: string; title: string }[]> {
  const body = (await (await fetch(`${serverUrl()}/api/jobs?limit=${count}&confidence=all`)).json()) as {
    jobs: { job_id: string; title: string }[];
  };
  expect(body.jobs.length).toBe(count);
  return body.jobs;
}

async function setStar(page: Page, job: { job_id: string; title: string }, starred: boolean): Promise<void> {
  const ref = { jobId: job.job_id, title: job.title, url: `${serverUrl()}/jobs/${job.job_id}`, site: 'service' };
  const answer = await page.evaluate(
    (body) =>
      (
        globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<{ ok: boolean }> } } }
      ).chrome.runtime.sendMessage(body),
    { type: 'star.set', ref, starred },
  );
  expect(answer).toMatchObject({ ok: true });
}

/** Opens the popup on the Starred tab with these jobs starred, and waits until it has kept its copy. */
async function popupKeptWith(
  context: BrowserContext,
  openPopup: () => Promise<Page>,
  jobs: { job_id: string; title: string }[],
): Promise<void> {
  const first = await openPopup();
  await first.evaluate(() => localStorage.setItem('jobstar.popup.tab', 'starred'));
  for (const job of jobs) await setStar(first, job, true);
  await first.reload();
  await expect(first.locator('#popup-panel-starred li.job-row')).toHaveCount(jobs.length);
  await expect
    .poll(() => first.evaluate(() => localStorage.getItem('jobstar.popup.shell')?.includes('job-row') ?? false))
    .toBe(true);
  await first.close();
  expect(context.pages().some((page) => page.url().endsWith('/popup.html'))).toBe(false);
}

/**
 * Three jobs starred and kept by a popup, then the second unstarred from another extension page while no popup is
 * open (with `forgetKept`, after the popup's copy and rows are forgotten there); the popups are watched from then on.
 */
async function secondUnstarredElsewhere(
  context: BrowserContext,
  openPopup: () => Promise<Page>,
  openOptions: () => Promise<Page>,
  { forgetKept }: { forgetKept: boolean },
): Promise<{ job_id: string; title: string }[]> {
  const jobs = await someJobs(3);
  await popupKeptWith(context, openPopup, jobs);
  const elsewhere = await openOptions();
  if (forgetKept)
    await elsewhere.evaluate(() => {
      localStorage.removeItem('jobstar.popup.shell');
      localStorage.removeItem('jobstar.popup.firstRows');
    });
  await setStar(elsewhere, jobs[1]!, false);
  await elsewhere.close();
  await watchPopups(context);
  return jobs;
}

test('a second opening paints the kept rows at once, inert, and the app takes over without a flash or a second list', async ({
  context,
  openPopup,
}) => {
  const jobs = await someJobs(3);
  await popupKeptWith(context, openPopup, jobs);
  await watchPopups(context);

  const popup = await openPopup();
  const rows = popup.locator('#popup-panel-starred li.job-row');
  await expect(rows).toHaveCount(3);
  await expect(popup.locator('#app')).not.toHaveAttribute('aria-busy', 'true');
  expect(await popup.locator('#app').evaluate((app) => (app as HTMLElement).inert)).toBe(false);

  const seen = await seenIn(popup);
  expect(seen.firstInert).toBe(true);
  // The copy and the app's list are the same rows: one state of the list from the first frame on.
  expect(seen.lists).toEqual([jobs.map((job) => job.title).reverse()]);
  expect(seen.mostPanels).toBe(1);
  expect(seen.mostRows).toBe(3);

  // The app has taken over: its rows answer (unstar asks the background, the row goes).
  await rows
    .first()
    .getByRole('button', { name: /^Unstar job:/ })
    .click();
  await expect(rows).toHaveCount(2);
  expect(await seriousViolations(popup)).toEqual([]);
});

test('a star removed elsewhere meanwhile: the kept rows first, then the database’s', async ({
  context,
  openPopup,
  openOptions,
}) => {
  const jobs = await secondUnstarredElsewhere(context, openPopup, openOptions, { forgetKept: false });

  const popup = await openPopup();
  const titles = popup.locator('#popup-panel-starred li.job-row .row-title');
  const expected = [jobs[2]!.title, jobs[0]!.title];
  await expect(titles).toHaveText(expected);
  const seen = await seenIn(popup);
  expect(seen.firstInert).toBe(true);
  expect(seen.lists[0]).toEqual(jobs.map((job) => job.title).reverse());
  expect(seen.lists.at(-1)).toEqual(expected);
  expect(seen.mostPanels).toBe(1);
  expect(seen.mostRows).toBe(3);
  expect(await popup.locator('#app').evaluate((app) => (app as HTMLElement).inert)).toBe(false);
});

test('a first opening with nothing kept reads the list ahead from the database: one list, already without a star removed elsewhere', async ({
  context,
  openPopup,
  openOptions,
}) => {
  // Nothing kept (as after an update or on another account).
  const jobs = await secondUnstarredElsewhere(context, openPopup, openOptions, { forgetKept: true });

  const popup = await openPopup();
  const expected = [jobs[2]!, jobs[0]!];
  await expect(popup.locator('#popup-panel-starred li.job-row .row-title')).toHaveText(expected.map((j) => j.title));
  const ahead = await popup.evaluate(
    () =>
      (
        globalThis as unknown as { __jobstarRowsAhead?: { starred?: { rows: { jobId: string }[] } } }
      ).__jobstarRowsAhead?.starred?.rows.map((row) => row.jobId) ?? null,
  );
  expect(ahead).toEqual(expected.map((job) => job.job_id));
  const seen = await seenIn(popup);
  expect(seen.firstInert).toBe(false);
  expect(seen.lists).toEqual([expected.map((job) => job.title)]);
  expect(seen.mostPanels).toBe(1);
});

test('a list longer than the popup: the copy holds what its first screen shows, each menu as wide as the app’s', async ({
  context,
  openPopup,
}) => {
  const jobs = await someJobs(14);
  await popupKeptWith(context, openPopup, jobs);
  await watchPopups(context);

  const popup = await openPopup();
  const rows = popup.locator('#popup-panel-starred li.job-row');
  await expect(rows).toHaveCount(14);
  await expect(popup.locator('#app')).not.toHaveAttribute('aria-busy', 'true');
  const seen = await seenIn(popup);
  const titles = jobs.map((job) => job.title).reverse();
  const kept = seen.lists[0]!;
  expect(seen.firstInert).toBe(true);
  expect(kept.length).toBeGreaterThan(2);
  expect(kept.length).toBeLessThan(14);
  expect(kept).toEqual(titles.slice(0, kept.length));
  expect(seen.lists.at(-1)).toEqual(titles);
  // The copy holds the rows down to its fold, and one past it (ui/popup/popup-shell.ts).
  const copy = seen.firstLayout;
  expect(copy.rows[kept.length - 2]!.top).toBeLessThan(copy.fold);
  expect(copy.rows[kept.length - 1]!.top).toBeGreaterThanOrEqual(copy.fold);
  // Each kept menu is as wide as the app's: no menu changes width at the takeover.
  const app = await layoutIn(popup);
  for (const [i, row] of copy.rows.entries()) {
    expect(row.menu).toBeGreaterThan(0);
    expect(row.menu).toBeCloseTo(app.rows[i]!.menu, 1);
  }
});

test('no copy is painted once the list was emptied', async ({ context, openPopup }) => {
  const jobs = await someJobs(1);
  await popupKeptWith(context, openPopup, jobs);
  await watchPopups(context);

  const emptied = await openPopup();
  await expect(emptied.locator('#popup-panel-starred li.job-row')).toHaveCount(1);
  await setStar(emptied, jobs[0]!, false);
  await expect(emptied.locator('#popup-panel-starred li.job-row')).toHaveCount(0);
  await expect.poll(() => emptied.evaluate(() => localStorage.getItem('jobstar.popup.shell'))).toBeNull();
  await emptied.close();

  const popup = await openPopup();
  await expect(popup.locator('#popup-panel-starred .empty')).toBeVisible();
  expect((await seenIn(popup)).lists).toEqual([]);
  expect(await popup.locator('#app').evaluate((app) => (app as HTMLElement).inert)).toBe(false);
});
