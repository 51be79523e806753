/**
 * The options page in the built extension against the reference server: the digest schedule end to end,
 * the zone check, CV skills from a PDF (pdf.js and its worker in the real build), export → import into
 * another browser profile, delete local data, a refused alert in the dead-letter list, and the README
 * screenshots (light, Hebrew).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { minimalPdf } from '../../cv/test-documents';
import { seriousViolations } from './support/axe';
import { expect, launchWithExtension, serverUrl, serviceWorkerOf, test } from './support/fixtures';
import { signInThrough } from './support/sign-in';

/** The extension page's own API, inside `page.evaluate` (not Node's). */
declare const chrome: { runtime: { sendMessage(message: unknown): Promise<{ ok: boolean } | undefined> } };

const root = resolve(import.meta.dirname, '../..');
const screenshots = join(root, 'docs/screenshots');
let accounts = 0;
const newEmail = (label: string) => `options-${label}-${Date.now()}-${++accounts}@example.com`;

/** An ID token for the account, minted by the server's own command against its data folder. */
function idToken(email: string): string {
  const { hostname, port } = new URL(serverUrl());
  return execFileSync(join(root, 'node_modules/.bin/tsx'), ['server/token.ts', email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.JOBSTAR_E2E_DATA_DIR, HOST: hostname, PORT: port },
    encoding: 'utf8',
  }).trim();
}

async function serverProfile(token: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${serverUrl()}/api/me/profile`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { profile: Record<string, unknown> }).profile;
}

/** Rows in every jobstar account database of this browser profile, read straight from IndexedDB. */
async function localRows(page: Page): Promise<{ saved: string[]; alerts: number; profile: number; outbox: number }> {
  return page.evaluate(async () => {
    const totals = { saved: [] as string[], alerts: 0, profile: 0, outbox: 0 };
    for (const { name } of await indexedDB.databases()) {
      if (!name || name === 'jobstar-meta' || !name.startsWith('jobstar-')) continue;
      const db = await new Promise<IDBDatabase>((done, fail) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => done(request.result);
        request.onerror = () => fail(request.error);
      });
      const all = <T>(store: string) =>
        new Promise<T[]>((done, fail) => {
          if (!db.objectStoreNames.contains(store)) return done([]);
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => done(request.result as T[]);
          request.onerror = () => fail(request.error);
        });
      const saved = await all<{ jobId: string; starred: number }>('saved');
      totals.saved.push(...saved.filter((row) => row.starred === 1).map((row) => row.jobId));
      totals.alerts += (await all('alerts')).length;
      totals.profile += (await all('profile')).length;
      totals.outbox += (await all('outbox')).length;
      db.close();
    }
    totals.saved.sort();
    return totals;
  });
}

/** Stars jobs the way the extension's own pages do: a runtime message to the background. */
async function star(page: Page, jobs: { jobId: string; title: string; company: string }[]): Promise<void> {
  await page.evaluate(async (list) => {
    for (const job of list) {
      const result = await chrome.runtime.sendMessage({
        type: 'star.set',
        ref: { ...job, url: `https://jobs.example.com/${job.jobId}`, site: 'service' },
        starred: true,
      });
      if (!result?.ok) throw new Error(`star.set failed: ${JSON.stringify(result)}`);
    }
  }, jobs);
}

