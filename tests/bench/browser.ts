/**
 * The built extension in Chromium, launched as the end-to-end tests do, plus the bench's instrumentation of
 * the background: every read-write IndexedDB transaction and every `fetch` of the service worker is
 * time-stamped where it happens (commit = the transaction's `complete` event; response = fetch resolved).
 * Times are epoch milliseconds with sub-millisecond precision (`performance.timeOrigin + performance.now()`),
 * so a click stamped in a page and a commit stamped in the worker compare directly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium';

export interface TxRecord {
  db: string;
  stores: string[];
  start: number;
  end: number;
}

export interface FetchRecord {
  url: string;
  method: string;
  start: number;
  end: number;
  status: number;
  /** The server's own time for it (its Server-Timing `app` entry), when it says. */
  serverMs?: number;
  error?: string;
}

export interface BenchProbe {
  tx: TxRecord[];
  fetches: FetchRecord[];
  now(): number;
  origFetch: typeof fetch;
  wait<T>(find: () => T | undefined, timeoutMs: number): Promise<T>;
}

/** esbuild's keepNames helper, defined wherever the bench evaluates its own functions. */
export const NAME_SHIM = 'globalThis.__name ??= (fn) => fn; undefined';

export interface Harness {
  context: BrowserContext;
  worker(): Promise<Worker>;
  extensionId: string;
  /** The built extension's folder (the bench may add pages of its own to it). */
  extensionDir: string;
  profileDir: string;
  close(): Promise<void>;
}

/**
 * `others`: more unpacked extensions loaded beside the build (the bench's wake floor); the build's own is told
 * apart by its worker's file, `background.js`.
 */
export async function launchExtension(extensionDir: string, others: string[] = []): Promise<Harness> {
  const profileDir = mkdtempSync(join(tmpdir(), 'jobstar-bench-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumExecutable(),
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${[extensionDir, ...others].join(',')}`,
      `--load-extension=${[extensionDir, ...others].join(',')}`,
      // For cdp.ts: the service worker target (heap), which Playwright's CDP sessions cannot reach.
      '--remote-debugging-port=0',
    ],
  });
  // tsx compiles with esbuild's keepNames: functions handed to evaluate() call a `__name` helper.
  await context.addInitScript(NAME_SHIM);
  const ours = (w: Worker) => new URL(w.url()).pathname === '/background.js';
  const first =
    context.serviceWorkers().find(ours) ??
    (await context.waitForEvent('serviceworker', { predicate: ours, timeout: 30_000 }));
  const extensionId = new URL(first.url()).host;
  const worker = async (): Promise<Worker> => {
    const mine = (w: Worker) => w.url().startsWith(`chrome-extension://${extensionId}/`);
    const sw =
      context.serviceWorkers().find(mine) ??
      (await context.waitForEvent('serviceworker', { predicate: mine, timeout: 30_000 }));
    await sw.evaluate(NAME_SHIM);
    await sw.evaluate(installProbe);
    return sw;
  };
  return {
    context,
    worker,
    extensionId,
    extensionDir,
    profileDir,
    close: async () => {
      await context.close().catch(() => undefined);
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** Runs inside the service worker (serialised by Playwright): idempotent. */
export function installProbe(): void {
  const g = globalThis as unknown as { __bench?: BenchProbe };
  if (g.__bench) return;
  const now = () => performance.timeOrigin + performance.now();
  const origFetch = globalThis.fetch.bind(globalThis);
  const probe: BenchProbe = {
    tx: [],
    fetches: [],
    now,
    origFetch,
    // Checked again at each new record, never by polling: a timer ticking in the worker during a star would
    // compete with the very work it times.
    wait: (find, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          let found: ReturnType<typeof find>;
          try {
            found = find();
          } catch (error) {
            done();
            reject(error);
            return;
          }
          if (found === undefined) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error('timed out waiting in the service worker'));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
  };
  const waiters = new Set<() => void>();
  const recorded = () => {
    for (const check of [...waiters]) check();
  };
  g.__bench = probe;
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ): IDBTransaction {
    const tx = transaction.apply(this, args);
    if (tx.mode === 'readwrite') {
      const record: TxRecord = { db: this.name, stores: Array.from(tx.objectStoreNames), start: now(), end: 0 };
      tx.addEventListener('complete', () => {
        record.end = now();
        probe.tx.push(record);
        recorded();
      });
    }
    return tx;
  };
  globalThis.fetch = async function benchFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : undefined;
    const record: FetchRecord = {
      url: request ? request.url : String(input),
      method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
      start: now(),
      end: 0,
      status: 0,
    };
    try {
      const response = await origFetch(input, init);
      record.end = now();
      record.status = response.status;
      const timing = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
      if (timing) record.serverMs = Number(timing[1]);
      return response;
    } catch (error) {
      record.end = now();
      record.error = String(error);
      throw error;
    } finally {
      probe.fetches.push(record);
      recorded();
    }
  };
}

/** Clears the probe's records (between samples). */
export async function resetProbe(sw: Worker): Promise<void> {
  await sw.evaluate(() => {
    const probe = (globalThis as unknown as { __bench: BenchProbe }).__bench;
    probe.tx.length = 0;
    probe.fetches.length = 0;
  });
}

/**
 * An extension page to send runtime messages from (as the popup does). By default the empty bench page: the
 * real popup would add its own work (live queries re-reading the starred list on every write, a sync on open).
 */
export async function extensionPage(harness: Harness, path = 'bench-blank.html'): Promise<Page> {
  const page = await harness.context.newPage();
  await page.goto(`chrome-extension://${harness.extensionId}/${path}`);
  return page;
}

/** Sends one runtime message from an extension page and returns the background's answer. */
export async function sendMessage<T = unknown>(page: Page, message: unknown): Promise<T> {
  return page.evaluate(
    (m) =>
      (
        globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }
      ).chrome.runtime.sendMessage(m),
    message,
  ) as Promise<T>;
}
