/**
 * One person with two (or three) browsers on one account: each device is its own Chromium profile with the built
 * extension, reaching the reference server through its own cuttable proxy (device-proxy.ts), signed in through
 * the dev provider as the same email.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, type Worker } from '@playwright/test';
import { type DeviceProxy, startDeviceProxy } from './device-proxy';
import { launchWithExtension, serverUrl, serviceWorkerOf } from './fixtures';
import { signInThrough } from './sign-in';

export interface Device {
  name: string;
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  proxy: DeviceProxy;
  /** An extension page, e.g. `popup.html` or `options.html#applications`. */
  page(path: `${'popup' | 'options'}.html${string}`): Promise<Page>;
  /** Sends one runtime message from an extension page, as the pages do. */
  message<T = { ok: boolean }>(request: unknown): Promise<T>;
  /** Asks the background to sync now and waits for the status line to say Synced. */
  synced(): Promise<void>;
  close(): Promise<void>;
}

export async function openDevice(name: string): Promise<Device> {
  const dir = mkdtempSync(join(tmpdir(), `jobstar-device-${name}-`));
  const context = await launchWithExtension(dir);
  const worker = await serviceWorkerOf(context);
  const extensionId = new URL(worker.url()).host;
  const proxy = await startDeviceProxy(serverUrl());
  let messenger: Page | undefined;
  const page = async (path: string) => {
    const opened = await context.newPage();
    await opened.goto(`chrome-extension://${extensionId}/${path}`);
    return opened;
  };
  const message = async <T>(request: unknown): Promise<T> => {
    messenger ??= await page('popup.html');
    return messenger.evaluate(
      (value) =>
        (
          globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }
        ).chrome.runtime.sendMessage(value),
      request,
    ) as Promise<T>;
  };
  const settings = { apiBaseUrl: proxy.url, oidcIssuer: `${serverUrl()}/oidc`, oidcClientId: 'jobstar-extension' };
  // A worker that just started may not answer the very first message: asked again until it says it saved them.
  await expect
    .poll(
      () => message({ type: 'settings.save', settings }).catch((error: Error) => ({ ok: false, error: error.message })),
      {
        timeout: 15_000,
      },
    )
    .toMatchObject({ ok: true });
  return {
    name,
    context,
    worker,
    extensionId,
    proxy,
    page,
    message,
    async synced() {
      const popup = await page('popup.html');
      await message({ type: 'sync.now' });
      await expect(popup.getByRole('status', { name: 'Sync status' })).toContainText('Synced', { timeout: 30_000 });
      await popup.close();
    },
    async close() {
      await context.close();
      await proxy.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs the device in as `email` from its popup. */
export async function signIn(device: Device, email: string): Promise<void> {
  const popup = await device.page('popup.html');
  await signInThrough(device.context, popup, email);
  await popup.close();
}
