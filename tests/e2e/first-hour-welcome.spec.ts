/**
 * A new user's first hour (issue 33, third walk): a profile whose city lies outside its country, Companies
 * counted under the profile's filters, a CV read signed out, the welcome page's pinning, sign-in and example
 * jobs, and axe on each of those screens in English and Hebrew, light and dark.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { clickStar, fixture, serve } from './pages/star-pages';
import { seriousViolations } from './support/axe';
import { expect, launchWithExtension, serverUrl, serviceWorkerOf, test } from './support/fixtures';
import { signInThrough } from './support/sign-in';

const SHOTS = resolve(import.meta.dirname, '../../docs/screenshots');

const VIEWPORT = { width: 380, height: 600 };

const api = async <T>(path: string): Promise<T> => (await (await fetch(`${serverUrl()}/api/${path}`)).json()) as T;

/** The Profile tab, signed out: countries and a city typed as people type them, then Save profile. */
async function saveProfile(popup: Page, { country, city }: { country: string; city?: string }): Promise<void> {
  await popup.getByRole('tab', { name: 'Profile' }).click();
  const panel = popup.locator('#popup-panel-profile');
  await panel.locator('#profile-country').fill(country);
  await panel.locator('#profile-country').press('Enter');
  if (city) {
    await panel.locator('#profile-city').fill(city);
    await panel.locator('#profile-city').press('Enter');
  }
  await panel.getByRole('button', { name: 'Save profile' }).click();
  await expect(panel.getByText(/Saved/).first()).toBeVisible();
}

test('Matches with a city outside the profile’s country: it says they exclude each other, and one click drops the city with the count it promised', async ({
  openPopup,
}) => {
  const popup = await openPopup();
  await popup.setViewportSize(VIEWPORT);
  await saveProfile(popup, { country: 'England', city: 'tel aviv' });

  await popup.getByRole('tab', { name: 'Matches' }).click();
  const matches = popup.locator('#popup-panel-matches');
  await expect(matches.getByText('No jobs match these filters.')).toBeVisible({ timeout: 20_000 });
  await expect(matches.getByTestId('filters-conflict')).toHaveText(
    'Tel Aviv-Yafo is not in United Kingdom: the city and country filters exclude each other.',
  );

  const inGb = await api<{ total: number }>('jobs?country=GB&limit=1');
  expect(inGb.total).toBeGreaterThan(0);
  const drop = matches.getByRole('listitem').filter({ hasText: 'Drop the city (Tel Aviv-Yafo)' });
  await expect(drop).toContainText(`${inGb.total} jobs`);
  await drop.getByRole('button').click();

  await expect(matches.getByText(`${inGb.total} jobs ·`, { exact: false })).toBeVisible();
  await expect(matches.locator('.job-row').first()).toBeVisible();
});

test('Companies under the profile’s country: the filters in force are named beside the counts, and a filtered zero shows the open jobs without filters', async ({
  openPopup,
}) => {
  const popup = await openPopup();
  await popup.setViewportSize(VIEWPORT);
  await saveProfile(popup, { country: 'England' });

  await popup.getByRole('tab', { name: 'Companies' }).click();
  const panel = popup.locator('#popup-panel-companies');
  await panel.getByLabel('Company name or domain').fill('ac');

  const filtered = await api<{ companies: { domain: string; open_jobs: number }[] }>(
    'companies/search?name=ac&country=GB',
  );
  const all = await api<{ companies: { domain: string; open_jobs: number }[] }>('companies/search?name=ac');
  const zero = filtered.companies.find(
    (company) =>
      company.open_jobs === 0 && (all.companies.find((c) => c.domain === company.domain)?.open_jobs ?? 0) > 0,
  );
  expect(zero, 'the seed has a company hiring outside GB').toBeDefined();
  const everywhere = all.companies.find((company) => company.domain === zero!.domain)!.open_jobs;

  await expect(panel.getByTestId('filters-in-force')).toHaveText('Counted with your filters: in United Kingdom.');
  const row = panel.locator('.company-row').filter({ hasText: zero!.domain });
  await expect(row.getByTestId('open-jobs')).toHaveText('0 open jobs');
  await expect(row.getByTestId('open-jobs-all')).toHaveText(
    everywhere === 1 ? '1 open job without filters' : `${everywhere} open jobs without filters`,
  );
});

