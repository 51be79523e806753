/**
 * The popup against the reference server: company search with filters (counts equal the server's own
 * answer), an invalid filter shown and never sent, an alert pending then confirmed, a star from Matches in
 * Starred with its listing's title and undo, the profile notice for an unknown skill, Hebrew right to left.
 * Screenshots of each tab (light, dark, Hebrew) go to docs/screenshots/.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, launchWithExtension, serverUrl, serviceWorkerOf, test } from './support/fixtures';
import { signInThrough } from './support/sign-in';

const SHOTS = resolve(import.meta.dirname, '../../docs/screenshots');
const VIEWPORT = { width: 380, height: 600 };
const TABS = [
  ['matches', 'Matches'],
  ['starred', 'Starred'],
  ['companies', 'Companies'],
  ['profile', 'Profile'],
] as const;

const openJobsText = (n: number) => (n === 1 ? '1 open job' : `${n} open jobs`);

/** Each tab, pictured with something in it: the companies tab shows a search for "ac". */
async function shootTabs(popup: Page, names: readonly string[], suffix: string): Promise<void> {
  await popup.getByRole('tab', { name: names[2], exact: false }).click();
  const name = popup.locator('#search-name');
  if ((await name.inputValue()) === '') {
    await name.fill('ac');
    await expect(popup.locator('.company-row').first()).toBeVisible();
  }
  for (const [index, [key]] of TABS.entries()) {
    await popup.getByRole('tab', { name: names[index], exact: false }).click();
    await expect(popup.locator(`#popup-panel-${key}`)).toBeVisible();
    // Let lists that fill from the network settle before the picture.
    await popup.waitForLoadState('networkidle');
    await popup.screenshot({ path: join(SHOTS, `popup-${key}-${suffix}.png`) });
  }
}

