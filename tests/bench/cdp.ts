/**
 * A raw DevTools connection to the whole browser (Playwright's CDP sessions attach to pages only), used to
 * reach the service worker target: `Runtime.getHeapUsage` for `sw_memory`. Chromium is started with
 * `--remote-debugging-port=0` and writes the port it chose to `DevToolsActivePort` in the profile.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';

export interface Cdp {
  send<T = unknown>(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<T>;
  /** Calls `listener` with each event named `method` (any session's: the event's sessionId comes with it). */
  on(method: string, listener: (params: Record<string, unknown>, sessionId?: string) => void): void;
  close(): void;
}

export async function connectBrowserCdp(profileDir: string): Promise<Cdp> {
  const file = join(profileDir, 'DevToolsActivePort');
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  const [port, path] = readFileSync(file, 'utf8').trim().split('\n');
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, ((params: Record<string, unknown>, sessionId?: string) => void)[]>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
      method?: string;
      params?: Record<string, unknown>;
      sessionId?: string;
    };
    if (message.id === undefined) {
      for (const listener of listeners.get(message.method ?? '') ?? [])
        listener(message.params ?? {}, message.sessionId);
      return;
    }
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  return {
    send: <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      }),
    on: (method, listener) => listeners.set(method, [...(listeners.get(method) ?? []), listener]),
    close: () => socket.close(),
  };
}

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

/** Attaches to the extension's service worker; returns the flat session id. */
export async function attachServiceWorker(cdp: Cdp, extensionId: string): Promise<string> {
  const { targetInfos } = await cdp.send<{ targetInfos: TargetInfo[] }>('Target.getTargets');
  const target = targetInfos.find(
    (t) => t.type === 'service_worker' && t.url.startsWith(`chrome-extension://${extensionId}/`),
  );
  if (!target) throw new Error('no service worker target for the extension');
  const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
    targetId: target.targetId,
    flatten: true,
  });
  return sessionId;
}

/** The worker's JS heap in bytes, after a full garbage collection (so the figure is what stays). */
export async function serviceWorkerHeap(
  cdp: Cdp,
  extensionId: string,
): Promise<{ usedSize: number; totalSize: number }> {
  const session = await attachServiceWorker(cdp, extensionId);
  try {
    await cdp.send('HeapProfiler.collectGarbage', {}, session);
    return await cdp.send<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage', {}, session);
  } finally {
    await cdp.send('Target.detachFromTarget', { sessionId: session }).catch(() => undefined);
  }
}