test('signed out, the options page reads a CV and its skills land in the profile on this browser', async ({
  openOptions,
  openPopup,
}) => {
  const page = await openOptions();
  const cv = page.locator('#profile .cv-skills');
  const picker = cv.getByLabel('CV file');
  await expect(picker).toBeEnabled();
  await picker.setInputFiles({
    name: 'cv.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Backend engineer. Golang, PostgreSQL and Kubernetes; some React.'),
  });
  await expect(cv).toContainText('Found 4 known skills.');
  await cv.getByRole('button', { name: 'Add 4 skills to my profile' }).click();
  await expect(cv).toContainText('Added 4 skills.');
  expect(await seriousViolations(page)).toEqual([]);

  const popup = await openPopup();
  await popup.getByRole('tab', { name: 'Profile' }).click();
  const profile = popup.locator('#popup-panel-profile');
  for (const skill of ['Go', 'Kubernetes', 'React', 'PostgreSQL'])
    await expect(profile.getByRole('button', { name: new RegExp(`^Remove ${skill}`) })).toBeVisible();
});

test('the welcome page: how to pin with a picture, sign-in that works, and job pages of the service where the star shows', async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/welcome.html`);
  await expect(page.getByRole('heading', { name: 'Pin jobstar to the toolbar' })).toBeVisible();
  await expect(page.getByRole('img', { name: /puzzle-piece button/ })).toBeVisible();
  await expect(page.getByText(/^Firefox: click the puzzle piece/)).toBeVisible();

  const examples = page.locator('.try-it a');
  await expect(examples.first()).toBeVisible({ timeout: 20_000 });
  const hrefs = await examples.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href.startsWith(`${serverUrl()}/jobs/`)).toBe(true);
  await page.screenshot({ path: join(SHOTS, 'welcome.png'), fullPage: true });

  // The first example is a real job page: it opens, and jobstar's star is on it.
  const job = await context.newPage();
  await job.goto(hrefs[0]!);
  await expect(job.locator('jobstar-star').first()).toBeAttached({ timeout: 20_000 });

  await signInThrough(context, page, 'welcome@example.com');
});

test('the popup’s Save profile keeps its words on one line beside the status', async ({ openPopup }) => {
  const popup = await openPopup();
  await popup.setViewportSize(VIEWPORT);
  await saveProfile(popup, { country: 'England' });
  const button = popup.locator('#popup-panel-profile').getByRole('button', { name: 'Save profile' });
  const lines = await button.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});

test('during an outage the Matches panel names the service’s host as the header does, not the connection', async ({
  openPopup,
}) => {
  const faults = `${serverUrl()}/__faults`;
  await fetch(faults, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/jobs', count: 1000, drop: true }),
  });
  try {
    const popup = await openPopup();
    await popup.setViewportSize(VIEWPORT);
    await popup.getByRole('tab', { name: 'Matches' }).click();
    const host = new URL(serverUrl()).host;
    const panel = popup.locator('#popup-panel-matches');
    await expect(panel).toContainText(`Can’t reach the service at ${host}`, { timeout: 20_000 });
    await expect(panel).not.toContainText('Check your connection');
  } finally {
    await fetch(faults, { method: 'DELETE' });
  }
});

test('moving a job to Applied says the reminder it set, which one click removes; its details offer the next stage and say Notes once', async ({
  context,
  extensionId,
}) => {
  const url = 'https://www.linkedin.com/jobs/view/3786945580/';
  const title = 'Data Engineer H/F - Secteur Energie';
  await serve(context, url, fixture('linkedin-view.html'));
  const job = await context.newPage();
  await job.goto(url);
  await clickStar(job.locator('.jobs-save-button + jobstar-star'));

  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html#applications`);
  const saved = options.locator('[data-column="saved"]');
  await expect(saved.locator('.app-card')).toContainText(title, { timeout: 20_000 });
  await saved.getByRole('button', { name: `Move “${title}” to another stage` }).click();
  await options.getByRole('menuitem', { name: 'Applied' }).click();

  const note = options.getByTestId('auto-reminder');
  await expect(note).toContainText(`${title} is in Applied: jobstar will remind you to follow up on`);
  await expect(note.getByRole('link', { name: 'Change reminder' })).toBeVisible();
  expect(await seriousViolations(options)).toEqual([]);
  await note.getByRole('button', { name: 'Remove reminder' }).click();
  await expect(note).toHaveCount(0);

  await options
    .locator('[data-column="applied"]')
    .getByRole('link', { name: `Details of ${title}` })
    .click();
  const details = options.locator('.app-details');
  await expect(details.getByText('No reminder set.')).toBeVisible();
  await expect(details.getByLabel('New stage')).toHaveValue('interviewing');
  await expect(details.getByText('Notes', { exact: true })).toHaveCount(1);
  expect(await seriousViolations(options)).toEqual([]);
});

