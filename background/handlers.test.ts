import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { AuthService } from '../auth/service.types';
import { IMPORT_CHANNEL } from '../messaging/import-channel';
import { createPageScope } from '../messaging/page-scope';
import { createRouter } from '../messaging/router';
import type { Settings } from '../model/settings';
import { linkedJobId } from '../sites/registry';
import { dbNameFor } from '../storage/db';
import { star } from '../storage/stars';
import { freshStore } from '../storage/testing/db-fixture';
import type { SyncEngine, SyncOptions } from '../sync';
import { createCommands } from './commands/index';
import { createPostingCommands } from './commands/postings';
import { createSeenBefore } from './commands/seen-before';
import { createStarCommands } from './commands/star';
import { createHandlers } from './handlers';
import { createSiteGrants } from './site-grants/index';
import type { StarUi } from './star-ui/types';

const alice = { issuer: 'http://idp/oidc', subject: 'alice', email: 'alice@example.com', name: 'Alice' };
const ref = { jobId: 'greenhouse:acme:1', title: 'Engineer', site: 'greenhouse' };
const EXTENSION = 'chrome-extension://abc/';
const fromPage = { id: 'abc', url: `${EXTENSION}popup.html` };
const fromTab = { id: 'abc', url: 'https://boards.greenhouse.io/acme/jobs/1', tab: { id: 7 } as never };

function setup() {
  const store = freshStore();
  const requests: SyncOptions[] = [];
  const events: unknown[] = [];
  const sync: SyncEngine = {
    sync: async (options = {}) => {
      requests.push({ ...options, force: options.force ?? false });
      return { state: 'synced', pushed: 0, deadLettered: 0, changes: [] };
    },
    request: async (options = {}) => {
      requests.push({ force: options.force ?? false });
    },
    start: async () => undefined,
  };
  const starUi: StarUi = {
    jobInTab: async (tabId) => (tabId === 7 ? ref : null),
    notePageJob: async (tabId, job) => {
      events.push(['notePageJob', tabId, job?.jobId ?? null]);
    },
    onStarsChanged: async (changes) => {
      for (const { jobId, starred } of changes) events.push(['onStarChanged', jobId, starred]);
    },
    onSettingsChanged: async (settings) => {
      events.push(['onSettingsChanged', settings.apiBaseUrl]);
    },
  };
  let signedOut = 0;
  const auth: AuthService = {
    account: async () => alice,
    tokens: { token: async () => null, refresh: async () => null },
    signIn: async () => alice,
    signOut: async () => {
      signedOut += 1;
    },
    onSessionLost: () => undefined,
  };
  const saved: Settings[] = [];
  const scope = createPageScope();
  const star = createStarCommands({
    db: () => store.currentDb(),
    requestSync: () => sync.request(),
    serviceOrigin: async () => 'http://127.0.0.1:8787',
    starChanged: (jobId, starred) => starUi.onStarsChanged([{ jobId, starred }]),
  });
  const logged: unknown[][] = [];
  const commands = createCommands({
    store,
    auth,
    requestSync: (options) => void sync.request(options),
    saveSettings: async (settings) => {
      saved.push(settings);
      return settings;
    },
    settingsChanged: (settings) => starUi.onSettingsChanged(settings),
    applicationChanged: async (jobIds) => {
      events.push(['applicationChanged', ...jobIds]);
    },
  });
  const seen = createSeenBefore(linkedJobId);
  const postingEvents: unknown[] = [];
  const postings = createPostingCommands({
    db: () => store.currentDb(),
    read: async (frame, siteId) => {
      postingEvents.push(['readPosting', frame, siteId]);
      return { nodes: ['Weld.'], cut: false };
    },
    jobAt: async (url) => (url === fromTab.url ? ref.jobId : null),
    saysGone: async (frame) => {
      postingEvents.push(['saysGone', frame]);
      return true;
    },
    now: () => new Date('2026-03-01T00:00:00.000Z'),
  });
  const handlers = createHandlers({
    star,
    commands,
    sync,
    starUi,
    pages: { pageOf: async () => ({ ref: null, starred: false, miss: null }), clearDiagnostics: async () => undefined },
    sites: createSiteGrants({ meta: store.meta, servedOtherwise: async () => false }),
    seenBefore: async (ref) => seen.seenBefore(await store.currentDb(), ref),
    postings,
  });
  const route = createRouter(handlers, {
    extensionId: 'abc',
    extensionOrigin: EXTENSION,
    scope,
    serviceUrl: async () => 'http://127.0.0.1:8787',
    log: (...details) => logged.push(details),
  });
  return { store, requests, events, postingEvents, route, saved, logged, signedOut: () => signedOut };
}

