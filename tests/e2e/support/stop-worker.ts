import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Stops the extension's worker as Chrome stops an idle one (DevTools protocol), and waits until it is stopped. */
export async function stopWorker(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const states: string[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions)
      if (version.scriptURL.endsWith('/background.js')) states.push(version.runningStatus);
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => states.at(-1), { timeout: 10_000 }).toBe('stopped');
  await cdp.detach();
}
