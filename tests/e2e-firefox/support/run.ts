/**
 * One Firefox run: the reference server on a free port (accepting Firefox's redirect URI), the Firefox build
 * of the extension pointed at it, and Firefox ESR with the add-on installed. `stop` undoes all three.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { tokenMinter } from '../../../server/testing/mint';
import { freePort, startServerProcess } from '../../../server/testing/server-process';
import { addonId, type Firefox, firefoxRedirectUri, launchFirefox, waitFor } from './firefox';

const root = resolve(import.meta.dirname, '../../..');

export interface FirefoxRun {
  serverUrl: string;
  firefox: Firefox;
  /** An ID token for `email`, minted from the server's own key, to look at the account from outside. */
  token(email: string): Promise<string>;
  /** Signs in from an extension page through the provider's login window, as a person would. */
  signIn(extensionPage: Page, email: string): Promise<void>;
  stop(): Promise<void>;
}

/** Clicks the button labelled `text`, a count beside it allowed (trusted input, as a person's click). */
export async function clickButton(page: Page, text: string): Promise<void> {
  await waitFor(
    () =>
      page.evaluate((wanted) => {
        const label = (b: Element) => [b.textContent, b.firstChild?.textContent].map((text) => text?.trim());
        const button = [...document.querySelectorAll('button')].find((b) => label(b).includes(wanted));
        button?.setAttribute('data-e2e-target', wanted);
        return !!button;
      }, text),
    20_000,
    `a "${text}" button`,
  );
  await page.click(`button[data-e2e-target="${text}"]`);
}

function buildFirefox(serverUrl: string, outDir: string): void {
  try {
    execFileSync(join(root, 'node_modules/.bin/wxt'), ['build', '-b', 'firefox'], {
      cwd: root,
      env: { ...process.env, WXT_API_BASE_URL: serverUrl, JOBSTAR_OUT_DIR: outDir },
      stdio: 'pipe',
    });
  } catch (error) {
    const output = (error as { stdout?: Buffer }).stdout?.toString() ?? '';
    throw new Error(`the Firefox build failed:\n${output.slice(-3000)}`);
  }
}

export async function startFirefoxRun(executablePath: string): Promise<FirefoxRun> {
  const port = await freePort();
  const serverUrl = `http://127.0.0.1:${port}`;
  const outDir = join(root, `.output/e2e-firefox-${port}`);
  const extensionDir = join(outDir, 'firefox-mv3');
  // Undone in reverse, also when a later step of the start fails.
  const undo: (() => unknown)[] = [() => rmSync(outDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of undo.reverse()) await Promise.resolve(step()).catch(() => undefined);
  };
  try {
    buildFirefox(serverUrl, outDir);
    const server = await startServerProcess({
      jobs: 500,
      port,
      quiet: true,
      env: { FIREFOX_REDIRECT_URI: firefoxRedirectUri(addonId(extensionDir)) },
    });
    undo.push(() => server.stop());
    const minter = await tokenMinter(server.dataDir, serverUrl);
    undo.push(() => minter.close());
    const firefox = await launchFirefox(executablePath, extensionDir);
    undo.push(() => firefox.browser.close());
    return { serverUrl, firefox, token: (email) => minter.token(email), signIn: signInWith(firefox, serverUrl), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Sign-in as a person does it: the extension's button, then the provider's login window. */
function signInWith(firefox: Firefox, serverUrl: string) {
  return async (extensionPage: Page, email: string) => {
    const loginTarget = firefox.browser.waitForTarget((target) => target.url().startsWith(`${serverUrl}/oidc`), {
      timeout: 20_000,
    });
    await clickButton(extensionPage, 'Sign in');
    const login = firefox.track((await (await loginTarget).page())!, 'login');
    const field = await login.waitForSelector('#email', { timeout: 20_000 });
    await field!.type(email);
    await clickButton(login, 'Sign in');
    await waitFor(
      () => extensionPage.evaluate((shown) => document.body.innerText.includes(shown), email),
      30_000,
      'the signed-in account in the extension page',
    );
  };
}
