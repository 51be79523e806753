/**
 * Issue 31, finding 3: a star that arrives by sync as a bare id (made on another device, its details left there)
 * reads as the posting its id names and links to it — LinkedIn's job page — never to the service's page for an id
 * the service does not list (which answers 404). Here the other device is the account's API, called directly.
 */
import { mintToken, uniqueEmail } from './pages/star-pages';
import { expect, serverUrl, test } from './support/fixtures';
import { signInThrough } from './support/sign-in';

const JOB_ID = 'linkedin:3797662873';

test('a LinkedIn star synced without its details reads "LinkedIn job <id>" and links to linkedin.com', async ({
  context,
  openPopup,
  openOptions,
}) => {
  const email = uniqueEmail('bare-id');
  const token = mintToken(serverUrl(), email);
  const put = await fetch(`${serverUrl()}/api/me/saved/${encodeURIComponent(JOB_ID)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(put.ok, `PUT /api/me/saved answered ${put.status}`).toBe(true);

  const popup = await openPopup();
  await signInThrough(context, popup, email);
  await popup.reload();
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  const link = popup.locator('#popup-panel-starred').getByRole('link', { name: 'LinkedIn job 3797662873' });
  await expect(link).toHaveAttribute('href', 'https://www.linkedin.com/jobs/view/3797662873/', { timeout: 20_000 });
  await expect(popup.locator(`a[href*="/jobs/${encodeURIComponent(JOB_ID)}"]`)).toHaveCount(0);
  await expect(popup.locator('#popup-panel-starred')).not.toContainText(JOB_ID);

  // The board's card names it the same way.
  const options = await openOptions();
  await options.goto(`${options.url().split('#')[0]}#applications`);
  await expect(options.getByRole('link', { name: /LinkedIn job 3797662873/ }).first()).toBeVisible();
});
