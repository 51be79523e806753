/**
 * Applications (issue 19) through the user interface, signed out and offline: star a job on LinkedIn, mark it
 * Applied from the popup's row and filter by it, find it in the Applied column of the options page's board, move
 * it with the keyboard menu, open its details (a note, a past date refused in plain words, the Applied date edited
 * and refused, a reminder), and see that unstarring asks first. axe on the popup and the board in English and Hebrew; the README's screenshots.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { clickStar, fixture, serve, starButtons } from './pages/star-pages';
import { seriousViolations } from './support/axe';
import { expect, launchWithExtension, serviceWorkerOf, test } from './support/fixtures';

const SHOTS = resolve(import.meta.dirname, '../../docs/screenshots');
const JOB_URL = 'https://www.linkedin.com/jobs/view/3786945580/';
const TITLE = 'Data Engineer H/F - Secteur Energie';
const POPUP_VIEWPORT = { width: 380, height: 600 };

/** Stars the LinkedIn job with a real click on its page's button (seen pressed when the page is in English). */
async function starOnLinkedIn(context: BrowserContext, english = true): Promise<void> {
  await serve(context, JOB_URL, fixture('linkedin-view.html'));
  const page = await context.newPage();
  await page.goto(JOB_URL);
  await clickStar(page.locator('.jobs-save-button + jobstar-star'));
  if (english) await expect.poll(async () => (await starButtons(page)).some((button) => button.pressed)).toBe(true);
  else await page.waitForTimeout(1_000);
  await page.close();
}

async function openStarred(context: BrowserContext, extensionId: string, tab: string): Promise<Page> {
  const popup = await context.newPage();
  await popup.setViewportSize(POPUP_VIEWPORT);
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  return popup;
}