/** The next Wednesday 07:30 in London as the preview words it, computed here without api/digest.ts. */
function expectedLondonPreview(viewerZone: string): string {
  const now = DateTime.now().setZone('Europe/London');
  let slot = now.set({ hour: 7, minute: 30, second: 0, millisecond: 0 });
  while (slot.weekday !== 3 || slot < now) slot = slot.plus({ days: 1 }).set({ hour: 7, minute: 30 });
  // The browser's own long date with its weekday and time, as every page writes dates (issue 33).
  const words = (timeZone: string, date: boolean, weekday: boolean) =>
    new Intl.DateTimeFormat('en-US', {
      ...(date ? { day: 'numeric', month: 'long', year: 'numeric' } : {}),
      ...(weekday ? { weekday: 'long' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    } as Intl.DateTimeFormatOptions).format(slot.toJSDate());
  const sentence = `Next digest: ${words('Europe/London', true, true)} in Europe/London`;
  if (viewerZone === 'Europe/London') return sentence;
  const here = slot.setZone(viewerZone);
  const time = words(viewerZone, false, here.toISODate() !== slot.toISODate());
  return `${sentence} — ${time} your time`;
}

const JOBS = [
  { jobId: 'greenhouse:acme:1001', title: 'Backend Engineer', company: 'Acme' },
  { jobId: 'lever:globex:2002', title: 'Data Engineer, "Platform"', company: 'Globex' },
];

test('weekly, Wednesday 07:30, Europe/London: the preview matches and the service stores exactly that', async ({
  context,
  openOptions,
}) => {
  const email = newEmail('schedule');
  const page = await openOptions();
  await signInThrough(context, page, email);

  // An unsaved profile edit begun before the schedule changes must not undo the schedule when saved later.
  const skills = page.locator('#profile-skills');
  await skills.fill('Rust');
  await skills.press('Enter');

  const schedule = page.locator('#schedule');
  await schedule.getByRole('radio', { name: 'Weekly' }).check();
  await schedule.getByLabel('Day of the week').selectOption({ label: 'Wednesday' });
  await schedule.getByLabel('Time', { exact: true }).fill('07:30');
  await schedule.getByLabel('Time zone').fill('Europe/London');

  const viewerZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByTestId('digest-next')).toHaveText(expectedLondonPreview(viewerZone));
  await expect(schedule).toContainText('only when there is something new');

  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(schedule.locator('.save-state')).toHaveText('Saved', { timeout: 20_000 });

  const token = idToken(email);
  await expect
    .poll(async () => {
      const { cadence, digest_day, digest_time, digest_tz } = await serverProfile(token);
      return { cadence, digest_day, digest_time, digest_tz };
    })
    .toEqual({ cadence: 'weekly', digest_day: 2, digest_time: '07:30', digest_tz: 'Europe/London' });

  await page.locator('#profile').getByRole('button', { name: 'Save profile' }).click();
  await expect
    .poll(async () => {
      const { skills: stored, cadence, digest_day, digest_time, digest_tz } = await serverProfile(token);
      return { skills: stored, cadence, digest_day, digest_time, digest_tz };
    })
    .toEqual({ skills: ['Rust'], cadence: 'weekly', digest_day: 2, digest_time: '07:30', digest_tz: 'Europe/London' });

  // Instant has no schedule, and says so instead of a preview.
  await schedule.getByRole('radio', { name: 'Instant' }).check();
  await expect(schedule).toContainText('Instant has no schedule');
  await expect(schedule.getByLabel('Time zone')).toHaveCount(0);
});

test('saving while the service is unreachable shows pending, and syncs once it is back', async ({
  context,
  openOptions,
}) => {
  const email = newEmail('offline');
  const page = await openOptions();
  await signInThrough(context, page, email);
  const faults = `${serverUrl()}/__faults`;
  const drop = await fetch(faults, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/me/profile', count: 1000, drop: true }),
  });
  expect(drop.ok).toBe(true);
  try {
    const schedule = page.locator('#schedule');
    await schedule.getByRole('radio', { name: 'Daily' }).check();
    await schedule.getByLabel('Time', { exact: true }).fill('18:45');
    await schedule.getByRole('button', { name: 'Save schedule' }).click();
    await expect(schedule.locator('.save-state')).toHaveText(
      'Saved on this device — it syncs when the service is reachable',
    );
    await expect(page.getByTestId('count-pending')).not.toHaveText('0');
  } finally {
    await fetch(faults, { method: 'DELETE' });
  }
  await page.getByRole('button', { name: 'Retry sync now' }).click();
  await expect(page.locator('#schedule .save-state')).toHaveText('Saved', { timeout: 20_000 });
  await expect(page.getByTestId('count-pending')).toHaveText('0');
  const token = idToken(email);
  await expect.poll(async () => (await serverProfile(token)).digest_time).toBe('18:45');
});

