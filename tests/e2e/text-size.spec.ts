/**
 * Text a person reads is big enough (issue 33): Chrome draws an extension page's body at 75 % unless the page
 * sets its own size, so each page is opened as a new user would see it and every element that shows words is
 * measured as the browser drew it: nothing below 13 px, running text 14–16 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

interface Drawn {
  text: string;
  px: number;
}

/** Each visible element with words of its own (not only its children's), and the size they are drawn at. */
const drawnText = (page: Page): Promise<Drawn[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const own = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
        const box = element.getBoundingClientRect();
        return own && box.width > 1 && box.height > 1 && element.closest('[aria-hidden="true"]') === null;
      })
      .map((element) => ({
        text: (element.textContent ?? '').trim().slice(0, 40),
        px: Number.parseFloat(getComputedStyle(element).fontSize),
      })),
  );

/** The size of running text: paragraphs and list items. */
const bodyText = (page: Page, selector: string): Promise<number[]> =>
  page
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => Number.parseFloat(getComputedStyle(node).fontSize)));

async function expectReadable(page: Page, running: string): Promise<void> {
  const drawn = await drawnText(page);
  expect(drawn.length).toBeGreaterThan(5);
  expect(drawn.filter((item) => item.px < 13)).toEqual([]);
  const sizes = await bodyText(page, running);
  expect(sizes.length).toBeGreaterThan(0);
  for (const px of sizes) expect(px).toBeGreaterThanOrEqual(14);
  for (const px of sizes) expect(px).toBeLessThanOrEqual(16);
}

test('the welcome page, the popup and the options page draw nothing a person reads below 13 px', async ({
  context,
  extensionId,
}) => {
  const welcome = await context.newPage();
  await welcome.goto(`chrome-extension://${extensionId}/welcome.html`);
  await expectReadable(welcome, 'main p');

  const popup = await context.newPage();
  await popup.setViewportSize({ width: 380, height: 600 });
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await expect(popup.getByRole('tab').first()).toBeVisible();
  // The tabs can paint before the first-run text below them (the list is read from the database after).
  await expect(popup.locator('.first-run').first()).toBeVisible();
  await expectReadable(popup, '.first-run li, .first-run p');
  for (const px of await bodyText(popup, '[role="tab"], .popup-header button')) expect(px).toBeGreaterThanOrEqual(14);

  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(options.getByRole('heading', { level: 1 })).toBeVisible();
  await expectReadable(options, '.intro');
});