const dayOffset = (days: number): string => {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test('star on LinkedIn, Applied from the popup row, filter, board column, keyboard move, details, reminder, unstar asks first', async ({
  context,
  extensionId,
}) => {
  test.setTimeout(120_000);
  await starOnLinkedIn(context);

  // The popup: the row's stage, changed in one step, then the filter by stage.
  const popup = await openStarred(context, extensionId, 'Starred');
  const stage = popup.getByLabel(`Stage of ${TITLE}`);
  await expect(stage).toHaveValue('saved');
  await stage.selectOption('applied');
  await expect(stage).toHaveValue('applied');
  const filter = popup.getByLabel('Show');
  await filter.selectOption('interviewing');
  await expect(popup.getByText('No starred job is at this stage.')).toBeVisible();
  await filter.selectOption('applied');
  await expect(popup.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(filter.locator('option:checked')).toHaveText('Applied (1)');
  expect(await seriousViolations(popup)).toEqual([]);
  await popup.screenshot({ path: join(SHOTS, 'applications-popup.png') });

  // The board: the card is in the Applied column; "Move to…" by the keyboard alone.
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html#applications`);
  const applied = options.locator('[data-column="applied"]');
  await expect(applied.locator('.app-card')).toContainText(TITLE);
  await expect(applied.locator('.app-card')).toContainText('Moved today');
  const menuButton = applied.getByRole('button', { name: `Move “${TITLE}” to another stage` });
  await menuButton.focus();
  await options.keyboard.press('ArrowDown');
  await expect(options.getByRole('menuitem', { name: 'Saved' })).toBeFocused();
  await options.keyboard.press('ArrowDown');
  await expect(options.getByRole('menuitem', { name: 'Interviewing' })).toBeFocused();
  await options.keyboard.press('Enter');
  const interviewing = options.locator('[data-column="interviewing"]');
  await expect(interviewing.locator('.app-card')).toContainText(TITLE);
  await expect(applied.locator('.app-card')).toHaveCount(0);
  await expect(interviewing.getByRole('button', { name: `Move “${TITLE}” to another stage` })).toBeFocused();

  // The list view, sorted by stage.
  await options.getByLabel('List').check();
  await options.getByRole('button', { name: 'Sort by Stage' }).click();
  await expect(options.locator('.app-table th[aria-sort="ascending"]')).toContainText('Stage');
  await expect(options.locator('.app-table tbody tr')).toContainText(['Interviewing']);
  await options.getByLabel('Board').check();

  // Its details: the dated history, a note, a past date refused in plain words, a reminder.
  await interviewing.getByRole('link', { name: `Details of ${TITLE}` }).click();
  await expect(options).toHaveURL(/#applications\/linkedin%3A3786945580$/);
  const details = options.locator('.app-details');
  await expect(details.getByRole('heading', { name: TITLE })).toBeFocused();
  await expect(details.locator('.app-history li')).toHaveCount(3);
  await details.getByLabel('Notes').fill('Recruiter: Dana. Found through a friend.');
  await details.getByLabel('Notes').press('Tab');
  await details.getByLabel('Contact e-mail').fill('dana at example');
  await details.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(details.locator('#app-contactEmail-error')).toHaveText(
    'This does not look like an e-mail address (name@example.com).',
  );
  await details.getByLabel('Contact e-mail').fill('dana@example.com');
  await details.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(details.getByText('Saved.', { exact: true })).toBeVisible();

  // The job was starred today: a move dated yesterday, or tomorrow, is refused next to the date.
  await details.getByLabel('New stage').selectOption('offer');
  await details.getByLabel('Date', { exact: true }).fill(dayOffset(-1));
  await details.getByRole('button', { name: 'Save the move' }).click();
  await expect(details.locator('#move-date-error')).toHaveText('A move cannot be dated before the job was starred.');
  await details.getByLabel('Date', { exact: true }).fill(dayOffset(1));
  await details.getByRole('button', { name: 'Save the move' }).click();
  await expect(details.locator('#move-date-error')).toHaveText('A move cannot be dated in the future.');
  await expect(details.locator('.app-history li')).toHaveCount(3);

  // The Applied move's own date, edited: tomorrow, or before today's star, is refused next to the field; Escape
  // closes it and gives the focus back to its button.
  await details.getByRole('button', { name: 'Edit the date of Applied' }).click();
  const appliedDate = details.getByLabel('Date of Applied');
  await expect(appliedDate).toBeFocused();
  await appliedDate.fill(dayOffset(1));
  await details.getByRole('button', { name: 'Save date' }).click();
  await expect(details.locator('#redate-1-error')).toHaveText('A move cannot be dated in the future.');
  await appliedDate.fill(dayOffset(-1));
  await details.getByRole('button', { name: 'Save date' }).click();
  await expect(details.locator('#redate-1-error')).toHaveText('A move cannot be dated before the job was starred.');
  expect(await seriousViolations(options)).toEqual([]);
  await appliedDate.press('Escape');
  await expect(details.getByRole('button', { name: 'Edit the date of Applied' })).toBeFocused();

  // A reminder: headless Chromium cannot show the permission prompt, so the page is told "declined" — the
  // declined path; the granted path is the unit test's (details.test.tsx).
  await options.evaluate(() => {
    const api = (globalThis as unknown as { chrome: { permissions: { request: () => Promise<boolean> } } }).chrome;
    api.permissions.request = async () => false;
  });
  await expect(details.getByText(/asks your browser once for permission to show notifications/)).toBeVisible();
  await details.getByRole('button', { name: 'Remind me in 7 days' }).click();
  await expect(details.getByText(/the reminder will show here as due, but no notification will appear/)).toBeVisible();
  await expect(details.locator('.reminder-state')).toHaveText(/^Reminder on /);

  // All of it is stored: a fresh load of the same address shows it.
  await options.reload();
  await expect(options.locator('.app-details').getByLabel('Notes')).toHaveValue(
    'Recruiter: Dana. Found through a friend.',
  );
  await expect(options.locator('.app-details').getByLabel('Contact e-mail')).toHaveValue('dana@example.com');
  await expect(options.locator('.app-details .reminder-state')).toHaveText(/^Reminder on /);
  expect(await seriousViolations(options)).toEqual([]);
  await options.goto(`chrome-extension://${extensionId}/options.html#applications`);
  await expect(options.locator('[data-column="interviewing"] .app-card')).toHaveCount(1);
  await options.locator('#applications').screenshot({ path: join(SHOTS, 'applications-board.png') });
  expect(await seriousViolations(options)).toEqual([]);

  // The proof-of-applications export: one row per job with a date per stage, and the dated history.
  await options.goto(`chrome-extension://${extensionId}/options.html#data`);
  const [jobsCsv] = await Promise.all([
    options.waitForEvent('download'),
    options.getByRole('button', { name: 'Export saved jobs as CSV' }).click(),
  ]);
  const jobsText = readFileSync((await jobsCsv.path())!, 'utf8');
  const [columns, ...rows] = csvRows(jobsText);
  const row = rows.find((cells) => cells.some((cell) => cell.startsWith('linkedin:')))!;
  expect(columns!).toEqual(expect.arrayContaining(['stage', 'applied_at', 'interviewing_at']));
  expect(row[columns!.indexOf('stage')]).toBe('interviewing');
  expect(row[columns!.indexOf('applied_at')]).toMatch(/^\d{4}-\d{2}-\d{2}/);
  const [historyCsv] = await Promise.all([
    options.waitForEvent('download'),
    options.getByRole('button', { name: 'Export the dated stage history as CSV' }).click(),
  ]);
  const historyText = readFileSync((await historyCsv.path())!, 'utf8');
  expect(historyText).toMatch(/linkedin:[^\n]*applied/);
  expect(historyText).toMatch(/linkedin:[^\n]*interviewing/);

  // Unstarring from the popup asks first: Keep keeps, Unstar removes.
  await popup.reload();
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  await popup.getByRole('button', { name: new RegExp(`^Unstar job: ${TITLE}`) }).click();
  const question = popup.getByRole('alertdialog');
  await expect(question).toContainText('This removes its stages and notes too.');
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await question.getByRole('button', { name: 'Keep it' }).click();
  await expect(popup.getByLabel(`Stage of ${TITLE}`)).toHaveValue('interviewing');
  await popup.getByRole('button', { name: new RegExp(`^Unstar job: ${TITLE}`) }).click();
  await popup.getByRole('alertdialog').getByRole('button', { name: 'Unstar' }).click();
  await expect(popup.getByRole('link', { name: TITLE })).toHaveCount(0);
  await expect(options.locator('.app-card')).toHaveCount(0);
  await expect(options.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
});

test('axe: the popup with stages and the board, in Hebrew right to left', async () => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(join(tmpdir(), 'jobstar-e2e-apps-he-'));
  const context = await launchWithExtension(dir, ['--lang=he']);
  try {
    const id = new URL((await serviceWorkerOf(context)).url()).host;
    await starOnLinkedIn(context, false);
    const popup = await openStarred(context, id, 'מסומנות');
    await expect(popup.locator('html')).toHaveAttribute('dir', 'rtl');
    const stage = popup.getByLabel(`השלב של ${TITLE}`);
    await stage.selectOption('applied');
    await expect(stage).toHaveValue('applied');
    expect(await seriousViolations(popup)).toEqual([]);

    const options = await context.newPage();
    await options.goto(`chrome-extension://${id}/options.html#applications`);
    await expect(options.locator('html')).toHaveAttribute('dir', 'rtl');
    const saved = await options.locator('[data-column="saved"]').boundingBox();
    const applied = options.locator('[data-column="applied"]');
    await expect(applied.locator('.app-card')).toContainText(TITLE);
    // Right to left, the board's first column (Saved) is at the right.
    const second = await applied.boundingBox();
    expect(saved && second && saved.x > second.x).toBe(true);
    await applied.getByRole('button', { name: `העברת „${TITLE}” לשלב אחר` }).click();
    await expect(options.getByRole('menuitem', { name: 'בראיונות' })).toBeVisible();
    expect(await seriousViolations(options)).toEqual([]);
    await options.keyboard.press('Escape');
    await applied.getByRole('link', { name: `הפרטים של ${TITLE}` }).click();
    await expect(options.locator('.app-details')).toBeVisible();
    expect(await seriousViolations(options)).toEqual([]);
    await options.emulateMedia({ colorScheme: 'dark' });
    expect(await seriousViolations(options)).toEqual([]);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [[]];
  for (const match of text.matchAll(/("(?:[^"]|"")*"|[^,\r\n]*)(,|\r?\n|$)/g)) {
    const [, raw = '', end] = match;
    rows.at(-1)!.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (end !== ',') {
      if (end === '') break;
      rows.push([]);
    }
  }
  return rows.filter((cells) => cells.some(Boolean));
}