test('sections are reachable by anchors, from the side nav and by the keyboard', async ({ context, extensionId }) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html#data`);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Your data' })).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('heading', { name: 'Your data', level: 2 })).toBeInViewport();

  await nav.getByRole('link', { name: 'Alerts' }).click();
  await expect(nav.getByRole('link', { name: 'Alerts' })).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('heading', { name: 'Alerts', level: 2 })).toBeInViewport();

  // From a fresh load, the first Tab reaches "Skip to content", which moves focus past the nav.
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#content')).toBeFocused();
});

test('an unknown time zone is rejected beside the field and nothing is saved', async ({ openOptions }) => {
  const page = await openOptions();
  const schedule = page.locator('#schedule');
  const zone = schedule.getByLabel('Time zone');
  await zone.fill('Europe/Atlantis');
  await schedule.getByLabel('Time', { exact: true }).fill('7:3');
  await schedule.getByRole('button', { name: 'Save schedule' }).click();

  await expect(zone).toHaveAttribute('aria-invalid', 'true');
  const zoneError = page.locator('#schedule-zone-error');
  await expect(zoneError).toHaveText(
    '“Europe/Atlantis” is not a time zone this browser knows. Pick one from the list.',
  );
  await expect(zone).toHaveAttribute('aria-describedby', /schedule-zone-error/);
  await expect(page.locator('#schedule-time-error')).toHaveText('Use 24-hour HH:MM, for example 09:00');
  await expect(schedule.getByLabel('Time', { exact: true })).toBeFocused();
  expect((await localRows(page)).profile).toBe(0);
});

test('skills from a PDF CV are read in the page and added to the profile', async ({ context, openOptions }) => {
  const email = newEmail('cv');
  const page = await openOptions();
  await signInThrough(context, page, email);

  const cv = page.locator('#profile .cv-skills');
  const picker = cv.getByLabel('CV file');
  await expect(picker).toBeEnabled({ timeout: 20_000 });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') uploads.push(request.url());
  });
  await picker.setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(minimalPdf(['Skills: Golang, K8s and Postgres', 'Five years at Google'])),
  });
  await expect(cv).toContainText('Found 3 known skills.', { timeout: 20_000 });
  for (const skill of ['Go', 'Kubernetes', 'PostgreSQL']) await expect(cv.getByLabel(skill)).toBeChecked();
  await cv.getByRole('button', { name: 'Add 3 skills to my profile' }).click();
  await expect(cv).toContainText('Added 3 skills.');
  await expect(page.locator('#profile .profile-form .chips')).toContainText('Kubernetes');
  expect(uploads).toEqual([]);

  const token = idToken(email);
  await expect.poll(async () => (await serverProfile(token)).skills).toEqual(['Go', 'Kubernetes', 'PostgreSQL']);

  // A second read marks what the profile already has.
  await picker.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('golang and Rust') });
  await expect(cv).toContainText('Found 2 known skills.');
  await expect(cv.getByRole('listitem').filter({ hasText: 'Go' })).toContainText('already in your profile');
});

