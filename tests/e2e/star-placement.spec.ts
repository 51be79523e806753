/**
 * Issue 35: on LinkedIn's 2026 signed-in layouts the star sits beside the job's Save (and so by its title), in the
 * page's flow — not floating in a corner of the window, where it went on the job page jobstar did not know.
 * Measured by the boxes Chromium lays out.
 */
import type { Locator, Page } from '@playwright/test';
import { fixture, serve } from './pages/star-pages';
import { expect, test } from './support/fixtures';

const LAYOUTS = [
  {
    name: 'the 2026 job page (/jobs/view/), before its sections render',
    url: 'https://www.linkedin.com/jobs/view/4500000001/',
    fixture: 'linkedin-sdui-view.html',
    title: 'Platform Engineer',
  },
  {
    name: 'the 2026 results page’s job pane (/jobs/search-results/)',
    url: 'https://www.linkedin.com/jobs/search-results/?currentJobId=4400000002&keywords=analyst',
    fixture: 'linkedin-sdui-results.html',
    title: 'Senior Data Analyst',
  },
];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** The star on the same line as Save, just after it, and a few lines below the job's title at most. */
async function expectBesideSave(page: Page, title: string): Promise<void> {
  const screen = page.locator('[data-sdui-screen*="JobDetails"]');
  const save = screen.locator('button[aria-label^="Save"]');
  const star = screen.locator('button[aria-label^="Save"] + jobstar-star');
  await expect(star).toHaveCount(1);
  await expect(page.locator('jobstar-star[floating]')).toHaveCount(0);
  const [saveBox, starBox, titleBox] = await Promise.all([
    box(save),
    box(star),
    box(screen.locator('p', { hasText: title }).first()),
  ]);
  const gap = starBox.x - (saveBox.x + saveBox.width);
  expect(gap, 'just after Save').toBeGreaterThanOrEqual(-1);
  expect(gap, 'just after Save').toBeLessThan(48);
  const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
  expect(Math.abs(middle(starBox) - middle(saveBox)), 'on Save’s line').toBeLessThan(Math.max(saveBox.height, 24));
  expect(starBox.y - titleBox.y, 'by the title').toBeLessThan(200);
  expect(starBox.y, 'below the title').toBeGreaterThan(titleBox.y);
}

for (const layout of LAYOUTS) {
  test(`LinkedIn ${layout.name}: the star sits beside Save, by the title, not floating`, async ({ context }) => {
    await serve(context, layout.url, fixture(layout.fixture));
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(layout.url);
    await expectBesideSave(page, layout.title);
  });
}

test('LinkedIn 2026 job page: when its sections render, the star stays the one beside Save', async ({ context }) => {
  const layout = LAYOUTS[0]!;
  await serve(context, layout.url, fixture(layout.fixture));
  const page = await context.newPage();
  await page.goto(layout.url);
  await expectBesideSave(page, layout.title);
  await page.evaluate(() => {
    const section = document.createElement('div');
    section.setAttribute('componentkey', 'JobDetails_AboutTheJob_4500000001');
    section.innerHTML = '<h2>About the job</h2><p>Run the platform our models train on.</p>';
    document.querySelector('[data-testid="lazy-placeholder"]')!.replaceWith(section);
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  await expect(page.locator('jobstar-star')).toHaveCount(1);
  await expectBesideSave(page, layout.title);
});
