/**
 * The star as a person uses it in Firefox: a real (trusted) click on the button the content script placed,
 * and the local state read the way the popup reads it. Firefox has no CDP accessibility tree to read the
 * closed shadow root's `aria-pressed`, so the extension itself is asked.
 */
import type { Page } from 'puppeteer-core';
import { SIGNED_OUT_DB_NAME } from '../../../storage/db/db-names';
import { type Firefox, serveAt, waitFor } from './firefox';

/** The click guard wants the button visible and still for a moment before a press counts. */
const SETTLE_MS = 1_200;

export async function starOnPage(
  firefox: Firefox,
  url: string,
  pages: Record<string, string>,
  selector = 'jobstar-star',
): Promise<Page> {
  const page = firefox.track(await firefox.browser.newPage(), url);
  if (Object.keys(pages).length > 0) await serveAt(page, pages);
  await page.goto(url);
  await waitFor(async () => (await page.$(selector)) !== null, 20_000, `the star on ${url}`);
  const host = await page.$(selector);
  await host!.scrollIntoView();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  await host!.click();
  return page;
}

/** The local star state, asked from an open extension page the way the popup asks. */
export async function starredLocally(extensionPage: Page, jobIds: string[]): Promise<Record<string, boolean>> {
  return extensionPage.evaluate(async (ids) => {
    const runtime = (globalThis as unknown as { browser: { runtime: { sendMessage(m: unknown): Promise<unknown> } } })
      .browser.runtime;
    const answer = (await runtime.sendMessage({ type: 'star.state', jobIds: ids })) as {
      ok: boolean;
      data: { starred: Record<string, boolean> };
    };
    if (!answer.ok) throw new Error(JSON.stringify(answer));
    return answer.data.starred;
  }, jobIds);
}

/**
 * The acts waiting to be sent for one key (`saved:<jobId>`), read from the signed-out database by an extension page
 * (the same origin as the background).
 */
export async function pendingActs(extensionPage: Page, key: string): Promise<string[]> {
  return extensionPage.evaluate(
    (key, name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('outbox').objectStore('outbox').index('key').getAll(key);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { kind: string }[]).map((row) => row.kind));
          };
        };
      }),
    key,
    SIGNED_OUT_DB_NAME,
  );
}

/** The kept posting's words of one job (issue 32), read from the signed-out database; null while none is kept. */
export async function keptPostingText(extensionPage: Page, jobId: string): Promise<string | null> {
  return extensionPage.evaluate(
    (jobId, name) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('postings')) {
            db.close();
            resolve(null);
            return;
          }
          const read = db.transaction('postings').objectStore('postings').get(jobId);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            resolve(read.result ? JSON.stringify(read.result.nodes) : null);
          };
        };
      }),
    jobId,
    SIGNED_OUT_DB_NAME,
  );
}
