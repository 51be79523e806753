import { expect, test } from './support/fixtures';

test('the extension loads: its service worker runs and the popup renders', async ({ extensionId, openPopup }) => {
  expect(extensionId).toBe('inhfehfnfbbpfnnaibimkhgfggjbbkka');
  const popup = await openPopup();
  await expect(popup.locator('main')).toBeVisible();
});
