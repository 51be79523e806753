/**
 * The Applications board with a mouse, a finger and the keyboard (issue 33): a new user's three cards, at
 * 1100 px and at the narrowest window, in English and in Hebrew. The board fits its box; "Move to…" shows every
 * stage, above the board rather than clipped by it; a card dragged to another column moves there (the column
 * marked while it is over it) and the move is announced; Escape puts it back; a finger drags by the grip; the
 * column headers stay in view. axe on the board with a menu open; the README's screenshots.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, launchWithExtension, serviceWorkerOf, test } from './support/fixtures';
import { starJobs } from './support/star-by-message';

const SHOTS = resolve(import.meta.dirname, '../../docs/screenshots');
const TITLES = ['Data Engineer', 'Backend Developer', 'Product Designer'];

async function openBoard(context: BrowserContext, id: string, titles: readonly string[], width = 1100): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`chrome-extension://${id}/options.html#applications`);
  await starJobs(page, titles);
  await expect(page.locator('.app-card')).toHaveCount(titles.length);
  return page;
}

const card = (page: Page, title: string) => page.locator('.app-card', { hasText: title });
const column = (page: Page, name: string) => page.locator(`[data-column="${name}"]`);

/** Nothing of the board lies outside its own box or the window, so no column is cut off on either side. */
async function expectBoardFits(page: Page): Promise<void> {
  const sizes = await page.evaluate(() => {
    const board = document.querySelector('.app-board')!;
    const box = board.getBoundingClientRect();
    const columns = [...board.querySelectorAll('.app-column')].map((node) => node.getBoundingClientRect());
    return {
      overflow: board.scrollWidth - board.clientWidth,
      page: document.documentElement.scrollWidth - window.innerWidth,
      outside: columns.filter((rect) => rect.left < box.left - 1 || rect.right > box.right + 1).length,
      offscreen: columns.filter((rect) => rect.left < 0 || rect.right > window.innerWidth).length,
    };
  });
  expect(sizes).toEqual({ overflow: 0, page: 0, outside: 0, offscreen: 0 });
}

/** Every item of the open menu is in the window and on top: the point at its centre hits the item itself. */
async function expectMenuWhole(page: Page, count: number): Promise<void> {
  const items = page.getByRole('menuitem');
  await expect(items).toHaveCount(count);
  for (const item of await items.all()) await expect(item).toBeInViewport({ ratio: 1 });
  const hidden = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter((item) => {
        const rect = item.getBoundingClientRect();
        return document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2) !== item;
      }).length,
  );
  expect(hidden).toBe(0);
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The middle of the part of `locator` that is in the window: a hand aims at the column it sees, and a long Saved
 * column (a star time to the minute on each card) can reach above the window once the menu scrolled to its card.
 */
async function visibleCentre(page: Page, locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  const height = page.viewportSize()!.height;
  const top = Math.max(box.y, 0);
  const bottom = Math.min(box.y + box.height, height);
  return { x: box.x + box.width / 2, y: (top + bottom) / 2 };
}

/** Presses on a card and carries it, in steps as a hand would, over a target; the button stays down. */
async function dragOver(page: Page, from: Locator, to: Locator): Promise<void> {
  // As a person would, with both the card and the column in sight (the menu may have scrolled the board).
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  // A hand presses where it sees the card: a Saved card's star time can wrap it below the window's edge.
  await from.scrollIntoViewIfNeeded();
  const start = await centre(from.locator('.app-company, .app-moved').first());
  const end = await visibleCentre(page, to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 12 });
}

