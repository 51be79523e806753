/**
 * What a person does on one device of the two-device tests, and what they then see: a star on a LinkedIn job (the
 * message the star on the job page sends), the answer to "keep your applications on the service too?" clicked in
 * the popup or above the board, the Starred list's row and the board's cards.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Device } from './devices';

export interface LinkedInJob {
  jobId: `linkedin:${number}`;
  title: string;
  company: string;
  url: string;
  site: 'linkedin';
}

export const linkedInJob = (id: number, title: string, company: string): LinkedInJob => ({
  jobId: `linkedin:${id}`,
  title,
  company,
  url: `https://www.linkedin.com/jobs/view/${id}/`,
  site: 'linkedin',
});

export async function star(device: Device, job: LinkedInJob, starred = true): Promise<void> {
  expect(await device.message({ type: 'star.set', ref: job, starred })).toMatchObject({ ok: true });
}

/** Each job's starred state on the device, as the popup asks it. */
export async function starredOn(device: Device, jobIds: readonly string[]): Promise<Record<string, boolean>> {
  const answer = await device.message<{ ok: boolean; data: { starred: Record<string, boolean> } }>({
    type: 'star.state',
    jobIds,
  });
  expect(answer).toMatchObject({ ok: true });
  return answer.data.starred;
}

/**
 * The person's yes (or no) to keeping applications on the service, clicked where the question is asked: the popup
 * or above the board. The question shows once a sync has learnt that the service offers records.
 */
export async function answerShare(device: Device, where: 'popup' | 'board', answer: 'yes' | 'no'): Promise<void> {
  await device.synced();
  const page = await device.page(where === 'popup' ? 'popup.html' : 'options.html#applications');
  const question = page.locator('section[aria-labelledby="share-prompt"]');
  await expect(question).toContainText('Keep them there too?', { timeout: 20_000 });
  await question
    .getByRole('button', { name: answer === 'yes' ? 'Yes, sync them' : 'No, keep them on this device' })
    .click();
  await expect(question).toHaveCount(0);
  await page.close();
}

/** The popup's Starred tab, its list. */
export async function starredList(device: Device): Promise<{ popup: Page; list: Locator }> {
  const popup = await device.page('popup.html');
  await popup.getByRole('tab', { name: /^Starred/ }).click();
  return { popup, list: popup.locator('#popup-panel-starred') };
}

/** The board, on the application's own details (`#applications/<id>`). */
export async function detailsOf(device: Device, jobId: string): Promise<Page> {
  const page = await device.page(`options.html#applications/${encodeURIComponent(jobId)}`);
  await expect(page.locator('.app-details')).toBeVisible({ timeout: 20_000 });
  return page;
}