test('export JSON and CSV, then import into a fresh browser profile restores the saved jobs', async ({
  openOptions,
}) => {
  const page = await openOptions();
  await star(page, JOBS);
  await expect(page.getByTestId('count-saved')).toHaveText('2');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const exportPath = await json.path();
  const exported = JSON.parse(readFileSync(exportPath, 'utf8'));
  expect(exported.format).toBe('jobstar-export');
  expect(exported.saved.map((entry: { ref: { jobId: string } }) => entry.ref.jobId).sort()).toEqual(
    JOBS.map((job) => job.jobId).sort(),
  );

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export saved jobs as CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const table = readFileSync(await csv.path(), 'utf8');
  expect(table.split(/\r?\n/)[0]).toContain('job_id');
  expect(table).toContain('"Data Engineer, ""Platform"""');

  const freshDir = mkdtempSync(join(tmpdir(), 'jobstar-e2e-fresh-'));
  const fresh = await launchWithExtension(freshDir);
  try {
    const extensionId = new URL((await serviceWorkerOf(fresh)).url()).host;
    const other = await fresh.newPage();
    await other.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(other.getByTestId('count-saved')).toHaveText('0');

    const importer = other.getByLabel('jobstar JSON file');
    await importer.setInputFiles({
      name: 'wrong.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ format: 'something-else', saved: [] })),
    });
    await expect(other.locator('#import-message')).toContainText('This file isn’t a jobstar export.');
    await expect(importer).toHaveAttribute('aria-invalid', 'true');

    await importer.setInputFiles(exportPath);
    await expect(other.locator('#import-message')).toHaveText('Imported 2 saved jobs, 0 alerts.');
    await expect(other.getByTestId('count-saved')).toHaveText('2');
    expect((await localRows(other)).saved).toEqual(JOBS.map((job) => job.jobId).sort());
  } finally {
    await fresh.close();
    rmSync(freshDir, { recursive: true, force: true });
  }
});

test('an import made signed out queues nothing and says it stays here; signing in sends every imported star', async ({
  context,
  openOptions,
}) => {
  const page = await openOptions();
  const jobs = ['greenhouse:acme:3001', 'lever:globex:3002', 'greenhouse:acme:3003'];
  const file = {
    format: 'jobstar-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    saved: jobs.map((jobId, index) => ({
      ref: { jobId, title: `Imported ${index}`, url: `https://jobs.example.com/${index}`, site: 'service' },
      savedAt: new Date(Date.now() - (index + 1) * 60_000).toISOString(),
    })),
    alerts: [],
    profile: null,
  };
  await expect(page.locator('#import-file-hint')).toHaveText(
    'A file exported by jobstar. Jobs, alerts and the profile are added, and stay on this device until you sign in.',
  );
  await page.getByLabel('jobstar JSON file').setInputFiles({
    name: 'stars.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.locator('#import-message')).toHaveText('Imported 3 saved jobs, 0 alerts.');
  await expect(page.getByTestId('count-saved')).toHaveText('3');
  await expect(page.getByTestId('count-pending')).toHaveText(
    'None while signed out: everything here stays on this device until you sign in.',
  );
  expect((await localRows(page)).outbox).toBe(0);

  const email = newEmail('import-signed-out');
  await signInThrough(context, page, email);
  const token = idToken(email);
  await expect
    .poll(
      async () => {
        const response = await fetch(`${serverUrl()}/api/me/saved`, { headers: { authorization: `Bearer ${token}` } });
        const body = (await response.json()) as { saved: { job_id: string }[] };
        return body.saved.map((entry) => entry.job_id).sort();
      },
      { timeout: 20_000 },
    )
    .toEqual([...jobs].sort());
  await expect(page.getByTestId('count-pending')).toHaveText('0');
  await expect(page.locator('#import-file-hint')).toHaveText(
    'A file exported by jobstar. Jobs, alerts and the profile are added and synced.',
  );
});

/** A jobstar export file with no alerts and no profile, and these lists, as a file input is given one. */
const exportFile = (lists: object) => ({
  name: 'jobstar.json',
  mimeType: 'application/json',
  buffer: Buffer.from(
    JSON.stringify({
      format: 'jobstar-export',
      version: 1,
      exportedAt: '2026-01-05T00:00:00Z',
      alerts: [],
      profile: null,
      ...lists,
    }),
  ),
});

