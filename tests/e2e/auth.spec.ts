/**
 * Sign-in end to end (issue 5): the real extension in Chromium, the reference server's dev provider, no mocks.
 * Sign in from the popup, the API accepts the token, a browser restart keeps the session, an expired ID
 * token is renewed silently, sign-out stops the account's calls and keeps its outbox, another person sees
 * none of the first one's stars, and a content script can read no token.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { startServerProcess } from '../../server/testing/server-process';
import { expect, launchWithExtension, serverUrl, serviceWorkerOf, test } from './support/fixtures';
import { signInThrough } from './support/sign-in';

/** The extension API as an extension page sees it (the code below runs in the page, not in Node). */
declare const chrome: { runtime: { sendMessage(message: unknown): Promise<MessageResult> } };
interface MessageResult {
  ok: boolean;
  data?: unknown;
  error?: unknown;
}

const root = resolve(import.meta.dirname, '../..');
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]*/;
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface Server {
  url: string;
  dataDir: string;
}
const sharedServer = (): Server => ({ url: serverUrl(), dataDir: process.env.JOBSTAR_E2E_DATA_DIR ?? '' });

/**
 * fetch from the test runner. The server closes idle keep-alive sockets after 5 s; a request that picks up
 * such a socket as it closes fails with "other side closed", so it is sent once more on a new one.
 */
async function call(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** An ID token for `email` from the server's own key (`npm run -s token`), to look at the account from outside. */
function mintToken(server: Server, email: string): string {
  const port = new URL(server.url).port;
  return execFileSync('npm', ['run', '-s', 'token', '--', email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: server.dataDir, HOST: '127.0.0.1', PORT: port },
    encoding: 'utf8',
  }).trim();
}

async function savedOnServer(server: Server, token: string): Promise<string[]> {
  const response = await call(`${server.url}/api/me/saved`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { saved: { job_id: string }[] };
  return body.saved.map((entry) => entry.job_id);
}

async function someJobs(server: Server, count: number): Promise<{ job_id: string; title: string }[]> {
  const response = await call(`${server.url}/api/jobs?limit=${count}&confidence=all`);
  const body = (await response.json()) as { jobs: { job_id: string; title: string }[] };
  expect(body.jobs.length).toBe(count);
  return body.jobs;
}

/** A runtime message from an extension page, as the popup sends it. */
async function message(page: Page, request: unknown): Promise<MessageResult> {
  return page.evaluate((body) => chrome.runtime.sendMessage(body), request);
}

async function star(page: Page, server: Server, job: { job_id: string; title: string }): Promise<void> {
  const ref = { jobId: job.job_id, title: job.title, url: `${server.url}/jobs/${job.job_id}`, site: 'service' };
  expect(await message(page, { type: 'star.set', ref, starred: true })).toMatchObject({ ok: true });
}

/** What the background keeps in its own IndexedDB (read in the worker: the only place that can). */
async function storedTokens(worker: Worker): Promise<{ idToken: string; refreshToken?: string } | null> {
  return worker.evaluate(
    () =>
      new Promise((done, fail) => {
        const open = indexedDB.open('jobstar-auth');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('session')) return done(null);
          const read = db.transaction('session').objectStore('session').get('current');
          read.onsuccess = () =>
            done(read.result ? { idToken: read.result.idToken, refreshToken: read.result.refreshToken } : null);
          read.onerror = () => fail(read.error);
        };
      }),
  );
}

/** The rows waiting in an account's outbox, by the account the popup shows (meta database). */
async function outboxKeys(worker: Worker): Promise<string[]> {
  return worker.evaluate(async () => {
    const read = <T>(dbName: string, store: string, key?: string): Promise<T> =>
      new Promise((done, fail) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const request = key
            ? open.result.transaction(store).objectStore(store).get(key)
            : open.result.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => done(request.result as T);
          request.onerror = () => fail(request.error);
        };
      });
    const names = (await indexedDB.databases()).map((db) => db.name ?? '');
    const accountDbs = names.filter((name) => name.startsWith('jobstar-account:'));
    const rows = await Promise.all(accountDbs.map((name) => read<{ key: string }[]>(name, 'outbox')));
    return rows.flat().map((row) => row.key);
  });
}

const expSeconds = (jwt: string): number =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { exp: number }).exp;

