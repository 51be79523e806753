/**
 * Opening the options page on its Applications board (issue 36), as the popup's "Applications" link does: the
 * section comes to the top of the window although the sections below it mount only once it is shown, and its
 * cards are drawn from the board the page's classic script read with plain IndexedDB while the page's code
 * loaded (entrypoints/options-ahead.ts), or from the first cards the page kept when it last showed the board;
 * then kept up by the live query: a move made at once lands and stays, a move made elsewhere shows.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { starJobs } from './support/star-by-message';

const TITLES = ['Data Engineer', 'Backend Developer', 'Product Designer', 'QA Lead', 'Site Reliability Engineer'];
/** How far the section is from where going to it puts it: its scroll margin from the window's top. */
/** The board's first cards the options page keeps for its next opening (ui/options/applications/kept-board.ts). */
const BOARD_COPY_KEY = 'jobstar.options.board';
const keptCards = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { cards: unknown[] } | null)?.cards.length,
    BOARD_COPY_KEY,
  );

const offset = (page: Page, id: string) =>
  page.evaluate((id) => {
    const section = document.getElementById(id)!;
    const margin = Number.parseFloat(getComputedStyle(section).scrollMarginBlockStart);
    return Math.abs(section.getBoundingClientRect().top - margin);
  }, id);

test('opened on its board, the options page shows the section at the top, drawn from the read ahead, and a move at once lands', async ({
  context,
  extensionId,
}) => {
  const options = `chrome-extension://${extensionId}/options.html`;
  const first = await context.newPage();
  await first.goto(`${options}#applications`);
  const jobIds = await starJobs(first, TITLES, 3786946000);
  await expect(first.locator('.app-card')).toHaveCount(TITLES.length);
  // With no copy kept, the classic script reads the database.
  await expect.poll(() => keptCards(first)).toBe(TITLES.length);
  await first.evaluate((key) => localStorage.removeItem(key), BOARD_COPY_KEY);
  await first.close();

  const page = await context.newPage();
  await page.setViewportSize({ width: 1100, height: 700 });
  await page.goto(`${options}#applications`);
  await expect(page.locator('.app-card')).toHaveCount(TITLES.length);
  // What the classic script read: every starred job, newest first, from the database the page then opened.
  const read = await page.evaluate(async () => {
    const handoff = (globalThis as { __jobstarBoardAhead?: { read: Promise<unknown> } }).__jobstarBoardAhead;
    const ahead = (await handoff?.read) as { board: { found: { job: { jobId: string } }[] } } | undefined;
    return ahead?.board.found.map(({ job }) => job.jobId);
  });
  expect(read).toEqual([...jobIds].reverse());

  // Once the sections below have mounted too, and those above have filled in, the Applications section is still
  // at its scroll margin from the window's top, where the address took it (it stopped halfway down before: the page
  // ended below it; and it slid down as the sections above grew).
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeAttached();
  await page.waitForTimeout(1000);
  // Polled: a read answering between two frames can be measured before the frame that puts the section back.
  await expect.poll(() => offset(page, 'applications')).toBeLessThan(1);
  await expect(page.getByRole('heading', { name: 'Applications', level: 2 })).toBeInViewport();

  const newest = page.locator('.app-card', { hasText: TITLES.at(-1)! });
  await newest.getByRole('button', { name: /^Move/ }).click();
  await page.getByRole('menuitem', { name: 'Applied' }).click();
  const applied = page.locator('[data-column="applied"] .app-card');
  await expect(applied).toContainText(TITLES.at(-1)!);
  await expect(page.getByTestId('move-announcement')).toHaveText(`Moved ${TITLES.at(-1)} to Applied`);
  await page.reload();
  await expect(applied).toContainText(TITLES.at(-1)!);
  await expect(page.locator('[data-column="saved"] .app-card')).toHaveCount(TITLES.length - 1);
});

