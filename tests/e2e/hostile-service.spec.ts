/**
 * A hostile service (issue 15): after a real sign-in, the extension is pointed at a server that answers with
 * megabyte fields, unknown extras, plain-http links to other hosts, a 20 MB saved list and a list of 50,001
 * entries. Fields are cut before they are stored, the lists are refused whole, the local stars stay as they
 * were, and the background keeps answering.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Worker } from '@playwright/test';
import { uniqueEmail } from './pages/star-pages';
import { expect, serverUrl, test } from './support/fixtures';
import { signInThrough } from './support/sign-in';

type Mode = 'huge-fields' | 'huge-list' | 'too-many';

const LOCAL_JOB = 'service:hostile-local-1';
const SAVED_AT = '2026-11-20T10:00:00Z';
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept, idempotency-key',
  'access-control-allow-methods': 'GET, PUT, POST, DELETE',
};

function answerSaved(mode: Mode, res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json', ...CORS });
  if (mode === 'huge-fields') {
    const saved = [
      { job_id: LOCAL_JOB, saved_at: SAVED_AT },
      { job_id: 'service:hostile-1', saved_at: SAVED_AT },
    ];
    res.end(JSON.stringify({ saved, extra: 'X'.repeat(5_000_000) }));
    return;
  }
  // Streamed, with no declared length: the client must stop reading on its own.
  const count = mode === 'huge-list' ? 300_000 : 50_001;
  res.write('{"saved":[');
  for (let start = 0; start < count; start += 1000) {
    const chunk = Array.from({ length: Math.min(1000, count - start) }, (_, i) =>
      JSON.stringify({ job_id: `service:flood-${start + i}`, saved_at: SAVED_AT }),
    );
    res.write(`${start === 0 ? '' : ','}${chunk.join(',')}`);
  }
  res.end(']}');
}

function answerJobs(req: IncomingMessage, res: ServerResponse): void {
  const ids = new URL(req.url ?? '/', 'http://x').searchParams.get('ids')?.split(',') ?? [];
  const jobs = ids.map((job_id) => ({
    job_id,
    title: 'T'.repeat(3_000_000),
    company: 'Acme',
    url: 'http://evil.example/phish',
    extra: 'E'.repeat(1_000_000),
  }));
  res.writeHead(200, { 'content-type': 'application/json', ...CORS });
  res.end(JSON.stringify({ jobs }));
}

async function startHostileService(): Promise<{ url: string; mode: { value: Mode }; close(): Promise<void> }> {
  const mode = { value: 'huge-fields' as Mode };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'OPTIONS') res.writeHead(204, CORS).end();
    else if (req.method === 'GET' && path === '/api/me/saved') answerSaved(mode.value, res);
    else if (req.method === 'GET' && path === '/api/jobs') answerJobs(req, res);
    else if (req.method === 'GET' && path === '/api/me/profile') {
      res.writeHead(200, { 'content-type': 'application/json', ...CORS }).end('{"profile":{}}');
    } else res.writeHead(204, CORS).end();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mode,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function message(page: Page, request: unknown): Promise<{ ok: boolean; data?: unknown; error?: unknown }> {
  return page.evaluate(
    (value) =>
      (
        globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }
      ).chrome.runtime.sendMessage(value) as Promise<{ ok: boolean }>,
    request,
  );
}

interface StoredRow {
  jobId: string;
  starred: number;
  listing?: Record<string, unknown>;
}

/** The signed-in account's saved rows and sync state, read in the worker (the extension's own IndexedDB). */
async function accountData(worker: Worker): Promise<{ rows: StoredRow[]; lastError?: { kind: string } }> {
  return worker.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '');
    const name = names.find((candidate) => candidate.startsWith('jobstar-account:'));
    if (!name) throw new Error(`no account database among ${names.join(', ')}`);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    const rows = await all<StoredRow>('saved');
    const [state] = await all<{ lastError?: { kind: string } }>('syncState');
    db.close();
    return { rows, lastError: state?.lastError };
  });
}

test('a hostile service cannot flood storage: fields are cut, huge lists refused, local stars kept', async ({
  openPopup,
  context,
  serviceWorker,
}) => {
  test.setTimeout(120_000);
  const hostile = await startHostileService();
  try {
    const popup = await openPopup();
    await signInThrough(context, popup, uniqueEmail('hostile'));
    const star = { type: 'star.set', ref: { jobId: LOCAL_JOB, title: 'Mine', site: 'service' }, starred: true };
    expect(await message(popup, star)).toMatchObject({ ok: true });
    const settings = { apiBaseUrl: hostile.url, oidcIssuer: `${serverUrl()}/oidc`, oidcClientId: 'jobstar-extension' };
    expect(await message(popup, { type: 'settings.save', settings })).toMatchObject({ ok: true });

    expect(await message(popup, { type: 'sync.now' })).toMatchObject({ ok: true });
    const cut = await accountData(serviceWorker);
    const stored = cut.rows.find((row) => row.jobId === 'service:hostile-1');
    expect(stored?.starred).toBe(1);
    expect(String(stored?.listing?.title)).toHaveLength(300);
    expect(stored?.listing).not.toHaveProperty('extra');
    expect(stored?.listing).not.toHaveProperty('url');
    expect(cut.rows.find((row) => row.jobId === LOCAL_JOB)?.starred).toBe(1);

    for (const [mode, kind] of [
      ['huge-list', 'too_large'],
      ['too-many', 'too_many_saved'],
    ] as const) {
      hostile.mode.value = mode;
      expect(await message(popup, { type: 'sync.now' })).toMatchObject({ ok: true });
      const after = await accountData(serviceWorker);
      expect(after.lastError?.kind).toBe(kind);
      expect(after.rows.map((row) => row.jobId).sort()).toEqual(['service:hostile-1', LOCAL_JOB]);
      // The background still answers at once.
      expect(await message(popup, { type: 'star.state', jobIds: [LOCAL_JOB] })).toMatchObject({
        ok: true,
        data: { starred: { [LOCAL_JOB]: true } },
      });
    }
  } finally {
    await hostile.close();
  }
});