test('an import the rules refuse says which rule and which row next to the control, and imports nothing', async ({
  openOptions,
}) => {
  const page = await openOptions();
  await expect(page.getByTestId('count-saved')).toHaveText('0');
  const importer = page.getByLabel('jobstar JSON file');

  const many = Array.from({ length: 60_000 }, (_, index) => ({
    ref: { jobId: `greenhouse:acme:${index}`, site: 'greenhouse' },
    savedAt: '2026-01-01T00:00:00Z',
  }));
  await importer.setInputFiles(exportFile({ saved: many }));
  await expect(page.locator('#import-message')).toHaveText(
    'Nothing was imported: this file holds 60,000 saved jobs, and jobstar keeps at most 50,000.',
  );
  await expect(importer).toHaveAttribute('aria-invalid', 'true');
  await expect(importer).toHaveAttribute('aria-describedby', /import-message/);

  const saved = JOBS.map((job) => ({ ref: { ...job, site: 'greenhouse' }, savedAt: '2026-01-01T00:00:00.000Z' }));
  const contradicting = {
    jobId: JOBS[1]!.jobId,
    stage: 'offer',
    history: [
      { stage: 'saved', at: '2026-01-01T00:00:00.000Z' },
      { stage: 'applied', at: '2026-01-02T00:00:00.000Z' },
    ],
    movedAt: '2026-01-02T00:00:00.000Z',
    linked: [],
    updatedAt: '2026-01-02T00:00:00.000Z',
  };
  await importer.setInputFiles(exportFile({ saved, applications: [contradicting] }));
  await expect(page.locator('#import-message')).toContainText(
    `Nothing was imported: application 1 (${JOBS[1]!.jobId}) names a stage other than its last move's`,
  );
  await expect(page.getByTestId('count-saved')).toHaveText('0');
  expect((await localRows(page)).saved).toEqual([]);
});

test('an import with a damaged row, found by the background, says where and imports nothing', async ({
  openOptions,
}) => {
  const page = await openOptions();
  await expect(page.getByTestId('count-saved')).toHaveText('0');
  const saved = Array.from({ length: 1200 }, (_, index) => ({
    ref: { jobId: `greenhouse:acme:${index}`, site: 'greenhouse' },
    savedAt: '2026-01-01T00:00:00.000Z',
  }));
  saved[1100] = { ...saved[1100]!, savedAt: 'yesterday' };
  await page.getByLabel('jobstar JSON file').setInputFiles(exportFile({ saved }));
  await expect(page.locator('#import-message')).toContainText(
    'This jobstar export is damaged, so nothing was imported.',
  );
  await page.locator('#import-message summary').click();
  await expect(page.locator('#import-message pre')).toContainText('saved.1100.savedAt');
  await expect(page.getByTestId('count-saved')).toHaveText('0');
  expect((await localRows(page)).saved).toEqual([]);
});