/** Counts the server's `/api/me/*` answers without changing them: a pass-through fault that only counts down. */
const PROBE = 10_000;
async function startCountingMeCalls(server: Server): Promise<() => Promise<number>> {
  await call(`${server.url}/__faults`, { method: 'DELETE' });
  await call(`${server.url}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/me/', count: PROBE, delayMs: 0 }),
  });
  return async () => {
    const body = (await (await call(`${server.url}/__faults`)).json()) as { faults: { count: number }[] };
    return PROBE - (body.faults[0]?.count ?? 0);
  };
}

async function openPopupIn(context: BrowserContext): Promise<Page> {
  const worker = await serviceWorkerOf(context);
  const page = await context.newPage();
  await page.goto(`chrome-extension://${new URL(worker.url()).host}/popup.html`);
  return page;
}

test.afterEach(async () => {
  await call(`${serverUrl()}/__faults`, { method: 'DELETE' });
});

test('sign in from the popup: the account shows, a star reaches the service, a browser restart keeps the session', async ({
  context,
  openPopup,
  userDataDir,
}) => {
  test.setTimeout(120_000);
  const server = sharedServer();
  const email = uniqueEmail('ada');
  const [first, second] = await someJobs(server, 2);
  const popup = await openPopup();
  await signInThrough(context, popup, email);
  await expect(popup.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);

  await star(popup, server, first!);
  const token = mintToken(server, email);
  await expect.poll(() => savedOnServer(server, token), { timeout: 20_000 }).toContain(first!.job_id);
  await expect(popup.getByText('Synced').first()).toBeVisible();

  await context.close();
  const restarted = await launchWithExtension(userDataDir);
  try {
    const again = await openPopupIn(restarted);
    await expect(again.getByText(email).first()).toBeVisible();
    await expect(again.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
    await star(again, server, second!);
    await expect.poll(() => savedOnServer(server, token), { timeout: 20_000 }).toContain(second!.job_id);
  } finally {
    await restarted.close();
  }
});

test('an expired ID token is renewed at the next sync, without a sign-in window', async ({
  context,
  openPopup,
  serviceWorker,
}) => {
  test.setTimeout(180_000);
  // The shared server issues hour-long tokens; this one issues 10-second ones. The extension is pointed at it
  // through its own settings (as a person would in the options page), so no second build is needed.
  const shortLived = await startServerProcess({ jobs: 3000, env: { ID_TOKEN_TTL: '10' } });
  try {
    const server: Server = { url: shortLived.url, dataDir: shortLived.dataDir };
    const popup = await openPopup();
    const settings = { apiBaseUrl: server.url, oidcIssuer: `${server.url}/oidc`, oidcClientId: 'jobstar-extension' };
    expect(await message(popup, { type: 'settings.save', settings })).toMatchObject({ ok: true });
    const email = uniqueEmail('grace');
    await signInThrough(context, popup, email);
    const before = await storedTokens(serviceWorker);
    expect(before?.idToken).toMatch(JWT);
    expect(before?.refreshToken).toBeTruthy();

    // Past the token's exp: the service would answer 401 to it.
    const wait = expSeconds(before!.idToken) * 1000 - Date.now() + 1_000;
    await popup.waitForTimeout(Math.max(0, wait));
    const pagesBefore = context.pages().length;

    const [job] = await someJobs(server, 1);
    await star(popup, server, job!);
    const token = mintToken(server, email);
    await expect.poll(() => savedOnServer(server, token), { timeout: 20_000 }).toContain(job!.job_id);

    const after = await storedTokens(serviceWorker);
    expect(after?.idToken).toMatch(JWT);
    expect(after?.idToken).not.toBe(before?.idToken);
    expect(expSeconds(after!.idToken)).toBeGreaterThan(expSeconds(before!.idToken));
    expect(after?.refreshToken).not.toBe(before?.refreshToken); // the provider rotates refresh tokens
    expect(context.pages().length).toBe(pagesBefore);
    await expect(popup.getByText(email).first()).toBeVisible();
  } finally {
    await shortLived.stop();
  }
});

test('sign out stops the account’s calls and keeps its outbox; another person sees none of the first one’s stars', async ({
  context,
  openPopup,
  serviceWorker,
}) => {
  test.setTimeout(120_000);
  const server = sharedServer();
  const first = uniqueEmail('first');
  const [synced, waiting] = await someJobs(server, 2);
  const popup = await openPopup();
  await signInThrough(context, popup, first);
  await star(popup, server, synced!);
  const firstToken = mintToken(server, first);
  await expect.poll(() => savedOnServer(server, firstToken), { timeout: 20_000 }).toContain(synced!.job_id);

  // The service is down for stars: this one waits in the outbox.
  await call(`${server.url}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/me/saved/', count: 1000, status: 503 }),
  });
  await star(popup, server, waiting!);
  await expect.poll(() => outboxKeys(serviceWorker), { timeout: 10_000 }).toContain(`saved:${waiting!.job_id}`);

  await popup.getByRole('button', { name: 'Sign out', exact: true }).click();
  await popup.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(popup.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  const meCalls = await startCountingMeCalls(server);
  expect(await message(popup, { type: 'sync.now' })).toMatchObject({ ok: true });
  await popup.waitForTimeout(3_000);
  expect(await meCalls()).toBe(0);
  expect(await outboxKeys(serviceWorker)).toContain(`saved:${waiting!.job_id}`);
  expect(await savedOnServer(server, firstToken)).not.toContain(waiting!.job_id);

  const second = uniqueEmail('second');
  await signInThrough(context, popup, second);
  // The probe does count: signed in, the extension calls /me again.
  await expect.poll(meCalls, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(popup.getByText(first)).toHaveCount(0);
  const states = await message(popup, { type: 'star.state', jobIds: [synced!.job_id, waiting!.job_id] });
  expect(states).toEqual({
    ok: true,
    data: { starred: { [synced!.job_id]: false, [waiting!.job_id]: false }, stages: {} },
  });
  await popup.waitForTimeout(2_000);
  expect(await savedOnServer(server, mintToken(server, second))).toEqual([]);
  // The first account's waiting star is still there for when it signs in again.
  expect(await outboxKeys(serviceWorker)).toContain(`saved:${waiting!.job_id}`);
});

test('a content script can read no token: not in storage.local, not in storage.session, not in IndexedDB', async ({
  context,
  openPopup,
  serviceWorker,
  extensionId,
}) => {
  const server = sharedServer();
  const popup = await openPopup();
  await signInThrough(context, popup, uniqueEmail('private'));
  // Positive control: the token exists, in the background's own database.
  expect((await storedTokens(serviceWorker))?.idToken).toMatch(JWT);

  const [job] = await someJobs(server, 1);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // The content script's isolated world in the job page (CDP names it by the extension's origin).
  const isolated = new Set<number>();
  cdp.on('Runtime.executionContextCreated', ({ context: created }) => {
    if (created.auxData?.type === 'isolated' && created.origin === `chrome-extension://${extensionId}`) {
      isolated.add(created.id);
    }
  });
  cdp.on('Runtime.executionContextDestroyed', ({ executionContextId }) => isolated.delete(executionContextId));
  cdp.on('Runtime.executionContextsCleared', () => isolated.clear());
  await cdp.send('Runtime.enable');
  await page.goto(`${server.url}/jobs/${job!.job_id}`);
  await expect(page.locator('main.job')).toBeVisible();
  await expect.poll(() => isolated.size, { timeout: 15_000 }).toBeGreaterThan(0);

  const { result } = await cdp.send('Runtime.evaluate', {
    contextId: [...isolated][0],
    awaitPromise: true,
    returnByValue: true,
    expression: `(async () => {
      const local = JSON.stringify(await chrome.storage.local.get(null));
      let session;
      try { session = JSON.stringify(await chrome.storage.session.get(null)); }
      catch (error) { session = 'refused: ' + error.message; }
      const databases = (await indexedDB.databases()).map((db) => db.name);
      return { local, session, databases, isContentScript: typeof chrome.runtime.sendMessage === 'function' };
    })()`,
  });
  const view = result.value as { local: string; session: string; databases: string[]; isContentScript: boolean };
  expect(view.isContentScript).toBe(true);
  expect(view.local).not.toMatch(JWT);
  expect(view.session).not.toMatch(JWT);
  expect(view.databases).not.toContain('jobstar-auth');
});

test('closing the sign-in window, or a wrong issuer, each says what happened and what to do', async ({
  context,
  openPopup,
}) => {
  const server = sharedServer();
  const popup = await openPopup();
  const loginOpened = context.waitForEvent('page');
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  const login = await loginOpened;
  await expect(login.getByLabel('Email')).toBeVisible();
  await login.close();
  await expect(popup.getByRole('alert')).toContainText('the sign-in window was closed before it finished');
  await expect(popup.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();

  const issuer = `${server.url}/api`;
  const settings = { apiBaseUrl: server.url, oidcIssuer: issuer, oidcClientId: 'jobstar-extension' };
  expect(await message(popup, { type: 'settings.save', settings })).toMatchObject({ ok: true });
  const pages = context.pages().length;
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(popup.getByRole('alert')).toContainText(`${issuer} is not an OpenID Connect sign-in service`);
  expect(context.pages().length).toBe(pages);
});
