/**
 * The first hour, third walk (issue 33): what a new user sees signed out, an undone unstar, the exports, focus
 * after an unstar by keyboard, one date and currency style, and Lever's "Hybrid". Each test is a person's acts
 * and what they see, against the reference server.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { clickStar, fixture, mintToken, savedOnServer, serve, uniqueEmail } from './pages/star-pages';
import { seriousViolations } from './support/axe';
import { expect, serverUrl, test } from './support/fixtures';
import { signInThrough } from './support/sign-in';

declare const chrome: { runtime: { sendMessage(message: unknown): Promise<{ ok: boolean } | undefined> } };

const SALARY = 'ILS 35,000–45,000 per month';

interface Job {
  jobId: string;
  title: string;
}

/** Stars jobs the way the extension's own pages do, with what a job page states beside the title. */
async function starWithFacts(page: Page, jobs: readonly Job[]): Promise<void> {
  await page.evaluate(
    async ({ list, salary }) => {
      for (const job of list) {
        const result = await chrome.runtime.sendMessage({
          type: 'star.set',
          ref: {
            ...job,
            company: 'Acme',
            site: 'greenhouse',
            url: `https://boards.greenhouse.io/acme/jobs/${encodeURIComponent(job.jobId)}`,
            salary,
            employmentType: 'Full-time',
            datePosted: '2026-11-20',
          },
          starred: true,
        });
        if (!result?.ok) throw new Error(`star.set failed: ${JSON.stringify(result)}`);
        // Each star its own click time, so the list's order is theirs.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    { list: jobs, salary: SALARY },
  );
}

/** The colour the page gives its warnings, as a computed colour to compare with. */
const warnColour = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--warn)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });

const colourOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);

const titlesIn = (list: Locator) => list.locator('.row-title').allTextContents();

test('signed out, saves say “on this device — sign in to sync” without warning colours', async ({
  openOptions,
  openPopup,
}) => {
  const options = await openOptions();
  const schedule = options.locator('#schedule');
  await schedule.getByRole('radio', { name: 'Daily' }).check();
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  const state = schedule.locator('.save-state');
  await expect(state).toHaveText('Saved on this device — sign in to sync');
  expect(await colourOf(state)).not.toBe(await warnColour(options));

  const alerts = options.locator('#alerts');
  await alerts.getByLabel('Skills', { exact: true }).fill('Go');
  await alerts.getByLabel('Skills', { exact: true }).press('Enter');
  await alerts.getByRole('button', { name: 'Create alert' }).click();
  await expect(alerts.locator('.form-actions .save-state')).toHaveText(
    'Alert saved on this device — sign in to sync it and get its e-mails.',
  );
  const alertState = alerts.locator('tbody tr').first().locator('.state');
  await expect(alertState).toHaveText('On this device — sign in to sync');
  expect(await colourOf(alertState)).not.toBe(await warnColour(options));
  expect(await seriousViolations(options)).toEqual([]);

  await starWithFacts(options, [{ jobId: 'greenhouse:acme:9001', title: 'Platform Engineer' }]);
  const popup = await openPopup();
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  const starred = popup.locator('#popup-panel-starred');
  await expect(starred.getByRole('link', { name: 'Platform Engineer' })).toBeVisible();
  const onDevice = starred.getByText('On this device — sign in to sync');
  await expect(onDevice).toBeVisible();
  await expect(starred.getByText('Not synced yet')).toHaveCount(0);
  expect(await colourOf(onDevice)).not.toBe(await warnColour(popup));
  // The page's stated salary in the same currency style as a listing's.
  await expect(starred.getByText('₪35,000 – ₪45,000 / month')).toBeVisible();

  await popup.getByRole('tab', { name: 'Profile' }).click();
  const skills = popup.locator('#profile-skills');
  await skills.fill('Python');
  await skills.press('Enter');
  await popup.getByRole('button', { name: 'Save profile' }).click();
  await expect(popup.locator('#popup-panel-profile .save-state')).toHaveText('Saved on this device — sign in to sync');
  expect(await seriousViolations(popup)).toEqual([]);

  // No e-mail can come before sign-in: a new alert says what it waits for.
  await popup.getByRole('tab', { name: 'Companies' }).click();
  await popup.getByRole('button', { name: 'Create alert from these filters' }).click();
  const alertStatus = popup.getByTestId('alert-status');
  await expect(alertStatus).toHaveText('Alert saved on this device — sign in to sync it and get its e-mails');
  expect(await colourOf(alertStatus)).not.toBe(await warnColour(popup));
});