/** axe on a page, with the moderate `region` rule too (nothing outside a landmark). */
async function axeWithRegion(page: Page, where: string): Promise<string[]> {
  const serious = (await seriousViolations(page)).map((finding) => `${where}: ${finding}`);
  const region = await new AxeBuilder({ page }).withRules(['region']).analyze();
  return [...serious, ...region.violations.map((finding) => `${where}: ${finding.id} ${finding.nodes.length}`)];
}

async function withLang(lang: 'en' | 'he', run: (context: BrowserContext, id: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), `jobstar-e2e-first-hour-${lang}-`));
  const context = await launchWithExtension(dir, [`--lang=${lang}`]);
  try {
    await run(context, new URL((await serviceWorkerOf(context)).url()).host);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('axe: Companies with “Clear filters”, the Matches dead end and the welcome page, English and Hebrew, light and dark', async () => {
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const [lang, tabs] of [
    ['en', { matches: 'Matches', companies: 'Companies' }],
    ['he', { matches: 'התאמות', companies: 'חברות' }],
  ] as const) {
    await withLang(lang, async (context, id) => {
      const popup = await context.newPage();
      await popup.setViewportSize(VIEWPORT);
      await popup.goto(`chrome-extension://${id}/popup.html`);
      await popup.getByRole('tab', { name: tabs.matches }).click();
      const matches = popup.locator('#popup-panel-matches');
      await matches.locator('summary').first().click();
      await matches.locator('#matches-country').fill('GB');
      await matches.locator('#matches-country').press('Enter');
      await matches.locator('#matches-city').fill('tel aviv');
      await matches.locator('#matches-city').press('Enter');
      await expect(matches.getByTestId('filters-conflict')).toBeVisible({ timeout: 20_000 });

      await popup.getByRole('tab', { name: tabs.companies }).click();
      const companies = popup.locator('#popup-panel-companies');
      await companies.locator('summary').first().click();
      await companies.locator('#search-country').fill('GB');
      await companies.locator('#search-country').press('Enter');
      await companies.locator('#search-name').fill('ac');
      await expect(companies.getByTestId('open-jobs-all').first()).toBeVisible({ timeout: 20_000 });

      const welcome = await context.newPage();
      await welcome.goto(`chrome-extension://${id}/welcome.html`);
      await expect(welcome.locator('.try-it a').first()).toBeVisible({ timeout: 20_000 });

      for (const scheme of ['light', 'dark'] as const) {
        for (const page of [popup, welcome]) await page.emulateMedia({ colorScheme: scheme });
        await popup.getByRole('tab', { name: tabs.matches }).click();
        found.push(...(await axeWithRegion(popup, `${lang} ${scheme} matches`)));
        await popup.getByRole('tab', { name: tabs.companies }).click();
        // "Clear filters" in view, where axe measures targets.
        await popup.locator('#popup-panel-companies .filters > .link-button').scrollIntoViewIfNeeded();
        found.push(...(await axeWithRegion(popup, `${lang} ${scheme} companies`)));
        found.push(...(await axeWithRegion(welcome, `${lang} ${scheme} welcome`)));
      }
    });
  }
  expect(found).toEqual([]);
});
