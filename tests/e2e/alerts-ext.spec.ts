/**
 * Alerts converge across two browsers of one account (issue 31, finding 4), in real Chromium against the
 * reference server's extension (`/api/jobstar/v1/alerts`, announced by `Link` on `/me` answers): an alert made
 * on A appears on B; paused on B, it shows "Paused" on A; deleted on A, it leaves B. A server started seed-only
 * (`JOBSTAR_EXTENSIONS=off`) announces nothing: then the page says it can't list, pause or delete alerts and
 * offers neither control (that case is also a unit test with a recording fetch, sync/seed-only-alerts.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startServerProcess } from '../../server/testing/server-process';
import { expect, launchWithExtension, serviceWorkerOf, test } from './support/fixtures';
import { signInThrough } from './support/sign-in';

declare const chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };

async function optionsOf(context: BrowserContext): Promise<Page> {
  const host = new URL((await serviceWorkerOf(context)).url()).host;
  const page = await context.newPage();
  await page.goto(`chrome-extension://${host}/options.html#alerts`);
  return page;
}

const syncNow = (page: Page) => page.evaluate(() => chrome.runtime.sendMessage({ type: 'sync.now' }));

/** The alerts table's row for `words`, after as many syncs as it takes (discovery needs one answer of `/me`). */
async function expectRow(page: Page, words: string, state: 'present' | 'absent', text?: string) {
  const row = page.locator('#alerts').getByRole('row').filter({ hasText: words });
  await expect
    .poll(
      async () => {
        await syncNow(page);
        if ((await row.count()) === 0) return state === 'absent';
        return state === 'present' && (text === undefined || (await row.innerText()).includes(text));
      },
      { timeout: 30_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
  return row;
}

test('an alert made on one browser appears on the other; paused there, it shows Paused here; deleted here, it leaves there', async ({
  context,
}) => {
  test.setTimeout(150_000);
  const email = `alerts-${Date.now()}@example.com`;
  const words = 'with Kotlin';
  const a = await optionsOf(context);
  await signInThrough(context, a, email);

  const otherDir = mkdtempSync(join(tmpdir(), 'jobstar-e2e-profile-'));
  const other = await launchWithExtension(otherDir);
  try {
    const b = await optionsOf(other);
    await signInThrough(other, b, email);

    const alertsA = a.locator('#alerts');
    await expect(alertsA.getByText('your account’s alerts from every device')).toBeVisible({ timeout: 30_000 });
    const skills = alertsA.getByLabel('Skills', { exact: true });
    await skills.fill('Kotlin');
    await skills.press('Enter');
    await alertsA.getByRole('button', { name: 'Create alert' }).click();
    await expectRow(a, words, 'present', 'Confirmed by the service');

    const onB = await expectRow(b, words, 'present');
    await onB.getByRole('button', { name: `Pause the alert ${words}` }).click();
    await expect(onB).toContainText('Paused');
    await expectRow(a, words, 'present', 'Paused');

    const onA = a.locator('#alerts').getByRole('row').filter({ hasText: words });
    await onA.getByRole('button', { name: 'Delete', exact: true }).click();
    await onA.getByRole('button', { name: 'Delete alert' }).click();
    await expect(onA).toHaveCount(0);
    await expectRow(b, words, 'absent');
  } finally {
    await other.close();
    rmSync(otherDir, { recursive: true, force: true });
  }
});

test('a seed-only service (JOBSTAR_EXTENSIONS=off): the alerts page says what it cannot do, offers no pause or delete, and applications stay on this device', async ({
  context,
}) => {
  test.setTimeout(120_000);
  // A service of its own that follows only the seed; the extension is pointed at it through its settings, as a
  // person would point it at their own service.
  const seedOnly = await startServerProcess({ jobs: 500, env: { JOBSTAR_EXTENSIONS: 'off' } });
  try {
    const page = await optionsOf(context);
    const settings = {
      apiBaseUrl: seedOnly.url,
      oidcIssuer: `${seedOnly.url}/oidc`,
      oidcClientId: 'jobstar-extension',
    };
    expect(
      await page.evaluate((value) => chrome.runtime.sendMessage({ type: 'settings.save', settings: value }), settings),
    ).toMatchObject({ ok: true });
    await signInThrough(context, page, `seed-alerts-${Date.now()}@example.com`);
    await syncNow(page);
    const alerts = page.locator('#alerts');
    await expect(alerts.getByTestId('alerts-seed-only')).toContainText(
      'This service can’t list, pause or delete alerts',
      {
        timeout: 20_000,
      },
    );
    const skills = alerts.getByLabel('Skills', { exact: true });
    await skills.fill('Elixir');
    await skills.press('Enter');
    await alerts.getByRole('button', { name: 'Create alert' }).click();
    const row = alerts.getByRole('row').filter({ hasText: 'with Elixir' });
    await expect(row).toContainText('Confirmed by the service', { timeout: 20_000 });
    await expect(row.getByRole('button')).toHaveCount(0);
    await page.goto(page.url().replace(/#.*$/, '#applications'));
    await expect(page.getByTestId('applications-stay-here')).toContainText(
      'Stages, notes and reminders stay on this browser — the service has no place for them.',
      { timeout: 20_000 },
    );
  } finally {
    await seedOnly.stop();
  }
});