/** Posts on the import channel as the options page's import worker does (ui/options/import-reading.ts). */
function onChannel(message: unknown): void {
  const channel = new BroadcastChannel(IMPORT_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** As the options page sends a file (ui/options/import-pieces.ts): the start, its lists in pieces, then the commit. */
async function importInPieces(
  route: ReturnType<typeof setup>['route'],
  { saved, applications = [], ...head }: { saved: unknown[]; applications?: unknown[] } & Record<string, unknown>,
) {
  const id = crypto.randomUUID();
  await route({ type: 'data.importStart', id }, fromPage);
  onChannel({ id, piece: { list: 'saved', start: 0, json: JSON.stringify(saved) } });
  if (applications.length)
    onChannel({ id, piece: { list: 'applications', start: 0, json: JSON.stringify(applications) } });
  const counts = { saved: saved.length, applications: applications.length };
  return route({ type: 'data.importCommit', id, head, counts }, fromPage);
}

describe('background handlers', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('a star from a page keeps its posting from that frame after answering; a page without its job may date it gone', async () => {
    const { store, route, postingEvents: events } = setup();
    await route({ type: 'page.found', jobIds: [ref.jobId] }, fromTab);
    await route({ type: 'star.set', ref, starred: true }, fromTab);
    await vi.waitFor(() => expect(events).toContainEqual(['readPosting', { tabId: 7, frameId: 0 }, ref.site]));
    const db = await store.currentDb();
    await vi.waitFor(async () => expect((await db.postings.get(ref.jobId))?.nodes).toEqual(['Weld.']));
    await route({ type: 'page.job', ref: null }, fromTab);
    await vi.waitFor(async () => expect((await db.saved.get(ref.jobId))?.takenDownAt).toBe('2026-03-01T00:00:00.000Z'));
    expect(events).toContainEqual(['saysGone', { tabId: 7, frameId: 0 }]);
  });

  it('a star from an extension page reads no tab', async () => {
    const { route, postingEvents: events } = setup();
    await route({ type: 'star.set', ref, starred: true }, fromPage);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events.filter((event) => (event as string[])[0] === 'readPosting')).toEqual([]);
  });

  it('star.set writes locally, tells the star UI, and asks for a sync without waiting for it', async () => {
    const { store, route, events, requests } = setup();
    await route({ type: 'page.found', jobIds: [ref.jobId, 'greenhouse:acme:2'] }, fromTab);
    expect(await route({ type: 'star.set', ref, starred: true }, fromTab)).toEqual({
      ok: true,
      data: { starred: true, stage: { stage: 'saved', movedAt: expect.any(String) } },
    });
    expect(await (await store.currentDb()).outbox.count()).toBe(1);
    expect(events).toEqual([['onStarChanged', ref.jobId, true]]);
    expect(requests).toEqual([{ force: false }]);
    expect(await route({ type: 'star.state', jobIds: [ref.jobId, 'greenhouse:acme:2'] }, fromTab)).toEqual({
      ok: true,
      data: {
        starred: { [ref.jobId]: true, 'greenhouse:acme:2': false },
        stages: { [ref.jobId]: { stage: 'saved', movedAt: expect.any(String) } },
      },
    });
  });

  it('page.job reports the sender tab, never a tab named in the message', async () => {
    const { route, events } = setup();
    await route({ type: 'page.job', ref, tabId: 99 }, fromTab);
    expect(events).toEqual([['notePageJob', 7, ref.jobId]]);
    expect(await route({ type: 'page.job', ref }, fromPage)).toMatchObject({ ok: false });
  });

  it('tab.job answers the job and its starred state', async () => {
    const { store, route } = setup();
    await star(await store.currentDb(), ref);
    expect(await route({ type: 'tab.job', tabId: 7 }, fromPage)).toEqual({ ok: true, data: { ref, starred: true } });
    expect(await route({ type: 'tab.job', tabId: 8 }, fromPage)).toEqual({
      ok: true,
      data: { ref: null, starred: false },
    });
  });

  it('auth.signIn adopts what was done signed out, makes the account current and syncs', async () => {
    const { store, route, requests } = setup();
    await star(await store.currentDb(), ref);
    expect(await route({ type: 'auth.signIn' }, fromPage)).toEqual({
      ok: true,
      data: { email: alice.email, name: alice.name },
    });
    expect(await store.currentAccount()).toEqual(alice);
    expect((await (await store.currentDb()).saved.toArray()).map((row) => row.jobId)).toEqual([ref.jobId]);
    expect(requests).toContainEqual({ force: true });
  });

  it('auth.signOut keeps or removes the account data as asked', async () => {
    const { store, route, signedOut } = setup();
    await route({ type: 'auth.signIn' }, fromPage);
    await star(await store.currentDb(), ref);
    await route({ type: 'auth.signOut', removeData: false }, fromPage);
    expect(await store.currentAccount()).toBeNull();
    expect(await store.open(dbNameFor(alice)).saved.count()).toBe(1);
    await route({ type: 'auth.signIn' }, fromPage);
    await route({ type: 'auth.signOut', removeData: true }, fromPage);
    expect(await store.open(dbNameFor(alice)).saved.count()).toBe(0);
    expect(signedOut()).toBe(2);
  });

  it('profile.patch refuses an invalid profile with field errors and stores nothing', async () => {
    const { store, route } = setup();
    const answer = await route({ type: 'profile.patch', profile: { digest_day: 9 } }, fromPage);
    expect(answer).toMatchObject({ ok: false, error: { fieldErrors: [{ path: 'profile.digest_day' }] } });
    expect(await (await store.currentDb()).profile.count()).toBe(0);
  });

  it('alert.create answers the local id; settings.save stores and tells the star UI', async () => {
    const { route, events, saved } = setup();
    const answer = (await route({ type: 'alert.create', filter: { country: 'IL' } }, fromPage)) as {
      data: { id: string };
    };
    expect(answer.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const settings = {
      apiBaseUrl: 'https://jobs.example.com',
      oidcIssuer: 'https://id.example.com',
      oidcClientId: 'x',
    };
    expect(await route({ type: 'settings.save', settings }, fromPage)).toEqual({ ok: true, data: null });
    expect(saved).toEqual([settings]);
    expect(events).toContainEqual(['onSettingsChanged', 'https://jobs.example.com']);
  });

  it('refuses page-only messages from a content script', async () => {
    const { route } = setup();
    for (const message of [
      { type: 'auth.signOut', removeData: true },
      { type: 'data.deleteLocal' },
      { type: 'sync.now' },
    ]) {
      expect(await route(message, fromTab)).toMatchObject({ ok: false });
    }
  });

  it('application messages: from extension pages only; a move is answered, announced, and refused by kind', async () => {
    const { store, route, events } = setup();
    await star(await store.currentDb(), ref);
    const move = { type: 'application.setStage', jobId: ref.jobId, stage: 'applied' };
    expect(await route(move, fromTab)).toMatchObject({ ok: false, error: { kind: 'router.notAllowed' } });
    expect(await route(move, fromPage)).toMatchObject({ ok: true, data: { stage: 'applied' } });
    expect(events).toContainEqual(['applicationChanged', ref.jobId]);
    expect(await route({ ...move, jobId: 'not-starred' }, fromPage)).toMatchObject({
      ok: false,
      error: { kind: 'application.notStarred' },
    });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(await route({ ...move, stage: 'offer', at: future }, fromPage)).toMatchObject({
      ok: false,
      error: { kind: 'application.futureMove' },
    });
    expect(await route({ type: 'star.state', jobIds: [ref.jobId] }, fromPage)).toMatchObject({
      data: { stages: { [ref.jobId]: { stage: 'applied' } } },
    });
  });

  it('application.redate: from extension pages only; answered with the stage, refused by kind', async () => {
    const { store, route, events } = setup();
    await star(await store.currentDb(), ref);
    const applied = await route({ type: 'application.setStage', jobId: ref.jobId, stage: 'applied' }, fromPage);
    const movedAt = (applied as { data: { movedAt: string } }).data.movedAt;
    const redate = { type: 'application.redate', jobId: ref.jobId, index: 1, at: movedAt };
    expect(await route(redate, fromTab)).toMatchObject({ ok: false, error: { kind: 'router.notAllowed' } });
    expect(await route(redate, fromPage)).toEqual({ ok: true, data: { stage: 'applied', movedAt } });
    expect(events).toContainEqual(['applicationChanged', ref.jobId]);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(await route({ ...redate, at: future }, fromPage)).toMatchObject({
      ok: false,
      error: { kind: 'application.futureMove' },
    });
    expect(await route({ ...redate, at: '2000-01-01T00:00:00Z' }, fromPage)).toMatchObject({
      ok: false,
      error: { kind: 'application.beforeStar' },
    });
    expect(await route({ ...redate, index: 0 }, fromPage)).toMatchObject({ ok: false });
  });

  it('a file sent in pieces is merged at its commit, and data.deleteLocal empties the current database', async () => {
    const { store, route } = setup();
    const file = {
      format: 'jobstar-export',
      version: 1,
      exportedAt: '2026-01-01T00:00:00Z',
      saved: [{ ref, savedAt: '2026-01-01T00:00:00Z' }],
      // The previous version's multi-valued seniority passes the message check with its first value.
      alerts: [{ filter: { country: 'IL', seniority: 'senior,staff' } }],
      profile: { skills: ['Go'] },
    };
    expect(await importInPieces(route, file)).toEqual({
      ok: true,
      data: { saved: 1, alerts: 1, profile: true, applications: 0 },
    });
    const imported = await store.currentDb();
    expect((await imported.alerts.toArray()).map((alert) => alert.filter)).toEqual([
      { country: 'IL', seniority: 'senior' },
    ]);
    await route({ type: 'data.deleteLocal' }, fromPage);
    const db = await store.currentDb();
    expect([await db.saved.count(), await db.alerts.count(), await db.outbox.count()]).toEqual([0, 0, 0]);
  });

  it('a commit the import rules refuse answers with its rule and row, and writes nothing', async () => {
    const { store, route } = setup();
    const savedAt = '2026-01-01T00:00:00.000Z';
    const ahead = '2031-01-01T00:00:00.000Z';
    const application = {
      jobId: ref.jobId,
      stage: 'offer',
      history: [
        { stage: 'saved', at: savedAt },
        { stage: 'offer', at: ahead },
      ],
      movedAt: ahead,
      linked: [],
      updatedAt: ahead,
    };
    const file = {
      format: 'jobstar-export',
      version: 1,
      exportedAt: savedAt,
      saved: [{ ref, savedAt }],
      alerts: [],
      profile: null,
      applications: [application],
    };
    expect(await importInPieces(route, file)).toMatchObject({
      ok: false,
      error: { kind: 'import.futureMove', params: { row: 1, job: ref.jobId } },
    });
    expect(await (await store.currentDb()).saved.count()).toBe(0);
  });

  it('a piece whose rows the file’s schema refuses fails the commit with each row’s place in the file', async () => {
    const { store, route } = setup();
    const id = crypto.randomUUID();
    const savedAt = '2026-01-01T00:00:00Z';
    const head = { format: 'jobstar-export', version: 1, exportedAt: savedAt, alerts: [], profile: null };
    const rows = [
      { ref, savedAt },
      { ref: { ...ref, jobId: '' }, savedAt: 'yesterday' },
    ];
    await route({ type: 'data.importStart', id }, fromPage);
    onChannel({ id, piece: { list: 'saved', start: 0, json: 'not json' } });
    onChannel({ id, piece: { list: 'saved', start: 1000, json: JSON.stringify(rows) } });
    const refused = await route(
      { type: 'data.importCommit', id, head, counts: { saved: 1002, applications: 0 } },
      fromPage,
    );
    expect(refused).toMatchObject({ ok: false, error: { kind: 'router.invalid', fieldErrors: [{ path: 'saved.0' }] } });
    const other = crypto.randomUUID();
    await route({ type: 'data.importStart', id: other }, fromPage);
    onChannel({ id: other, piece: { list: 'saved', start: 1000, json: JSON.stringify(rows) } });
    const paths = await route(
      { type: 'data.importCommit', id: other, head, counts: { saved: 2, applications: 0 } },
      fromPage,
    ).then((answer) => (answer.ok ? [] : (answer.error.fieldErrors ?? []).map((error) => error.path)));
    expect(paths).toContain('saved.1001.savedAt');
    expect(paths.some((path) => path.startsWith('saved.1001.ref'))).toBe(true);
    expect(await (await store.currentDb()).saved.count()).toBe(0);
  });

  it('pieces of an import no page started, or not shaped as pieces, are not kept', async () => {
    const { store, route } = setup();
    const id = crypto.randomUUID();
    const savedAt = '2026-01-01T00:00:00Z';
    const head = { format: 'jobstar-export', version: 1, exportedAt: savedAt, alerts: [], profile: null };
    const json = JSON.stringify([{ ref, savedAt }]);
    const started = crypto.randomUUID();
    await route({ type: 'data.importStart', id: started }, fromPage);
    onChannel({ id, piece: { list: 'saved', start: 0, json } });
    onChannel({ id: 'not-an-id', piece: { list: 'saved', start: 0, json } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      await route({ type: 'data.importCommit', id, head, counts: { saved: 1, applications: 0 } }, fromPage),
    ).toMatchObject({ ok: false });
    expect(await (await store.currentDb()).saved.count()).toBe(0);
    await route({ type: 'data.importDrop', id: started }, fromPage);
  });

  it('a content script may star and read only the jobs its page reported; the rest is refused and logged', async () => {
    const { store, route, logged } = setup();
    const forged = { ...ref, jobId: 'greenhouse:elsewhere:9' };
    expect(await route({ type: 'star.set', ref: forged, starred: true }, fromTab)).toMatchObject({
      ok: false,
      error: { kind: 'router.outOfScope' },
    });
    expect(await route({ type: 'star.state', jobIds: [forged.jobId] }, fromTab)).toMatchObject({ ok: false });
    expect(await (await store.currentDb()).saved.count()).toBe(0);
    expect(logged).toHaveLength(2);
    expect(await route({ type: 'page.found', jobIds: [forged.jobId] }, fromTab)).toEqual({
      ok: true,
      data: { starred: { [forged.jobId]: false }, stages: {} },
    });
    expect(await route({ type: 'star.set', ref: forged, starred: true }, fromTab)).toMatchObject({ ok: true });
  });

  it('the page’s own job counts as reported; another tab or frame has its own scope; pages are not scoped', async () => {
    const { route } = setup();
    await route({ type: 'page.job', ref }, fromTab);
    expect(await route({ type: 'star.set', ref, starred: true }, fromTab)).toMatchObject({ ok: true });
    const otherTab = { ...fromTab, tab: { id: 8 } as never };
    const otherFrame = { ...fromTab, frameId: 3 };
    expect(await route({ type: 'star.state', jobIds: [ref.jobId] }, otherTab)).toMatchObject({ ok: false });
    expect(await route({ type: 'star.state', jobIds: [ref.jobId] }, otherFrame)).toMatchObject({ ok: false });
    expect(await route({ type: 'star.state', jobIds: ['anything'] }, fromPage)).toMatchObject({ ok: true });
  });

  it('only a frame of the service’s exact origin may report one of its jobs (scheme, host and port)', async () => {
    const { store, route, events, logged } = setup();
    const job = { jobId: 'svc-42', site: 'service', title: 'Backend' };
    const frame = (url: string, id: number) => ({ id: 'abc', url, tab: { id } as never });
    for (const [url, id] of [
      ['http://127.0.0.1:9999/jobs/svc-42', 11],
      ['https://127.0.0.1:8787/jobs/svc-42', 12],
      ['http://localhost:8787/jobs/svc-42', 13],
    ] as const) {
      expect(await route({ type: 'page.job', ref: job }, frame(url, id))).toMatchObject({
        ok: false,
        error: { kind: 'router.outOfScope' },
      });
      expect(await route({ type: 'page.found', jobIds: [job.jobId] }, frame(url, id))).toMatchObject({
        ok: false,
        error: { kind: 'router.outOfScope' },
      });
      expect(await route({ type: 'star.set', ref: job, starred: true }, frame(url, id))).toMatchObject({
        ok: false,
        error: { kind: 'router.outOfScope' },
      });
    }
    expect(logged).toHaveLength(9);
    expect(events).toEqual([]);
    expect(await (await store.currentDb()).saved.count()).toBe(0);
    const service = frame('http://127.0.0.1:8787/jobs/svc-42', 14);
    expect(await route({ type: 'page.job', ref: job }, service)).toMatchObject({ ok: true });
    expect(await route({ type: 'star.set', ref: job, starred: true }, service)).toMatchObject({ ok: true });
  });

  it('a LinkedIn frame cannot report another site’s job to read or change its star', async () => {
    const { store, route, logged } = setup();
    await route({ type: 'star.set', ref, starred: true }, fromPage);
    const linkedin = { id: 'abc', url: 'https://www.linkedin.com/jobs/view/4012345678/', tab: { id: 9 } as never };
    expect(await route({ type: 'page.found', jobIds: [ref.jobId] }, linkedin)).toMatchObject({
      ok: false,
      error: { kind: 'router.outOfScope', detail: ref.jobId },
    });
    expect(await route({ type: 'page.job', ref }, linkedin)).toMatchObject({ error: { kind: 'router.outOfScope' } });
    expect(await route({ type: 'star.state', jobIds: [ref.jobId] }, linkedin)).toMatchObject({ ok: false });
    expect(await route({ type: 'star.set', ref, starred: false }, linkedin)).toMatchObject({ ok: false });
    expect((await (await store.currentDb()).saved.get(ref.jobId))?.starred).toBe(1);
    expect(logged.map(([why]) => why)).toEqual([
      'refused page.found for jobs its frame may not claim',
      'refused page.job for jobs its frame may not claim',
      'refused star.state for jobs its frame may not claim',
      'refused star.set for jobs its frame may not claim',
    ]);
  });

  it('a frame’s own job with a link off its site, or labelled as another site, is refused', async () => {
    const { store, route } = setup();
    const linkedin = { id: 'abc', url: 'https://il.linkedin.com/jobs/view/4012345678', tab: { id: 9 } as never };
    const own = { jobId: 'linkedin:4012345678', site: 'linkedin', title: 'Backend Engineer' };
    for (const forged of [
      { ...own, url: 'https://evil.example/apply' },
      { ...own, url: 'https://www.linkedin.com.evil.example/jobs/view/4012345678/' },
      { ...own, site: 'greenhouse' },
      { ...own, site: 'service' },
    ]) {
      expect(await route({ type: 'page.job', ref: forged }, linkedin), JSON.stringify(forged)).toMatchObject({
        ok: false,
        error: { kind: 'router.outOfScope' },
      });
      expect(await route({ type: 'star.set', ref: forged, starred: true }, linkedin)).toMatchObject({ ok: false });
    }
    expect(await (await store.currentDb()).saved.count()).toBe(0);
    const honest = { ...own, url: 'https://www.linkedin.com/jobs/view/4012345678/' };
    expect(await route({ type: 'page.job', ref: honest }, linkedin)).toMatchObject({ ok: true });
    expect(await route({ type: 'star.set', ref: honest, starred: true }, linkedin)).toMatchObject({ ok: true });
  });

  it('a granted site’s `web:<host>:` ids come only from that host', async () => {
    const { route } = setup();
    const evil = { jobId: 'web:evil.com:/jobs/1', site: 'jsonld', url: 'https://evil.com/jobs/1' };
    const careers = { id: 'abc', url: 'https://careers.example/jobs/1', tab: { id: 10 } as never };
    expect(await route({ type: 'page.job', ref: evil }, careers)).toMatchObject({
      error: { kind: 'router.outOfScope' },
    });
    expect(await route({ type: 'page.found', jobIds: [evil.jobId] }, careers)).toMatchObject({ ok: false });
    const own = { ...evil, jobId: 'web:careers.example:/jobs/1', url: 'https://careers.example/jobs/1' };
    expect(await route({ type: 'page.job', ref: { ...own, url: evil.url } }, careers)).toMatchObject({ ok: false });
    expect(await route({ type: 'page.job', ref: own }, careers)).toMatchObject({ ok: true });
    const atEvil = { id: 'abc', url: 'https://www.evil.com/jobs/1', tab: { id: 11 } as never };
    expect(await route({ type: 'page.job', ref: evil }, atEvil)).toMatchObject({ ok: true });
  });

  it('judges a frame by the origin the browser reports for it, not only by its address', async () => {
    const { route } = setup();
    const sandboxed = { ...fromTab, origin: 'null' };
    expect(await route({ type: 'page.found', jobIds: [ref.jobId] }, sandboxed)).toMatchObject({
      error: { kind: 'router.outOfScope' },
    });
    const same = { ...fromTab, origin: 'https://boards.greenhouse.io' };
    expect(await route({ type: 'page.found', jobIds: [ref.jobId] }, same)).toMatchObject({ ok: true });
  });

  it('a new document in the frame starts with an empty scope', async () => {
    const { route } = setup();
    await route({ type: 'page.found', jobIds: [ref.jobId] }, { ...fromTab, documentId: 'doc-1' });
    expect(await route({ type: 'star.state', jobIds: [ref.jobId] }, { ...fromTab, documentId: 'doc-1' })).toMatchObject(
      { ok: true },
    );
    expect(await route({ type: 'star.state', jobIds: [ref.jobId] }, { ...fromTab, documentId: 'doc-2' })).toMatchObject(
      { ok: false },
    );
  });
});
