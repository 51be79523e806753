/**
 * The extension in a real Chromium: each test gets a fresh persistent profile with the built extension
 * loaded, its id and service worker, and helpers to open the popup and options pages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, test as base, chromium, type Page, type Worker } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium';

export const serverUrl = (): string => {
  const url = process.env.JOBSTAR_E2E_SERVER;
  if (!url) throw new Error('JOBSTAR_E2E_SERVER is not set: run through playwright.config.ts (global setup)');
  return url;
};

/**
 * Launches Chromium with the built extension on the given profile folder (reuse it to "restart the browser").
 * `extraArgs` adds Chromium switches, e.g. `--lang=he` for the Hebrew UI. A `--lang` also becomes Playwright's
 * `locale`: Debian's Chromium ships only the en-US UI pack and ignores the switch alone, so `i18n.getUILanguage()`
 * follows the locale Playwright sets.
 */
export async function launchWithExtension(
  userDataDir: string,
  extraArgs: string[] = [],
  { keepWelcome = false }: { keepWelcome?: boolean } = {},
): Promise<BrowserContext> {
  const extension = process.env.JOBSTAR_E2E_EXTENSION;
  if (!extension) throw new Error('JOBSTAR_E2E_EXTENSION is not set');
  const locale = extraArgs.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length);
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumExecutable(),
    headless: true,
    ...(locale ? { locale } : {}),
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extension}`, `--load-extension=${extension}`, ...extraArgs],
  });
  if (!keepWelcome) welcomeClosed.set(context, closeWelcome(context));
  return context;
}

export const isWelcome = (page: Page): boolean => page.url().endsWith('/welcome.html');

/**
 * A fresh install opens the welcome tab (background/main.ts). A test waiting for a new page (the sign-in
 * window) must not take it for its own, so it is closed as it opens; the promise settles once it was.
 */
const welcomeClosed = new WeakMap<BrowserContext, Promise<void>>();
function closeWelcome(context: BrowserContext): Promise<void> {
  return new Promise((resolve) => {
    const close = (page: Page) => {
      if (!isWelcome(page)) return;
      context.off('page', close);
      page.close().then(resolve, resolve);
    };
    context.on('page', close);
    for (const page of context.pages()) close(page);
  });
}

export async function serviceWorkerOf(context: BrowserContext): Promise<Worker> {
  const [running] = context.serviceWorkers();
  return running ?? context.waitForEvent('serviceworker');
}

interface Fixtures {
  userDataDir: string;
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
  openPopup: () => Promise<Page>;
  openOptions: () => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  userDataDir: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'jobstar-e2e-profile-'));
    await use(dir);
    rmSync(dir, { recursive: true, force: true });
  },
  context: async ({ userDataDir }, use) => {
    const context = await launchWithExtension(userDataDir);
    // Every test's profile is fresh: its welcome tab is gone before the test begins.
    await welcomeClosed.get(context);
    await use(context);
    await context.close();
  },
  serviceWorker: async ({ context }, use) => {
    await use(await serviceWorkerOf(context));
  },
  extensionId: async ({ serviceWorker }, use) => {
    await use(new URL(serviceWorker.url()).host);
  },
  openPopup: async ({ context, extensionId }, use) => {
    await use(async () => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/popup.html`);
      return page;
    });
  },
  openOptions: async ({ context, extensionId }, use) => {
    await use(async () => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/options.html`);
      return page;
    });
  },
});

export { expect } from '@playwright/test';
