import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, isWelcome, launchWithExtension, test } from './support/fixtures';

test('the extension loads: its service worker runs and the popup renders', async ({ extensionId, openPopup }) => {
  expect(extensionId).toBe('inhfehfnfbbpfnnaibimkhgfggjbbkka');
  const popup = await openPopup();
  await expect(popup.locator('main')).toBeVisible();
});

test('a fresh install opens the welcome page', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobstar-e2e-welcome-'));
  const context = await launchWithExtension(dir, [], { keepWelcome: true });
  try {
    await expect.poll(() => context.pages().some(isWelcome)).toBe(true);
    const welcome = context.pages().find(isWelcome);
    if (!welcome) throw new Error('the welcome page closed before it could be read');
    await expect(welcome.locator('main')).toBeVisible();
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