test('opened on its last section, the page leaves no room below it to take back and stays put until the person scrolls', async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1100, height: 700 });
  await page.goto(`chrome-extension://${extensionId}/options.html#data`);
  await expect(page.getByRole('button', { name: 'Export JSON' })).toBeVisible();
  await expect(page.locator('.rest-room')).toHaveCount(0);
  await page.waitForTimeout(1000);
  await expect.poll(() => offset(page, 'data')).toBeLessThan(1);

  // The person scrolls: the page no longer holds the section in place.
  await page.mouse.wheel(0, -300);
  await expect.poll(() => offset(page, 'data')).toBeGreaterThan(200);
});

/**
 * Notes, in the page's clock, when the first card is in the page and when the applications' table first answers,
 * and whether the frame that first paints the card shows it in the window.
 */
function boardClock(): void {
  if (!location.pathname.endsWith('/options.html')) return;
  const clock = { card: 0, applications: 0, inView: false };
  (window as unknown as { __boardClock: typeof clock }).__boardClock = clock;
  new MutationObserver((_, observer) => {
    const card = document.querySelector('.app-card');
    if (!card) return;
    clock.card = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      const { top, bottom } = card.getBoundingClientRect();
      clock.inView = top < innerHeight && bottom > 0;
    });
  }).observe(document, { childList: true, subtree: true });
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype] as unknown as Record<string, unknown>[]) {
    for (const name of ['get', 'getAll', 'getAllKeys', 'openCursor', 'openKeyCursor', 'count']) {
      const original = proto[name] as (this: IDBObjectStore | IDBIndex, ...args: unknown[]) => IDBRequest;
      proto[name] = function (this: IDBObjectStore | IDBIndex, ...args: unknown[]) {
        const request = original.apply(this, args);
        const store = this instanceof IDBIndex ? this.objectStore : this;
        if (store.name === 'applications')
          request.addEventListener('success', () => {
            clock.applications ||= performance.now();
          });
        return request;
      };
    }
  }
}

test('reopened, the board draws the cards it kept before the database is read, and a move made elsewhere meanwhile shows once it is', async ({
  context,
  extensionId,
}) => {
  const options = `chrome-extension://${extensionId}/options.html#applications`;
  const first = await context.newPage();
  await first.goto(options);
  const jobIds = await starJobs(first, TITLES.slice(0, 3), 3786947000);
  await expect(first.locator('.app-card')).toHaveCount(3);
  await expect.poll(() => keptCards(first)).toBe(3);
  await first.close();

  // Moved while the board is closed, as the popup's stage menu does: the kept copy still has it in Saved.
  const elsewhere = await context.newPage();
  await elsewhere.goto(`chrome-extension://${extensionId}/popup.html`);
  const moved = await elsewhere.evaluate(
    (body) =>
      (
        globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<{ ok: boolean }> } } }
      ).chrome.runtime.sendMessage(body),
    { type: 'application.setStage', jobId: jobIds[0], stage: 'applied' },
  );
  expect(moved).toMatchObject({ ok: true });
  await elsewhere.close();

  await context.addInitScript(boardClock);
  const page = await context.newPage();
  await page.goto(options);
  await expect(page.locator('[data-column="applied"] .app-card')).toHaveText([new RegExp(TITLES[0]!)]);
  await expect(page.locator('[data-column="saved"] .app-card')).toHaveCount(2);
  const clock = await page.evaluate(
    () => (window as unknown as { __boardClock: { card: number; applications: number; inView: boolean } }).__boardClock,
  );
  expect(clock.card).toBeGreaterThan(0);
  expect(clock.applications).toBeGreaterThan(clock.card);
  // That first frame is already at the section, not at the page's top.
  expect(clock.inView).toBe(true);
  // The copy follows what the page now shows.
  await expect
    .poll(() =>
      page.evaluate(
        (key) =>
          (
            JSON.parse(localStorage.getItem(key) ?? 'null') as { cards: { application: { stage: string } }[] }
          ).cards.map(({ application }) => application.stage),
        BOARD_COPY_KEY,
      ),
    )
    .toEqual(['saved', 'saved', 'applied']);
});