test('delete local data empties the database, and forgets the board the page kept', async ({ openOptions }) => {
  const page = await openOptions();
  await star(page, JOBS);
  await expect(page.getByTestId('count-saved')).toHaveText('2');
  expect((await localRows(page)).saved).toHaveLength(2);
  const boardKept = () => page.evaluate(() => localStorage.getItem('jobstar.options.board') !== null);
  await expect.poll(boardKept).toBe(true);

  await page.getByRole('button', { name: 'Delete everything local' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Local data deleted.')).toBeVisible();
  await expect(page.getByTestId('count-saved')).toHaveText('0');
  expect(await localRows(page)).toEqual({ saved: [], alerts: 0, profile: 0, outbox: 0 });
  await expect.poll(boardKept).toBe(false);
});

test('an alert the service refuses shows in the dead-letter list with its message, and Retry sends it', async ({
  context,
  openOptions,
}) => {
  const email = newEmail('dead');
  const page = await openOptions();
  await signInThrough(context, page, email);
  const fault = await fetch(`${serverUrl()}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/me/alerts', count: 1, status: 400 }),
  });
  expect(fault.ok).toBe(true);

  const alerts = page.locator('#alerts');
  const skills = alerts.getByLabel('Skills', { exact: true });
  await skills.fill('Rust');
  await skills.press('Enter');
  await alerts.getByRole('button', { name: 'Create alert' }).click();

  const row = alerts.getByRole('row').filter({ hasText: 'with Rust' });
  await expect(row).toContainText('Refused by the service: Fault switch: /api/me/alerts', { timeout: 20_000 });
  const letter = page.locator('.dead-letter').filter({ hasText: 'Create alert: with Rust' });
  await expect(letter).toContainText('HTTP 400');
  await expect(letter).toContainText('Fault switch: /api/me/alerts');

  await letter.getByRole('button', { name: 'Retry' }).click();
  await expect(row).toContainText('Confirmed by the service', { timeout: 20_000 });
  await expect(page.locator('.dead-letter')).toHaveCount(0);
  await expect(page.getByText('None: the service accepted every change.')).toBeVisible();
});

test('screenshots: light, and Hebrew right to left', async ({ context, openOptions }) => {
  const page = await openOptions();
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await signInThrough(context, page, 'dana@example.com');
  await page.locator('#schedule').getByRole('radio', { name: 'Weekly' }).check();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(screenshots, 'options-light.png') });

  const hebrewDir = mkdtempSync(join(tmpdir(), 'jobstar-e2e-he-'));
  const hebrew = await launchWithExtension(hebrewDir, ['--lang=he']);
  try {
    const extensionId = new URL((await serviceWorkerOf(hebrew)).url()).host;
    const he = await hebrew.newPage();
    await he.setViewportSize({ width: 1200, height: 900 });
    await he.emulateMedia({ colorScheme: 'light' });
    await he.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(he.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(he.getByRole('heading', { level: 1 })).toHaveText('הגדרות jobstar');
    await expect(he.getByTestId('digest-next')).toContainText('התקציר הבא');
    await he.screenshot({ path: join(screenshots, 'options-he.png') });
  } finally {
    await hebrew.close();
    rmSync(hebrewDir, { recursive: true, force: true });
  }
});

test('axe: no serious or critical violation on the options page, light and dark, English and Hebrew', async () => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const lang of ['en', 'he'] as const) {
    const dir = mkdtempSync(join(tmpdir(), `jobstar-e2e-axe-${lang}-`));
    const context = await launchWithExtension(dir, [`--lang=${lang}`]);
    try {
      const extensionId = new URL((await serviceWorkerOf(context)).url()).host;
      const page = await context.newPage();
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto(`chrome-extension://${extensionId}/options.html`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(
        page.getByRole('navigation').getByRole('link', { name: lang === 'en' ? 'Privacy' : 'פרטיות' }),
      ).toHaveAttribute('href', `chrome-extension://${extensionId}/privacy.html`);
      // Weekly shows every schedule field; open disclosures show every filter of the alert form.
      await page.locator('#schedule input[type=radio]').nth(2).check();
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('details')) details.open = true;
      });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        found.push(...(await seriousViolations(page)).map((violation) => `${lang} ${scheme}: ${violation}`));
      }
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  expect(found).toEqual([]);
});

test('the welcome page says what the star is, that sign-in is optional, and links to the privacy policy', async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/welcome.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('★ Welcome to jobstar');
  await expect(page.getByRole('heading', { name: 'Signing in is optional' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
    'href',
    `chrome-extension://${extensionId}/privacy.html`,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('CV skills added while the profile form has unsaved edits join the form, and the next save keeps both', async ({
  context,
  openOptions,
}) => {
  const email = newEmail('cv-draft');
  const page = await openOptions();
  await signInThrough(context, page, email);
  const skills = page.locator('#profile-skills');
  await skills.fill('Rust');
  await skills.press('Enter');

  const cv = page.locator('#profile .cv-skills');
  const picker = cv.getByLabel('CV file');
  await expect(picker).toBeEnabled({ timeout: 20_000 });
  await picker.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('Five years of golang') });
  await cv.getByRole('button', { name: 'Add 1 skill to my profile' }).click();
  await expect(cv).toContainText('Added 1 skill.');
  const chips = page.locator('#profile .profile-form .chips');
  await expect(chips).toContainText('Rust');
  await expect(chips).toContainText('Go');

  await page.locator('#profile').getByRole('button', { name: 'Save profile' }).click();
  const token = idToken(email);
  await expect
    .poll(async () => [...((await serverProfile(token)).skills as string[])].sort(), { timeout: 20_000 })
    .toEqual(['Go', 'Rust']);
});
