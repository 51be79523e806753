/**
 * first_sync_2000_apps (issue 36): a new device — a fresh browser profile with the build — signs in to an account
 * holding 20,000 stars and 2,000 applications (records with moves, notes and fields) on the service. The person
 * answers yes to keeping applications there as soon as the device can ask (once its first sync discovered the
 * service's extension), as the Options question asks it. Timed from the click on the provider's Sign in button:
 *  _list   → the first reconcile transaction committed (the popup's Starred list can paint from it);
 *  (row)   → everything: 20,000 starred rows, 2,000 applications, nothing left in the outbox, the run after the
 *            yes finished (its pull, pushes and hydration).
 * Floors: the same GET requests the device sent, replayed one after another with the bare fetch from the new
 * device's worker (the POSTs the yes queues carry bodies the probe does not keep: counted in the note instead).
 */
import type { Page, Worker } from '@playwright/test';
import { nextHlc } from '../../api/contract/jobstar/index';
import { type BenchProbe, extensionPage, type Harness, launchExtension, sendMessage } from './browser';
import type { BenchContext } from './context';
import { summarize } from './stats';

export const FIRST_SYNC_ROWS = ['first_sync_2000_apps_list', 'first_sync_2000_apps'];
const EMAIL = 'bench-first-sync@jobstar.test';
const STARS = 20_000;
const APPLICATIONS = 2_000;
const BATCH = 100;
const DONE_WITHIN_MS = 300_000;

type Answer = { ok: boolean; error?: { message: string } };

async function call(base: string, path: string, token: string, method = 'GET', body?: unknown): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function catalogIds(base: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ids.length < count; offset += 100) {
    const query = `limit=100&offset=${offset}&include_closed=1&include_outdated=1&confidence=all`;
    const page = (await (await fetch(`${base}/api/jobs?${query}`)).json()) as { jobs: { job_id: string }[] };
    if (!page.jobs.length) break;
    ids.push(...page.jobs.map((job) => job.job_id));
  }
  return ids.slice(0, count);
}

/** An application as a person leaves it after a few weeks: three moves, a note, where found and a contact. */
function application(jobId: string, index: number, base: number) {
  const day = 86_400_000;
  const stamp = (offset: number) => nextHlc(undefined, base + index * 1000 + offset, 'bench');
  const at = (offset: number) => new Date(base + index * 1000 + offset).toISOString();
  return {
    job_id: jobId,
    facts: { value: { title: `Engineer ${index}`, company: `Company ${index % 300}`, site: 'service' }, hlc: stamp(0) },
    application: {
      moves: (['saved', 'applied', 'interviewing'] as const).map((stage, k) => ({
        id: `bench-${index}-${k}`,
        stage,
        at: at(k * day),
        hlc: stamp(k * day),
      })),
      events: [],
      notes: [{ hlc: stamp(3 * day), text: `Spoke with the hiring manager about role ${index}. `.repeat(4), base: [] }],
      fields: {
        found_via: { value: 'LinkedIn', hlc: stamp(3 * day) },
        contact_name: { value: `Recruiter ${index % 50}`, hlc: stamp(3 * day) },
      },
    },
  };
}

/** The account on the service, through its own API: stars through the seed, applications as records. */
async function seedAccount(ctx: BenchContext, token: string): Promise<void> {
  const { server, log } = ctx;
  const held = (await (await call(server.url, '/api/me/saved', token)).json()) as { saved: unknown[] };
  if (held.saved.length >= STARS) return;
  const ids = await catalogIds(server.url, STARS);
  if (ids.length < STARS) throw new Error(`the catalog has only ${ids.length} jobs`);
  log(`first sync: seeding ${STARS} stars and ${APPLICATIONS} applications on the server …`);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < ids.length)
        await call(server.url, `/api/me/saved/${encodeURIComponent(ids[next++]!)}`, token, 'PUT');
    }),
  );
  const base = Date.now() - 30 * 86_400_000;
  for (let from = 0; from < APPLICATIONS; from += BATCH) {
    const records = ids.slice(from, from + BATCH).map((id, k) => application(id, from + k, base));
    await call(server.url, '/api/jobstar/v1/records', token, 'POST', { records });
  }
}

interface DeviceState {
  offered: boolean;
  shared: boolean;
  starred: number;
  applications: number;
  outbox: number;
  running: boolean;
  lastSyncedAt: number;
}

/**
 * Runs in the worker: the account database's state, or null before sign-in made it. The counts are -1 before the
 * yes and while a run is under way: the harness polls, and a person's device has nothing that reads its stores four
 * times a second.
 */