test('company search: filters narrow the counts exactly as the server does; invalid input is never sent; an alert goes pending then confirmed', async ({
  context,
  openPopup,
}) => {
  const popup = await openPopup();
  await popup.setViewportSize(VIEWPORT);
  await signInThrough(context, popup, 'popup-search@example.com');

  await popup.getByRole('tab', { name: 'Companies' }).click();
  await popup.locator('#popup-panel-companies summary').getByText('Filters', { exact: true }).click();
  await popup.locator('#search-country').fill('IL');
  await popup.locator('#search-country').press('Enter');
  await expect(popup.getByRole('button', { name: /^Remove Israel/ })).toBeVisible();
  await popup.locator('#search-seniority').getByLabel('Senior', { exact: true }).check();

  const answered = popup.waitForResponse(
    (response) =>
      response.url().includes('/api/companies/search') &&
      response.url().includes('name=ac') &&
      response.url().includes('seniority=senior') &&
      response.url().includes('country=IL'),
  );
  await popup.getByLabel('Company name or domain').fill('ac');
  await answered;

  const expected = (await (
    await fetch(`${serverUrl()}/api/companies/search?country=IL&seniority=senior&name=ac`)
  ).json()) as { companies: { name: string; open_jobs: number }[] };
  expect(expected.companies.length).toBeGreaterThan(0);
  const rows = popup.locator('.company-row');
  await expect(rows).toHaveCount(expected.companies.length);
  const shown = await rows.evaluateAll((items) =>
    items.map(
      (item) =>
        `${item.querySelector('.row-title')?.textContent}|${item.querySelector('[data-testid=open-jobs]')?.textContent}`,
    ),
  );
  expect(shown).toEqual(expected.companies.map((company) => `${company.name}|${openJobsText(company.open_jobs)}`));

  // An invalid salary: the error beside the field, and no request leaves.
  const sent: string[] = [];
  popup.on('request', (request) => {
    if (request.url().includes('/api/')) sent.push(request.url());
  });
  const salary = popup.locator('#search-salary_min');
  await salary.fill('-5');
  await expect(popup.locator('#search-salary_min-error')).toHaveText('Must be 0 or more');
  await expect(salary).toHaveAttribute('aria-invalid', 'true');
  await expect(salary).toHaveAttribute('aria-describedby', /search-salary_min-error/);
  await expect(popup.getByText('Fix the marked filters to search.')).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Create alert from these filters' })).toBeDisabled();
  await popup.waitForTimeout(800);
  expect(sent).toEqual([]);
  await salary.fill('');
  await expect(popup.locator('#search-salary_min-error')).toHaveCount(0);

  // The service is slow to confirm this once, so the pending state is seen before the confirmation.
  await fetch(`${serverUrl()}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/me/alerts', count: 1, delayMs: 2500 }),
  });
  const create = popup.getByRole('button', { name: 'Create alert from these filters' });
  await expect(create).toHaveAccessibleDescription(
    'The alert will watch for new jobs: in Israel · Senior level. The company name “ac” is not part of it: alerts follow filters, not names.',
  );
  await create.click();
  const status = popup.getByTestId('alert-status');
  await expect(status).toHaveText('Alert saved — waiting for the service to confirm');
  await expect(status).toHaveText('Alert created', { timeout: 20_000 });
  await expect(popup.getByRole('link', { name: 'Manage alerts' })).toHaveAttribute('href', /options\.html#alerts$/);
  await fetch(`${serverUrl()}/__faults`, { method: 'DELETE' });
});

test('a job starred in Matches shows in Starred with its listing title, unstar undoes; screenshots light and dark', async ({
  context,
  openPopup,
}) => {
  const popup = await openPopup();
  await popup.setViewportSize(VIEWPORT);
  await signInThrough(context, popup, 'popup-star@example.com');

  await popup.getByRole('tab', { name: 'Matches' }).click();
  const newest = (await (await fetch(`${serverUrl()}/api/jobs?sort=newest&limit=20`)).json()) as {
    jobs: { job_id: string; title: string }[];
  };
  const job = newest.jobs[0]!;
  const matches = popup.locator('#popup-panel-matches');
  await expect(matches.locator('.job-row').first()).toBeVisible({ timeout: 20_000 });
  const star = matches.getByRole('button', { name: `Star job: ${job.title}` }).first();
  await star.click();
  await expect(matches.getByRole('button', { name: `Unstar job: ${job.title}` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await popup.getByRole('tab', { name: /^Starred/ }).click();
  const starred = popup.locator('#popup-panel-starred');
  await expect(starred.getByRole('link', { name: job.title })).toBeVisible();
  await expect(starred.getByText('1 starred job')).toBeVisible();
  // Synced: the server lists it.
  await expect(starred.getByText('Not synced yet')).toHaveCount(0, { timeout: 20_000 });

  await starred.getByRole('button', { name: `Unstar job: ${job.title}` }).click();
  await expect(starred.getByRole('link', { name: job.title })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Undo' }).click();
  await expect(starred.getByRole('link', { name: job.title })).toBeVisible();

  await shootTabs(
    popup,
    TABS.map(([, name]) => name),
    'light',
  );
  await popup.emulateMedia({ colorScheme: 'dark' });
  await shootTabs(
    popup,
    TABS.map(([, name]) => name),
    'dark',
  );
});

test('saving the profile with an unknown skill: the notice names the dropped skill', async ({ context, openPopup }) => {
  const popup = await openPopup();
  await popup.setViewportSize(VIEWPORT);
  await signInThrough(context, popup, 'popup-profile@example.com');

  await popup.getByRole('tab', { name: 'Profile' }).click();
  const skills = popup.locator('#profile-skills');
  for (const skill of ['Python', 'zzqx-unknown']) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
  await expect(popup.getByText('2/40').first()).toBeVisible();
  await popup.getByRole('button', { name: 'Save profile' }).click();
  await expect(popup.getByText('1 skill was not recognised and was dropped: zzqx-unknown')).toBeVisible({
    timeout: 20_000,
  });
  await expect(popup.getByRole('button', { name: 'Remove Python' })).toBeVisible();
});

test('the popup in Hebrew reads right to left; screenshots', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobstar-e2e-he-'));
  const context = await launchWithExtension(dir, ['--lang=he']);
  try {
    const id = new URL((await serviceWorkerOf(context)).url()).host;
    const popup = await context.newPage();
    await popup.setViewportSize(VIEWPORT);
    await popup.goto(`chrome-extension://${id}/popup.html`);
    await expect(popup.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(popup.locator('html')).toHaveAttribute('lang', 'he');
    const first = await popup.getByRole('tab', { name: 'התאמות' }).boundingBox();
    const last = await popup.getByRole('tab', { name: 'פרופיל' }).boundingBox();
    expect(first && last && first.x > last.x).toBe(true);
    await expect(popup.getByRole('button', { name: 'התחברות' })).toBeVisible();
    await shootTabs(popup, ['התאמות', 'מסומנות', 'חברות', 'פרופיל'], 'he');
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("this page: the job in the active tab shows in the popup's header with a star that works", async ({
  context,
  openPopup,
}) => {
  const newest = (await (await fetch(`${serverUrl()}/api/jobs?sort=newest&limit=1`)).json()) as {
    jobs: { job_id: string; title: string }[];
  };
  const job = newest.jobs[0]!;
  const popup = await openPopup();
  await popup.setViewportSize(VIEWPORT);
  const jobPage = await context.newPage();
  await jobPage.goto(`${serverUrl()}/jobs/${encodeURIComponent(job.job_id)}`);
  await expect(jobPage.locator('jobstar-star').first()).toBeAttached({ timeout: 20_000 });
  // The job page is the active tab; the popup reads it when it opens.
  await jobPage.bringToFront();
  await popup.reload();
  const header = popup.getByRole('region', { name: 'This page' });
  await expect(header.getByText(job.title)).toBeVisible({ timeout: 20_000 });
  await header.getByRole('button', { name: `Star job: ${job.title}` }).click();
  await expect(header.getByRole('button', { name: `Unstar job: ${job.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  await expect(popup.locator('#popup-panel-starred').getByRole('link', { name: job.title })).toBeVisible();
});

/** Every tab with its filters and "More filters" open, so axe sees every control. */
async function axeEachTab(popup: Page, names: readonly string[], where: string): Promise<string[]> {
  const found: string[] = [];
  for (const [index, [key]] of TABS.entries()) {
    await popup.getByRole('tab', { name: names[index], exact: false }).click();
    const panel = popup.locator(`#popup-panel-${key}`);
    await expect(panel).toBeVisible();
    await panel.evaluate((element) => {
      for (const details of element.querySelectorAll('details')) details.open = true;
    });
    await popup.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(popup)).map((violation) => `${where} ${key}: ${violation}`));
  }
  return found;
}

test('axe: no serious or critical violation on any tab, filters open, light and dark, English and Hebrew', async () => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const [lang, names] of [
    ['en', TABS.map(([, name]) => name)],
    ['he', ['התאמות', 'מסומנות', 'חברות', 'פרופיל']],
  ] as const) {
    const dir = mkdtempSync(join(tmpdir(), `jobstar-e2e-axe-${lang}-`));
    const context = await launchWithExtension(dir, [`--lang=${lang}`]);
    try {
      const id = new URL((await serviceWorkerOf(context)).url()).host;
      const popup = await context.newPage();
      await popup.setViewportSize(VIEWPORT);
      await popup.goto(`chrome-extension://${id}/popup.html`);
      await expect(popup.locator('html')).toHaveAttribute('lang', lang);
      for (const scheme of ['light', 'dark'] as const) {
        await popup.emulateMedia({ colorScheme: scheme });
        found.push(...(await axeEachTab(popup, names, `${lang} ${scheme}`)));
      }
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  expect(found).toEqual([]);
});

test('signing out says first what stays and what goes; after, the Starred list and the board name the account and what it keeps', async ({
  context,
  openPopup,
}) => {
  test.setTimeout(90_000);
  const email = 'popup-signout@example.com';
  const popup = await openPopup();
  await popup.setViewportSize(VIEWPORT);
  await signInThrough(context, popup, email);
  await popup.getByRole('tab', { name: 'Matches' }).click();
  const matches = popup.locator('#popup-panel-matches');
  await matches
    .getByRole('button', { name: /^Star job: / })
    .first()
    .click();
  await expect(matches.getByRole('button', { name: /^Unstar job: / })).toHaveCount(1);
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  const starred = popup.locator('#popup-panel-starred');
  await starred.getByLabel(/^Stage of /).selectOption('applied');
  await expect(starred.getByLabel(/^Stage of /)).toHaveValue('applied');

  // Before: Sign out asks, in words on the page, and "Stay signed in" changes nothing.
  await popup.getByRole('button', { name: 'Sign out', exact: true }).click();
  const question = popup.getByRole('alertdialog', { name: 'Sign out' });
  await expect(question).toBeVisible();
  await expect(question).toContainText(
    `What stays: 1 star and 1 application, kept with ${email} — they come back when you sign in.`,
  );
  await expect(question).toContainText('What goes, until you sign in: they are hidden on this browser');
  await expect(question.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  expect(await seriousViolations(popup)).toEqual([]);
  await popup.screenshot({ path: join(SHOTS, 'popup-sign-out-question.png') });
  await question.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(question).toHaveCount(0);
  await expect(popup.getByText(email)).toBeVisible();

  // After: where the stars were, the account and what it keeps; no first-run card, no "none yet", one header line.
  await popup.getByRole('button', { name: 'Sign out', exact: true }).click();
  await question.getByRole('button', { name: 'Sign out' }).click();
  await expect(popup.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const kept = `1 star and 1 application are kept with ${email} and come back when you sign in.`;
  await expect(starred.getByTestId('kept-with-account')).toHaveText(kept);
  await expect(starred).not.toContainText('yet');
  await expect(popup.locator('.first-run')).toHaveCount(0);
  const brand = popup.getByRole('heading', { level: 1 });
  const lineHeight = await brand.evaluate((node) => Number.parseFloat(getComputedStyle(node).lineHeight));
  expect((await brand.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  expect(await seriousViolations(popup)).toEqual([]);
  await popup.screenshot({ path: join(SHOTS, 'popup-signed-out.png') });

  const board = await context.newPage();
  await board.setViewportSize({ width: 1100, height: 700 });
  await board.goto(popup.url().replace('popup.html', 'options.html#applications'));
  const applications = board.locator('#applications');
  await expect(applications.getByTestId('kept-with-account')).toHaveText(kept);
  await expect(applications).not.toContainText('No applications yet');
  await expect(board.locator('#account')).toContainText(kept);
  await applications.scrollIntoViewIfNeeded();
  await board.screenshot({ path: join(SHOTS, 'board-signed-out.png') });
});

test('the service down: the status names its host, not “offline”; back up, the search runs again by itself', async ({
  openPopup,
}) => {
  test.setTimeout(90_000);
  const popup = await openPopup();
  await popup.setViewportSize(VIEWPORT);
  const faults = `${serverUrl()}/__faults`;
  await fetch(faults, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/companies/search', count: 1000, drop: true }),
  });
  try {
    await popup.getByRole('tab', { name: 'Companies' }).click();
    await popup.getByLabel('Company name or domain').fill('ac');
    const host = new URL(serverUrl()).host;
    await expect(popup.getByRole('status', { name: 'Sync status' })).toContainText(
      `Can’t reach the service at ${host}`,
      { timeout: 20_000 },
    );
    await expect(popup.locator('#popup-panel-companies')).toContainText('The search failed');
    await expect(popup.locator('body')).not.toContainText('offline');
  } finally {
    await fetch(faults, { method: 'DELETE' });
  }
  // No click: the probe sees the service answer and the panel searches again.
  await expect(popup.locator('.company-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(popup.getByRole('status', { name: 'Sync status' })).not.toContainText('Can’t reach');
});
