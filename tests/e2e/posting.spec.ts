/**
 * The posting as it was (issue 32), in a real Chromium, signed out: a person stars a Greenhouse job page served at
 * its real address; its description (with a script, an image that calls home and a javascript: link slipped in) is
 * kept without them. The page later changes, and the details note it and keep the first copy; then the page answers
 * "no longer open", and the details and the popup's starred row say "taken down", dated, the copy still readable.
 */
import type { Page } from '@playwright/test';
import { clickStar, fixture, starButtons } from './pages/star-pages';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const URL = 'https://job-boards.greenhouse.io/anthropic/jobs/5058714008';
const JOB_ID = 'greenhouse:anthropic:5058714008';
const FIRST = 'Own the platform under every Claude surface.';
const HOSTILE =
  '<script>document.title="pwned"</script><img src="https://tracker.example/p.gif" onerror="document.title=1">' +
  '<ul><li>Ship <a href="javascript:alert(1)">fast</a></li><li><a href="https://www.anthropic.com/careers">Careers</a></li></ul>';
const today = () => new Date().toLocaleDateString('en', { day: 'numeric', month: 'long', year: 'numeric' });

test('a starred job keeps its posting; a changed page is noted, a page taken down is said, both dated', async ({
  context,
  extensionId,
  openPopup,
}) => {
  test.setTimeout(90_000);
  const original = fixture('greenhouse-job.html').replace(`<p>${FIRST}</p>`, `<p>${FIRST}</p>${HOSTILE}`);
  let html = original;
  await context.route('https://tracker.example/**', (route) => route.abort());
  await context.route(
    (candidate) => candidate.href === URL,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );

  const page = await context.newPage();
  await page.goto(URL);
  await clickStar(page.locator('.job__header button[aria-label="Apply"] + jobstar-star'));
  await expect.poll(async () => (await starButtons(page)).some((button) => button.pressed)).toBe(true);

  const details = await context.newPage();
  const detailsUrl = `chrome-extension://${extensionId}/options.html#applications/${encodeURIComponent(JOB_ID)}`;
  const posting = details.locator('section.posting');
  const openDetails = async () => {
    await details.goto(detailsUrl);
    await expect(posting).toBeVisible();
  };
  await openDetails();
  await expect(posting.locator('.posting-text')).toContainText(FIRST);
  await expect(posting).toContainText(`Kept on ${today()}`);
  await expect(posting.locator('.posting-text li')).toHaveCount(2);
  await expect(posting.getByRole('link', { name: 'Careers' })).toHaveAttribute(
    'href',
    'https://www.anthropic.com/careers',
  );
  await expect(posting.getByText('fast')).toBeVisible();
  expect(await posting.locator('script, img, [onerror], a[href^="javascript"]').count()).toBe(0);
  await expect(posting.locator('.posting-changed, .posting-taken-down')).toHaveCount(0);

  // The employer edits the posting: a visit notes the change, and the first copy stays.
  html = original.replace(FIRST, 'A different role now.');
  await page.goto(URL);
  await expect.poll(async () => (await starButtons(page)).some((button) => button.pressed)).toBe(true);
  await expect
    .poll(async () => {
      await openDetails();
      return posting.locator('.posting-changed').count();
    })
    .toBe(1);
  await expect(posting.locator('.posting-changed')).toContainText(`The page said something else on ${today()}`);
  await expect(posting.locator('.posting-text')).toContainText(FIRST);
  await expect(posting.locator('.posting-text')).not.toContainText('A different role now.');

  // Then it is taken down: the same address answers "no longer open".
  html = fixture('greenhouse-closed.html');
  await page.goto(URL);
  await expect
    .poll(
      async () => {
        await openDetails();
        return posting.locator('.posting-taken-down').count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await expect(posting.locator('.posting-taken-down')).toContainText(`Taken down — jobstar noticed on ${today()}`);
  await expect(posting.locator('.posting-text')).toContainText(FIRST);
  expect(await seriousViolations(details)).toEqual([]);

  const popup: Page = await openPopup();
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  await expect(popup.locator('.taken-down')).toHaveText(`Taken down (noticed ${today()})`);
});