async function deviceState(): Promise<DeviceState | null> {
  const name = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => n.startsWith('jobstar-account:'));
  if (!name) return null;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const ask = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  try {
    const sync = (await ask(db.transaction('syncState').objectStore('syncState').get('sync'))) as
      | {
          extensions?: { features: string[] } | null;
          shareApplications?: string;
          running: boolean;
          lastSyncedAt?: number;
        }
      | undefined;
    const state = {
      offered: Boolean(sync?.extensions?.features.includes('records')),
      shared: sync?.shareApplications === 'yes',
      running: sync?.running ?? false,
      lastSyncedAt: sync?.lastSyncedAt ?? 0,
    };
    // Counted only between runs: a count over the stores a run writes would hold its transactions back.
    if (!state.shared || state.running) return { ...state, starred: -1, applications: -1, outbox: -1 };
    const tx = db.transaction(['saved', 'applications', 'outbox']);
    const [starred, applications, outbox] = await Promise.all([
      ask(
        tx
          .objectStore('saved')
          .index('[starred+savedAt]')
          .count(IDBKeyRange.bound([1, ''], [1, '\uffff'])),
      ),
      ask(tx.objectStore('applications').count()),
      ask(tx.objectStore('outbox').count()),
    ]);
    return { ...state, starred, applications, outbox };
  } finally {
    db.close();
  }
}

/** The person's click on the provider's Sign in: the sign-in's own round trips count too. */
async function signIn(harness: Harness): Promise<number> {
  const page = await extensionPage(harness);
  try {
    const loginPage = harness.context.waitForEvent('page', { timeout: 20_000 });
    const answer = sendMessage<Answer>(page, { type: 'auth.signIn' });
    const login = await loginPage;
    await login.getByLabel('Email').fill(EMAIL);
    const at = Date.now();
    await login.getByRole('button', { name: 'Sign in' }).click();
    const result = await answer;
    if (!result?.ok) throw new Error(result?.error?.message ?? 'no answer to auth.signIn');
    return at;
  } finally {
    await page.close();
  }
}

interface Sample {
  list: number;
  all: number;
  offeredAfter: number;
  gets: { url: string }[];
  posts: { count: number; ms: number };
  /** Where the time went: the read-write transactions' total time by their stores, longest first. */
  spent: string;
  /** Where the list's time went: each request and read-write transaction before the reconcile, from the click. */
  listParts: string;
}

/** One new device, from its sign-in to everything synced. */
async function newDevice(ctx: BenchContext): Promise<{ sample: Sample; sw: Worker; harness: Harness }> {
  const harness = await launchExtension(ctx.harness.extensionDir);
  const sw = await harness.worker();
  const signedIn = await signIn(harness);
  let page: Page | undefined;
  let offeredAt = 0;
  try {
    page = await extensionPage(harness);
    for (const deadline = Date.now() + DONE_WITHIN_MS; ; ) {
      if (Date.now() > deadline) throw new Error('the new device did not finish its first sync in 5 minutes');
      const state = await sw.evaluate(deviceState);
      if (state?.offered && !state.shared) {
        offeredAt = Date.now();
        const answer = await sendMessage<Answer>(page, { type: 'sync.shareApplications', share: 'yes' });
        if (!answer?.ok) throw new Error(`sync.shareApplications: ${answer?.error?.message}`);
      }
      const done =
        state?.shared &&
        state.starred >= STARS &&
        state.applications >= APPLICATIONS &&
        state.outbox === 0 &&
        !state.running &&
        state.lastSyncedAt > offeredAt;
      if (done) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await harness.close();
    throw error;
  } finally {
    await page?.close();
  }
  const probed = await sw.evaluate(() => {
    const probe = (globalThis as unknown as { __bench: BenchProbe }).__bench;
    return { tx: probe.tx, fetches: probe.fetches };
  });
  // The list's pull: the first GET of the saved list, and the reconcile transaction after its answer.
  const pull = probed.fetches.find((f) => f.method === 'GET' && /\/api\/me\/saved(\?|$)/.test(f.url));
  const reconcile = probed.tx
    .filter((t) => pull && t.end > pull.end && t.stores.includes('saved') && t.stores.includes('deadLetters'))
    .sort((a, b) => a.end - b.end)[0];
  if (!reconcile) throw new Error('no reconcile transaction on the new device');
  const last = Math.max(...probed.tx.map((t) => t.end));
  const since = (t: number) => (t - signedIn).toFixed(0);
  const listParts = [
    ...probed.fetches
      .filter((f) => f.start < reconcile.end)
      .map((f) => ({ at: f.start, text: `${f.method} ${new URL(f.url).pathname} ${since(f.start)}→${since(f.end)}` })),
    ...probed.tx
      .filter((t) => t.end <= reconcile.end)
      .map((t) => ({ at: t.start, text: `tx [${t.stores.join('+')}] ${since(t.start)}→${since(t.end)}` })),
  ]
    .sort((a, b) => a.at - b.at)
    .map((part) => part.text)
    .join(', ');
  const posts = probed.fetches.filter((f) => f.method === 'POST');
  const byStores = new Map<string, { ms: number; count: number }>();
  for (const t of probed.tx) {
    const key = t.stores.join('+');
    const held = byStores.get(key) ?? { ms: 0, count: 0 };
    byStores.set(key, { ms: held.ms + t.end - t.start, count: held.count + 1 });
  }
  const spent = [...byStores]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, 4)
    .map(([stores, { ms, count }]) => `${count}× [${stores}] ${(ms / 1000).toFixed(1)} s`)
    .join('; ');
  return {
    sample: {
      list: reconcile.end - signedIn,
      all: last - signedIn,
      offeredAfter: offeredAt - signedIn,
      gets: probed.fetches.filter((f) => f.method === 'GET' && f.url.startsWith(ctx.server.url)),
      posts: { count: posts.length, ms: posts.reduce((sum, f) => sum + (f.end - f.start), 0) },
      spent,
      listParts,
    },
    sw,
    harness,
  };
}

