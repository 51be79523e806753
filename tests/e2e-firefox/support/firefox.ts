/**
 * Firefox ESR driven by puppeteer-core over WebDriver BiDi: the built add-on installed as a temporary add-on,
 * its pages opened by a fixed internal UUID, console errors collected from every page we open.
 * Firefox gives each install a random `moz-extension://<uuid>`; the `extensions.webextensions.uuids` pref
 * pins it, so the test can open popup.html and options.html without asking the browser for it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const EXTENSION_UUID = '6f1b7a52-3c0e-4f5d-9a8b-2e4c7d1f0a93';

export function firefoxExecutable(): string | null {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

export function addonId(extensionDir: string): string {
  const manifest = JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8'));
  return manifest.browser_specific_settings.gecko.id;
}

/** What `identity.getRedirectURL()` answers in Firefox: a host named by the SHA-1 of the add-on id. */
export function firefoxRedirectUri(id: string): string {
  return `https://${createHash('sha1').update(id).digest('hex')}.extensions.allizom.org/`;
}

export interface Firefox {
  browser: Browser;
  /** Console errors and uncaught page errors from every page opened through `track`, and the background's. */
  errors: string[];
  /** The extension's console warnings (the background's included): reported, not failed on. */
  warnings: string[];
  track(page: Page, label: string): Page;
  /** An extension page in a new tab, once its document has loaded (its `goto` may never settle). */
  openExtensionPage(path: string): Promise<Page>;
}

export async function launchFirefox(executablePath: string, extensionDir: string): Promise<Firefox> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    env: { ...process.env, MOZ_REMOTE_ALLOW_SYSTEM_ACCESS: '1' },
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [addonId(extensionDir)]: EXTENSION_UUID }),
      // The background page has no target to attach to: its console reaches us through Firefox's stdout.
      'devtools.console.stdout.content': true,
      // Headless Firefox cannot answer a permission prompt: grant what the add-on asks for (sign-in's optional
      // data-collection categories) as a person clicking Allow would.
      'extensions.webextOptionalPermissionPrompts': false,
    },
  });
  const errors: string[] = [];
  const warnings: string[] = [];
  collectBackgroundConsole(browser, errors, warnings);
  await browser.installExtension(extensionDir);
  const track = (page: Page, label: string) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${label}: ${message.text()}`);
      if (message.type() === 'warn') warnings.push(`${label}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${label}: ${String(error)}`));
    return page;
  };
  const openExtensionPage = async (path: string) => {
    const page = track(await browser.newPage(), path);
    const url = `moz-extension://${EXTENSION_UUID}/${path}`;
    void page.goto(url).catch(() => undefined);
    await waitFor(async () => (await page.evaluate(() => location.href + document.readyState)) === `${url}complete`);
    return page;
  };
  return { browser, errors, warnings, track, openExtensionPage };
}

/**
 * Errors and warnings the extension's own contexts print (the background's included), as Firefox writes
 * them to stdout; the browser's internals (chrome://, resource://, and Remote Settings' `RSLoader`, which fails
 * to fetch its attachments on a machine with no internet and names no file in its first line) and the remote
 * agent's noise are not ours.
 */
function collectBackgroundConsole(browser: Browser, errors: string[], warnings: string[]): void {
  let pending = '';
  const onData = (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const level = /^console\.(error|warn): /.exec(line)?.[1];
      if (!level || /chrome:\/\/|resource:\/\/|^console\.\w+: RSLoader: /.test(line)) continue;
      (level === 'error' ? errors : warnings).push(`extension: ${line}`);
    }
  };
  browser.process()?.stdout?.on('data', onData);
  browser.process()?.stderr?.on('data', onData);
}

/** Polls `check` (errors while a page is between documents count as "not yet") until it holds. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
}

/** Serves `html` at exactly `url` in this page (the job sites' real addresses, no network). */
export async function serveAt(page: Page, pages: Record<string, string>): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const html = pages[request.url()];
    if (html === undefined) void request.continue();
    else void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
  });
}
