/**
 * A LinkedIn-like search page: a star on each of 500 cards as it comes near the viewport (scrolled to or
 * tabbed to), on 100 appended ones, and on the open pane; Glassdoor's pane following a clicked card,
 * Wellfound's rows appended on scroll. The content script injects on a page served through `context.route()`.
 */
import { clickStar, fixture, linkedInList, serve, starButtons, starredLocally } from './pages/star-pages';
import { expect, test } from './support/fixtures';

const URL = 'https://www.linkedin.com/jobs/search/?currentJobId=4100000000&keywords=engineer';

test('500 cards: the near ones get their stars at once, the rest as the list scrolls, 100 appended ones too', async ({
  context,
}) => {
  await serve(context, URL, linkedInList(500));
  const page = await context.newPage();
  await page.goto(URL);
  const hosts = page.locator('jobstar-star');
  // The pane's job at once, and the cards near the viewport (within 1,000 px of it), not the far end of the list.
  await expect.poll(() => hosts.count()).toBeGreaterThan(10);
  const atLoad = await hosts.count();
  expect(atLoad).toBeLessThan(200);
  await expect.poll(async () => (await starButtons(page)).length).toBe(atLoad);
  // Appended far below: found and watched, not read yet.
  await page.evaluate(() => (window as unknown as { appendCards(n: number): void }).appendCards(100));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  expect(await hosts.count()).toBe(atLoad);
  // Scrolled through, as a person (or a screen reader's cursor) goes down the list, every card has its star.
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 2000) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
  });
  await expect(hosts).toHaveCount(601);
  // One per card (the pane's job also has its card).
  expect(await page.locator('li[data-occludable-job-id] jobstar-star').count()).toBe(600);
  await expect.poll(async () => (await starButtons(page)).length).toBe(601);
  const buttons = await starButtons(page);
  expect(buttons.every((button) => button.name === 'Star job' && !button.pressed)).toBe(true);
});

test('a keyboard user tabbing down the list reaches every card’s star, far beyond those built at load', async ({
  context,
}) => {
  await serve(context, URL, linkedInList(300));
  const page = await context.newPage();
  await page.goto(URL);
  const hosts = page.locator('jobstar-star');
  await expect.poll(() => hosts.count()).toBeGreaterThan(10);
  const atLoad = await hosts.count();
  await page.locator('li[data-occludable-job-id] a').first().focus();
  // Each card is its title link, then its star: Tab goes link, star, link, star…
  const starred: string[] = [];
  for (let press = 0; press < 2 * (atLoad + 40); press++) {
    await page.keyboard.press('Tab');
    const card = await page.evaluate(() =>
      document.activeElement?.localName === 'jobstar-star'
        ? document.activeElement.closest('li')?.getAttribute('data-occludable-job-id')
        : null,
    );
    if (card) starred.push(card);
  }
  expect(starred.length).toBeGreaterThan(atLoad + 30);
  expect(starred).toEqual(starred.map((_, index) => String(4100000000 + index)));
});

test('SPA navigation: opening another job in the pane moves the pane’s button to that job', async ({
  context,
  openPopup,
}) => {
  await serve(context, URL, linkedInList(5));
  const page = await context.newPage();
  await page.goto(URL);
  const pane = page.locator('.jobs-save-button + jobstar-star');
  await expect(pane).toHaveCount(1);
  // The site swaps the pane's content and pushes the new URL, as LinkedIn does; no reload.
  await page.evaluate(() => {
    (window as unknown as { before: Element | null }).before = document.querySelector(
      '.jobs-save-button + jobstar-star',
    );
    const title = document.querySelector('.job-details-jobs-unified-top-card__job-title');
    if (title) title.textContent = 'Engineer 4100000003';
    history.pushState(null, '', '/jobs/search/?currentJobId=4100000003&keywords=engineer');
  });
  // The pane's button is replaced by one for the new job (the cards keep theirs).
  await page.waitForFunction(() => {
    const now = document.querySelector('.jobs-save-button + jobstar-star');
    return now !== null && now !== (window as unknown as { before: Element | null }).before;
  });
  await expect(page.locator('jobstar-star')).toHaveCount(6);
  const popup = await openPopup();
  await page.bringToFront();
  await clickStar(pane);
  await expect
    .poll(async () => starredLocally(popup, ['linkedin:4100000003', 'linkedin:4100000000']))
    .toEqual({ 'linkedin:4100000003': true, 'linkedin:4100000000': false });
  // The card of the same job shows it too.
  await expect.poll(async () => (await starButtons(page)).filter((button) => button.pressed).length).toBe(2);
});