/** The device's GETs again, one after another, with the bare fetch: ms until the list's GET and in all. */
async function floorOf(sw: Worker, gets: { url: string }[], token: string): Promise<{ list: number; all: number }> {
  return sw.evaluate(
    async ({ urls, token }) => {
      const probe = (globalThis as unknown as { __bench: BenchProbe }).__bench;
      const start = performance.now();
      let list = 0;
      for (const url of urls) {
        const response = await probe.origFetch(url, { headers: { authorization: `Bearer ${token}` } });
        if (!response.ok) throw new Error(`floor GET ${url} answered ${response.status}`);
        await response.arrayBuffer();
        if (!list && /\/api\/me\/saved(\?|$)/.test(url)) list = performance.now() - start;
      }
      return { list, all: performance.now() - start };
    },
    { urls: gets.map((g) => g.url), token },
  );
}

export async function firstSync(ctx: BenchContext): Promise<void> {
  const { server, log } = ctx;
  const token = await server.token(EMAIL);
  await seedAccount(ctx, token);
  const samples: Sample[] = [];
  const floors: { list: number; all: number }[] = [];
  const rounds = Math.max(1, Math.min(ctx.samples, 3));
  for (let i = 0; i < rounds; i++) {
    log(`first sync: new device ${i + 1}/${rounds} …`);
    const { sample, sw, harness } = await newDevice(ctx);
    try {
      samples.push(sample);
      // One replay to warm the same server paths, then the floor, on the same device.
      await floorOf(sw, sample.gets, token);
      floors.push(await floorOf(sw, sample.gets, token));
    } finally {
      await harness.close();
    }
  }
  const list = summarize(samples.map((s) => s.list));
  const all = summarize(samples.map((s) => s.all));
  const listFloor = summarize(floors.map((f) => f.list));
  const allFloor = summarize(floors.map((f) => f.all));
  const median = (values: number[]) => summarize(values).median.toFixed(0);
  const s0 = samples[0]!;
  ctx.put({
    name: 'first_sync_2000_apps_list',
    unit: 'ms',
    median: list.median,
    p95: list.p95,
    floor_median: listFloor.median,
    floor_p95: listFloor.p95,
    ratio: list.median / listFloor.median,
    goal: '≤ 2000 ms',
    pass: list.median <= 2000,
    samples: list.n,
    note:
      'Sign in clicked → first reconcile committed; floor = the GETs up to /api/me/saved, bare and sequential; ' +
      `the first device, ms from the click: ${s0.listParts}`,
  });
  ctx.put({
    name: 'first_sync_2000_apps',
    unit: 'ms',
    median: all.median,
    p95: all.p95,
    floor_median: allFloor.median,
    floor_p95: allFloor.p95,
    ratio: all.median / allFloor.median,
    goal: '≤ 10000 ms',
    pass: all.median <= 10_000,
    samples: all.n,
    note:
      `${STARS} stars + ${APPLICATIONS} applications; the yes sent ${median(samples.map((s) => s.offeredAfter))} ms after sign-in ` +
      `(once the first sync discovered the extension); ${s0.gets.length} GETs replayed for the floor; ` +
      `records sent (the yes queues only what the service has not seen): ${median(samples.map((s) => s.posts.count))} POSTs, ` +
      `${median(samples.map((s) => s.posts.ms))} ms of requests in all; read-write transactions (first device): ${s0.spent}`,
  });
}