test('a new user drags a card to Interviewing with the mouse, sees the target and hears the move; Escape puts one back', async ({
  context,
  extensionId,
}) => {
  test.setTimeout(90_000);
  const page = await openBoard(context, extensionId, TITLES);
  await expectBoardFits(page);

  // "Move to…" on the first card shows all six other stages, whole, above the board.
  await card(page, TITLES[0]!)
    .getByRole('button', { name: `Move “${TITLES[0]}” to another stage` })
    .click();
  await expectMenuWhole(page, 6);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: join(SHOTS, 'board-menu.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Dragged over Interviewing, the column is marked as the drop target; released, the card is there.
  await dragOver(page, card(page, TITLES[0]!), column(page, 'interviewing'));
  await expect(column(page, 'interviewing')).toHaveClass(/drop-target/);
  await page.screenshot({ path: join(SHOTS, 'board-drag.png') });
  await page.mouse.up();
  await expect(column(page, 'interviewing').locator('.app-card')).toContainText(TITLES[0]!);
  await expect(column(page, 'saved').locator('.app-card')).toHaveCount(2);
  await expect(page.getByTestId('move-announcement')).toHaveText(`Moved ${TITLES[0]} to Interviewing`);
  // The release did not open the job's details (its title is a link).
  await expect(page).toHaveURL(/#applications$/);

  // While dragging, Closed offers its stages; Escape cancels and the card stays where it was.
  await dragOver(page, card(page, TITLES[1]!), column(page, 'closed'));
  await expect(column(page, 'closed').locator('.drop-zone')).toHaveText([
    'Drop on Rejected',
    'Drop on Withdrawn',
    'Drop on Ghosted',
  ]);
  const offer = await centre(column(page, 'offer'));
  await page.mouse.move(offer.x, offer.y, { steps: 4 });
  await expect(column(page, 'offer')).toHaveClass(/drop-target/);
  await page.keyboard.press('Escape');
  await expect(page.locator('.drop-target')).toHaveCount(0);
  await page.mouse.up();
  await expect(column(page, 'saved').locator('.app-card', { hasText: TITLES[1]! })).toHaveCount(1);
  await expect(column(page, 'offer').locator('.app-card')).toHaveCount(0);

  // A card dropped on one of Closed's stages takes that stage.
  await dragOver(page, card(page, TITLES[1]!), column(page, 'closed'));
  const withdrawn = await centre(column(page, 'closed').locator('.drop-zone', { hasText: 'Withdrawn' }));
  await page.mouse.move(withdrawn.x, withdrawn.y, { steps: 4 });
  await page.mouse.up();
  await expect(column(page, 'closed').locator('.app-card')).toContainText(`Withdrawn · `);
  await expect(page.getByTestId('move-announcement')).toHaveText(`Moved ${TITLES[1]} to Withdrawn`);

  // A click on a title still opens its details.
  await card(page, TITLES[2]!).getByRole('link').click();
  await expect(page.locator('.app-details')).toBeVisible();
});

test('a finger drags a card by its grip to Applied', async ({ context, extensionId }) => {
  const page = await openBoard(context, extensionId, TITLES.slice(0, 1));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const from = await centre(card(page, TITLES[0]!).locator('.drag-handle'));
  const to = await centre(column(page, 'applied'));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 10; step++) {
    const x = from.x + ((to.x - from.x) * step) / 10;
    const y = from.y + ((to.y - from.y) * step) / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await expect(column(page, 'applied')).toHaveClass(/drop-target/);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(column(page, 'applied').locator('.app-card')).toContainText(TITLES[0]!);
  await expect(page.getByTestId('move-announcement')).toHaveText(`Moved ${TITLES[0]} to Applied`);
});

test('a long column keeps its header in view, and the board fits the narrowest window', async ({
  context,
  extensionId,
}) => {
  const many = Array.from({ length: 9 }, (_, index) => `Role number ${index + 1}`);
  const page = await openBoard(context, extensionId, many);
  const saved = column(page, 'saved');
  await saved.locator('.app-card').last().scrollIntoViewIfNeeded();
  expect((await saved.boundingBox())!.y).toBeLessThan(0);
  await expect(saved.getByRole('heading')).toBeInViewport({ ratio: 1 });

  await page.setViewportSize({ width: 500, height: 800 });
  await expectBoardFits(page);
  await saved.locator('.app-card').last().getByRole('button', { name: /^Move/ }).click();
  await expectMenuWhole(page, 6);
});

test('in Hebrew, right to left: the board fits 1100 px, Closed is whole on the left, and the menu opens whole', async () => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(join(tmpdir(), 'jobstar-e2e-board-he-'));
  const context = await launchWithExtension(dir, ['--lang=he']);
  try {
    const id = new URL((await serviceWorkerOf(context)).url()).host;
    const page = await openBoard(context, id, TITLES);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectBoardFits(page);
    const closed = (await column(page, 'closed').boundingBox())!;
    const saved = (await column(page, 'saved').boundingBox())!;
    expect(closed.x).toBeLessThan(saved.x);
    await card(page, TITLES[2]!)
      .getByRole('button', { name: `העברת „${TITLES[2]}” לשלב אחר` })
      .click();
    await expectMenuWhole(page, 6);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'board-menu-he.png') });
    await page.keyboard.press('Escape');
    await dragOver(page, card(page, TITLES[2]!), column(page, 'offer'));
    await expect(column(page, 'offer')).toHaveClass(/drop-target/);
    await page.mouse.up();
    await expect(column(page, 'offer').locator('.app-card')).toContainText(TITLES[2]!);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