test('signed in, Undo brings an unstarred job back whole and in its place; focus goes to Undo and back', async ({
  context,
  openPopup,
}) => {
  test.setTimeout(90_000);
  const popup = await openPopup();
  const email = uniqueEmail('undo');
  await signInThrough(context, popup, email);
  const token = mintToken(serverUrl(), email);
  const onService = () => savedOnServer(serverUrl(), token);
  const listed = (await (await fetch(`${serverUrl()}/api/jobs?sort=newest&limit=3`)).json()) as {
    jobs: { job_id: string; title: string }[];
  };
  const jobs = listed.jobs.map((job, index) => ({ jobId: job.job_id, title: `Walk ${index} ${job.title}` }));
  await starWithFacts(popup, jobs);

  await popup.getByRole('tab', { name: /^Starred/ }).click();
  const starred = popup.locator('#popup-panel-starred');
  const rows = starred.locator('ul.rows');
  await expect(starred.getByText('Not synced yet')).toHaveCount(0, { timeout: 20_000 });
  const order = jobs.map((job) => job.title).reverse();
  await expect.poll(() => titlesIn(rows)).toEqual(order);
  const middle = jobs[1]!;
  const middleRow = rows.locator('li').filter({ hasText: middle.title });
  await expect(middleRow.getByText('Full-time')).toBeVisible();

  // Unstarred with the keyboard: Undo takes focus, and names the job.
  const star = starred.getByRole('button', { name: `Unstar job: ${middle.title} at Acme` });
  await star.focus();
  await popup.keyboard.press('Enter');
  const undo = popup.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await expect(popup.locator('.snackbar')).toContainText(`Unstarred ${middle.title}`);
  // The service agreed to the unstar: the tombstone, and what it held, are gone from the database.
  await expect.poll(onService, { timeout: 20_000 }).not.toContain(middle.jobId);

  await popup.keyboard.press('Enter');
  await expect.poll(() => titlesIn(rows)).toEqual(order);
  await expect(middleRow.getByText('Full-time')).toBeVisible();
  await expect(middleRow.locator('.row-salary')).toBeVisible();
  await expect(starred.getByRole('button', { name: `Unstar job: ${middle.title} at Acme` })).toBeFocused();
  // Synced again, the service's new saved_at does not move it.
  await expect.poll(onService, { timeout: 20_000 }).toContain(middle.jobId);
  await expect(starred.getByText('Not synced yet')).toHaveCount(0, { timeout: 20_000 });
  await popup.reload();
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  await expect.poll(() => titlesIn(popup.locator('#popup-panel-starred ul.rows'))).toEqual(order);
  expect(await seriousViolations(popup)).toEqual([]);
});

test('Escape on “Unstar?” keeps the job and puts focus back on its star', async ({ openPopup }) => {
  const popup = await openPopup();
  const job = { jobId: 'greenhouse:acme:9100', title: 'Applied Engineer' };
  const other = { jobId: 'greenhouse:acme:9101', title: 'Other Engineer' };
  await starWithFacts(popup, [other, job]);
  const moved = await popup.evaluate(
    (jobId) => chrome.runtime.sendMessage({ type: 'application.setStage', jobId, stage: 'applied' }),
    job.jobId,
  );
  expect(moved?.ok).toBe(true);
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  const star = popup.getByRole('button', { name: `Unstar job: ${job.title} at Acme` });
  await star.focus();
  await popup.keyboard.press('Enter');
  await expect(popup.getByRole('alertdialog')).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await popup.keyboard.press('Escape');
  await expect(popup.getByRole('alertdialog')).toHaveCount(0);
  await expect(star).toBeFocused();

  // Unstarred after all, from the question: Undo has focus.
  await popup.keyboard.press('Enter');
  await popup.getByRole('button', { name: 'Unstar', exact: true }).click();
  const undo = popup.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  // Left to go by itself, the bar hands focus to the row that took the job's place.
  await expect(undo).toHaveCount(0, { timeout: 12_000 });
  await expect(popup.getByRole('button', { name: `Unstar job: ${other.title} at Acme` })).toBeFocused();
});

test('the exports hold what the star captured and when it was starred', async ({ openOptions }) => {
  const page = await openOptions();
  const job = { jobId: 'greenhouse:acme:9200', title: 'Data Engineer' };
  const before = Date.now();
  await starWithFacts(page, [job]);
  await expect(page.getByTestId('count-saved')).toHaveText('1');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const exported = JSON.parse(readFileSync(await json.path(), 'utf8'));
  expect(exported.saved[0].ref).toMatchObject({
    salary: SALARY,
    employmentType: 'Full-time',
    datePosted: '2026-11-20',
  });
  expect(Date.parse(exported.saved[0].starredAt)).toBeGreaterThanOrEqual(before - 1000);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export saved jobs as CSV' }).click(),
  ]);
  const [header, row] = readFileSync(await csv.path(), 'utf8').split('\r\n');
  expect(header).toContain('salary,employment_type,remote,workplace,date_posted,starred_at,saved_at');
  expect(row).toContain(`"${SALARY}",Full-time,,,2026-11-20,${exported.saved[0].starredAt}`);
});

test('a Lever posting that says Hybrid keeps “Hybrid” with its star', async ({ context, openPopup }) => {
  const url = 'https://jobs.lever.co/biocatch/5d1e7c3a-2b4f-4a69-8e0d-9c7b6a5f4e31';
  await serve(context, url, fixture('lever-hybrid.html'));
  const page = await context.newPage();
  await page.goto(url);
  await clickStar(page.locator('jobstar-star'));
  const popup = await openPopup();
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  const row = popup.locator('#popup-panel-starred li').filter({ hasText: 'Data Engineer' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Hybrid')).toBeVisible();
});
