/**
 * A LinkedIn-like search page: a button on every one of 500 cards, on 100 appended ones, and on the open
 * pane; the content script injects on a page served through `context.route()`.
 */
import { linkedInList, serve, starButtons } from './pages/star-pages';
import { expect, test } from './support/fixtures';

const URL = 'https://www.linkedin.com/jobs/search/?currentJobId=4100000000&keywords=engineer';

test('500 cards get 500 buttons, 100 appended cards get theirs, the pane gets one', async ({ context }) => {
  await serve(context, URL, linkedInList(500));
  const page = await context.newPage();
  await page.goto(URL);
  const hosts = page.locator('jobstar-star');
  await expect(hosts).toHaveCount(501);
  await page.evaluate(() => (window as unknown as { appendCards(n: number): void }).appendCards(100));
  await expect(hosts).toHaveCount(601);
  // One per card (the pane's job also has its card).
  const perCard = await page.locator('li[data-occludable-job-id] jobstar-star').count();
  expect(perCard).toBe(600);
  const buttons = await starButtons(page);
  expect(buttons).toHaveLength(601);
  expect(buttons.every((button) => button.name === 'Star job' && !button.pressed)).toBe(true);
});
