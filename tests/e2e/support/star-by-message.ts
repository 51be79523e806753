/** Jobs starred through the extension's own message, as the star on a job page does, oldest first. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Stars one LinkedIn job per title, ids counting up from `firstId`; returns their job ids in that order. */
export async function starJobs(page: Page, titles: readonly string[], firstId = 3786945000): Promise<string[]> {
  const jobIds: string[] = [];
  for (const [index, title] of titles.entries()) {
    const id = firstId + index;
    const ref = { jobId: `linkedin:${id}`, title, url: `https://www.linkedin.com/jobs/view/${id}/`, site: 'linkedin' };
    const answer = await page.evaluate(
      (body) =>
        (
          globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<{ ok: boolean }> } } }
        ).chrome.runtime.sendMessage(body),
      { type: 'star.set', ref, starred: true },
    );
    expect(answer).toMatchObject({ ok: true });
    jobIds.push(ref.jobId);
  }
  return jobIds;
}
