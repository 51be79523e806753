/**
 * Sign-out hides nothing and the status line is right from its first frame (issue 31, finding 6), in the real
 * extension against the reference server: signed in and synced, the options page, the board and the popup
 * never say "Sign in to sync", not even for one frame (every text the line ever shows is recorded by a
 * MutationObserver installed before the page's own scripts); signed out from Options, the popup's Starred list
 * and the board say what is kept with the account, and it comes back at sign-in. The Starred row says when the
 * job was starred.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInThrough } from './support/sign-in';

declare global {
  interface Window {
    statusSeen?: string[];
  }
}

/** Every text of the status line from the page's first frame on, kept in `window.statusSeen`. */
function recordStatusLine(): void {
  const seen: string[] = [];
  window.statusSeen = seen;
  const note = () => {
    const text = document.querySelector('.sync-status .sync-text')?.textContent ?? '';
    if (text && seen.at(-1) !== text) seen.push(text);
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
}

const statusSeen = (page: Page) => page.evaluate(() => window.statusSeen ?? []);

test('signed in, the status line never says “Sign in to sync”; signed out, the popup and the board say what is kept, and it comes back', async ({
  context,
  openPopup,
  extensionId,
}) => {
  test.setTimeout(120_000);
  const email = `kept-${Date.now()}@example.com`;
  const popup = await openPopup();
  await signInThrough(context, popup, email);
  await popup.getByRole('tab', { name: 'Matches' }).click();
  const matches = popup.locator('#popup-panel-matches');
  await matches
    .getByRole('button', { name: /^Star job: / })
    .first()
    .click();
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  const starred = popup.locator('#popup-panel-starred');
  await expect(starred.locator('.job-row')).toHaveCount(1);
  // The click's own time, to the minute, in the row.
  await expect(starred.locator('.job-row time.star-time')).toHaveText(/^Starred \w+ \d+, \d{4} at \d+:\d\d/);
  await expect(popup.locator('.sync-status .sync-text')).toHaveText('Synced', { timeout: 20_000 });

  const options = await context.newPage();
  await options.addInitScript(recordStatusLine);
  for (const path of ['options.html', 'options.html#applications', 'options.html#account', 'popup.html']) {
    await options.goto(`chrome-extension://${extensionId}/${path}`);
    await expect(options.locator('.sync-status .sync-text')).toHaveText(/Synced|Syncing/);
    await options.waitForTimeout(1_000);
    const seen = await statusSeen(options);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain('Sign in to sync');
  }

  // Signed out from Options → Account: the popup and the board say where the star went.
  await options.goto(`chrome-extension://${extensionId}/options.html#account`);
  const account = options.locator('#account');
  await account.getByRole('button', { name: 'Sign out', exact: true }).click();
  await account.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(account.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(options.locator('.sync-status .sync-text')).toHaveText('Sign in to sync');
  const kept = `1 star is kept with ${email} and comes back when you sign in.`;
  await options.goto(`chrome-extension://${extensionId}/options.html#applications`);
  await expect(options.locator('#applications').getByTestId('kept-with-account')).toHaveText(kept);
  await expect(options.locator('#applications')).not.toContainText('No applications yet');

  const again = await openPopup();
  await again.getByRole('tab', { name: /^Starred/ }).click();
  const keptRow = again.locator('#popup-panel-starred');
  await expect(keptRow.getByTestId('kept-with-account')).toHaveText(kept);
  await expect(keptRow).not.toContainText('yet');

  await signInThrough(context, again, email);
  await expect(keptRow.locator('.job-row')).toHaveCount(1);
  await expect(keptRow.getByTestId('kept-with-account')).toHaveCount(0);
});