test('Glassdoor: a card clicked opens its job in the pane, whose star follows it; the card shows it too', async ({
  context,
  openPopup,
}) => {
  const list = 'https://www.glassdoor.com/Job/tel-aviv-software-engineer-jobs-SRCH_IL.0,8_IC2421090_KO9,26.htm';
  await serve(context, list, fixture('glassdoor-list.html'));
  const page = await context.newPage();
  await page.goto(list);
  const pane = page.locator('h1 + jobstar-star');
  await expect(pane).toHaveCount(1);
  await expect(page.locator('jobstar-star')).toHaveCount(4);
  // Glassdoor names the clicked card's listing in the URL, then renders its job in the pane.
  await page.evaluate(() => history.pushState(null, '', `${location.pathname}?jl=1009700000003`));
  await expect(pane, 'no star while the pane still shows the last job').toHaveCount(0);
  await page.evaluate(() => {
    const heading = document.querySelector('h1');
    if (!heading) return;
    heading.id = 'jd-job-title-1009700000003';
    heading.textContent = 'QA Lead';
  });
  await expect(pane).toHaveCount(1);
  const popup = await openPopup();
  await page.bringToFront();
  await expect.poll(async () => (await starButtons(page)).length).toBe(4);
  await clickStar(pane);
  await expect
    .poll(() => starredLocally(popup, ['glassdoor:1009700000003']))
    .toEqual({ 'glassdoor:1009700000003': true });
  await expect.poll(async () => (await starButtons(page)).filter((button) => button.pressed).length).toBe(2);
});

test('Wellfound: rows appended as the list scrolls get their stars', async ({ context }) => {
  const list = 'https://wellfound.com/role/l/software-engineer/tel-aviv';
  await serve(context, list, fixture('wellfound-list.html'));
  const page = await context.newPage();
  await page.goto(list);
  await expect(page.locator('jobstar-star')).toHaveCount(3);
  await page.evaluate(() => {
    const results = document.querySelector('[data-test="JobSearchResults"]');
    const startup = results?.querySelector('[data-test="StartupResult"]')?.cloneNode(true) as Element | undefined;
    if (!results || !startup) return;
    // The site renders new rows of its own; a copy of ours would be no star of the extension's.
    for (const star of startup.querySelectorAll('jobstar-star')) star.remove();
    for (const [index, link] of startup.querySelectorAll('a[href^="/jobs/"]').entries()) {
      link.setAttribute('href', `/jobs/${3100000 + index}-more`);
    }
    results.append(startup);
  });
  await expect(page.locator('jobstar-star')).toHaveCount(5);
});

test('LinkedIn 2026 results page: a card gets its star once selecting it puts its id in the address, never before', async ({
  context,
  openPopup,
}) => {
  const url = 'https://www.linkedin.com/jobs/search-results/?currentJobId=4400000002&keywords=analyst';
  await serve(context, url, fixture('linkedin-sdui-results.html'));
  const page = await context.newPage();
  await page.goto(url);
  const cards = page.locator('[componentkey="SearchResultsMainContent"] > [role="button"]');
  // The open job's pane and its card; the other two cards have no id on the page yet.
  await expect(page.locator('jobstar-star')).toHaveCount(2);
  await expect(cards.nth(1).locator('jobstar-star')).toHaveCount(1);
  // LinkedIn selects the Wix card: the pane shows its job, keyed with its id, and the address names it.
  await page.evaluate(() => {
    const pane = document.querySelector('[data-sdui-screen]')!;
    pane.querySelector('[aria-label^="Company, "]')!.setAttribute('aria-label', 'Company, Wix.');
    pane.querySelector('[aria-label^="Company, "] p')!.textContent = 'Wix';
    pane.querySelector('p._8a0b3c')!.firstChild!.textContent = 'Data Analyst';
    for (const keyed of pane.querySelectorAll('[componentkey]'))
      keyed.setAttribute('componentkey', keyed.getAttribute('componentkey')!.replace(/\d+$/, '4400000003'));
    history.pushState(null, '', '/jobs/search-results/?currentJobId=4400000003&keywords=analyst');
  });
  await expect(cards.nth(2).locator('jobstar-star')).toHaveCount(1);
  await expect(cards.nth(1).locator('jobstar-star')).toHaveCount(1);
  await expect(cards.nth(0).locator('jobstar-star')).toHaveCount(0);
  const popup = await openPopup();
  await page.bringToFront();
  await clickStar(cards.nth(2).locator('jobstar-star'));
  await expect.poll(() => starredLocally(popup, ['linkedin:4400000003'])).toEqual({ 'linkedin:4400000003': true });
});
