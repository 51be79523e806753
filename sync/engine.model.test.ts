/**
 * The sync model test (DESIGN §8): fast-check drives random histories on three simulated browsers against
 * the REAL reference server (in-process, with its fault switch): two browsers of account A, one of account
 * B. Commands: star, unstar, edit profile, create alert, offline/online, restart (drop all in-memory state,
 * reopen the database), restart in the middle of a sync, server 5xx / timeouts / dropped connections, an
 * expired token, switching account, starring while signed out (adopted at the next sign-in).
 *
 * The model: PUT/DELETE/PUT-profile are state-based, so the server ends with whatever was delivered last
 * per key. A browser's intent is "delivered" when its outbox row is gone after a sync. The model applies
 * each delivery in order; after the run settles (faults cleared, everyone online, every account's queue
 * drained, two pull rounds) the server, every browser and the model must agree: the same stars, the
 * server's normalised profile, each alert exactly once, nothing left in any outbox, no row in the wrong
 * account.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FilterQuery, PROFILE_DEFAULTS, type Profile, type ProfileInput } from '../api/contract/index';
import { normaliseProfile } from '../server/store/profiles';
import { createAlert } from '../storage/alerts';
import { alertKey, PROFILE_KEY, savedKey } from '../storage/outbox';
import { saveProfile } from '../storage/profile';
import { star, unstar } from '../storage/stars';
import { ModelClient } from './testing/model-client';
import { useModelServer } from './testing/model-server';

const RUNS = process.env.SOAK ? 2_000 : 200;
/** Generous, so a loaded machine is not mistaken for a timeout fault; a timeout fault holds the answer longer. */
const CLIENT_TIMEOUT_MS = 1_000;

/**
 * Whole profiles, as every form saves them: a partial local copy is filled from the browser's server copy before
 * its PUT (push.test.ts), which depends on what that browser last heard, not on the order of deliveries.
 */
const PROFILES: ProfileInput[] = (
  [
    { skills: ['TypeScript', 'golang'], country: ['IL'], cadence: 'weekly', digest_day: 2 },
    { skills: ['Python', 'NotASkill'], digest_tz: 'Mars/Olympus' },
    {},
    {
      seniority: 'senior',
      workplace: ['remote', 'hybrid'],
      israel_only: true,
      digest_time: '18:30',
      digest_tz: 'Europe/Berlin',
    },
  ] satisfies ProfileInput[]
).map((profile) => ({ ...(PROFILE_DEFAULTS as ProfileInput), ...profile }));
const FILTERS: FilterQuery[] = [{ country: 'IL' }, { skills: 'Go', seniority: 'senior' }, {}, { workplace: 'remote' }];
const FAULT_PATHS = ['/api/me/saved', '/api/me/profile', '/api/me/alerts', '/api/me'];

type Intent =
  | { kind: 'star'; jobId: string }
  /** `at`: the click; a star the service dated later than it undoes it (the unstar is dropped, sync/stale-unstars.ts). */
  | { kind: 'unstar'; jobId: string; at: number }
  | { kind: 'profile'; profile: ProfileInput }
  | { kind: 'alert'; id: string };

/** `during`: the act happens while a sync of the same browser is in flight, `ticks` event-loop turns after it began. */
interface Timing {
  during: boolean;
  ticks: number;
}

type Command =
  | ({ t: 'star' | 'unstar'; c: number; j: number } & Timing)
  | { t: 'signedOutStar'; c: number; j: number }
  | ({ t: 'profile'; c: number; p: number } & Timing)
  | ({ t: 'alert'; c: number; f: number } & Timing)
  | { t: 'offline' | 'online' | 'restart' | 'expire' | 'switch' | 'sync'; c: number }
  | { t: 'crash'; c: number; ms: number }
  | { t: 'fault'; kind: '5xx' | 'timeout' | 'drop'; path: number; count: number };

const client = fc.integer({ min: 0, max: 2 });
const job = fc.integer({ min: 0, max: 4 });
const during = fc.boolean();
const ticks = fc.integer({ min: 0, max: 150 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('star' as const), c: client, j: job, during, ticks }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('unstar' as const), c: client, j: job, during, ticks }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('profile' as const),
      c: client,
      p: fc.integer({ min: 0, max: 3 }),
      during,
      ticks,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('alert' as const),
      c: client,
      f: fc.integer({ min: 0, max: 3 }),
      during,
      ticks,
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('signedOutStar' as const), c: client, j: job }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constantFrom(
        'offline' as const,
        'online' as const,
        'restart' as const,
        'expire' as const,
        'switch' as const,
        'sync' as const,
      ),
      c: client,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('crash' as const), c: client, ms: fc.integer({ min: 0, max: 15 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('fault' as const),
      kind: fc.oneof(
        { weight: 6, arbitrary: fc.constant('5xx' as const) },
        { weight: 3, arbitrary: fc.constant('drop' as const) },
        { weight: 1, arbitrary: fc.constant('timeout' as const) },
      ),
      path: fc.integer({ min: 0, max: FAULT_PATHS.length - 1 }),
      count: fc.integer({ min: 1, max: 2 }),
    }),
  },
);

const modelServer = useModelServer({ name: 'jobstar-model-', catalog: 200, listed: 4, unknown: 'model:unknown:1' });
const { faults } = modelServer;
let run = 0;

async function serverState(email: string) {
  const token = await modelServer.server.mintIdToken(email);
  const get = async (path: string) =>
    (await fetch(`${modelServer.server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
  const saved = (await get('/me/saved')) as { saved: { job_id: string }[] };
  const profile = (await get('/me/profile')) as { profile: Profile };
  const alerts = (await get('/me/alerts')) as { alerts: { alert_id: string }[] };
  return {
    stars: saved.saved.map((entry) => entry.job_id).sort(),
    profile: profile.profile,
    alertIds: alerts.alerts.map((a) => a.alert_id),
  };
}

/** The service's `saved_at` per job, as the stale-unstar rule reads it. */
async function serverSavedAt(email: string): Promise<Map<string, string>> {
  const token = await modelServer.server.mintIdToken(email);
  const answer = await fetch(`${modelServer.server.url}/api/me/saved`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { saved } = (await answer.json()) as { saved: { job_id: string; saved_at: string }[] };
  return new Map(saved.map((entry) => [entry.job_id, entry.saved_at]));
}

async function runHistory(commands: Command[]): Promise<void> {
  run += 1;
  await faults('DELETE');
  const emails = [`a${run}@model.test`, `b${run}@model.test`];
  const model = new Map(
    emails.map((email) => [
      email,
      { stars: new Set<string>(), profile: normaliseProfile({}) as Profile, alerts: new Set<string>() },
    ]),
  );
  const clients = [0, 1, 2].map(() => new ModelClient(modelServer.server, CLIENT_TIMEOUT_MS));
  const visited = clients.map(() => new Set<string>());
  // pending[client][email]: intents waiting in that browser's outbox for that account
  const pending = clients.map(() => new Map(emails.map((email) => [email, new Map<string, Intent>()])));

  const deliver = (email: string, intent: Intent) => {
    const account = model.get(email)!;
    switch (intent.kind) {
      case 'star':
        account.stars.add(intent.jobId);
        break;
      case 'unstar':
        account.stars.delete(intent.jobId);
        break;
      case 'profile':
        account.profile = normaliseProfile(intent.profile);
        break;
      case 'alert':
        account.alerts.add(intent.id);
        break;
    }
  };

  const observe = async (c: number) => {
    const email = clients[c]!.email!;
    const db = await clients[c]!.db();
    const queued = new Set((await db.outbox.toArray()).map((row) => row.key));
    const mine = pending[c]!.get(email)!;
    const left = [...mine].filter(([key]) => !queued.has(key));
    const savedAt = left.some(([, intent]) => intent.kind === 'unstar') ? await serverSavedAt(email) : new Map();
    for (const [key, intent] of left) {
      const later = intent.kind === 'unstar' && Date.parse(savedAt.get(intent.jobId) ?? '') > intent.at;
      if (!later) deliver(email, intent);
      mine.delete(key);
    }
    expect(await db.deadLetters.count()).toBe(0);
    // Rule 4: what waits in the outbox is what the browser shows, whatever a pull brought meanwhile.
    for (const intent of mine.values()) {
      if (intent.kind === 'profile') {
        expect(await db.profile.get('me')).toMatchObject({ local: intent.profile, dirty: 1 });
      } else if (intent.kind === 'alert') {
        expect((await db.alerts.get(intent.id))?.status).toBe('pending');
      } else {
        expect((await db.saved.get(intent.jobId))?.starred ?? 0).toBe(intent.kind === 'star' ? 1 : 0);
      }
    }
  };

  const turns = (count: number) =>
    Array.from({ length: count }).reduce<Promise<void>>(
      (chain) => chain.then(() => new Promise((resolve) => setImmediate(resolve))),
      Promise.resolve(),
    );

  /** Runs the act alone, or while a sync of the same browser is in flight. */
  const act = async (c: number, timing: Timing, work: () => Promise<void>) => {
    if (!timing.during) return work();
    const running = clients[c]!.engine.sync({ force: true });
    await turns(timing.ticks);
    await work();
    await running;
    await observe(c);
  };

  const sync = async (c: number, mustSucceed = false) => {
    let outcome = await clients[c]!.engine.sync({ force: true });
    // A loaded machine can be slower than the client's timeout; a browser would simply try again.
    for (let retry = 0; mustSucceed && outcome.state === 'retrying' && retry < 5; retry++) {
      if ((await (await clients[c]!.db()).syncState.get('sync'))?.lastError?.kind !== 'timeout') break;
      outcome = await clients[c]!.engine.sync({ force: true });
    }
    await observe(c);
    if (mustSucceed) {
      expect(outcome.state === 'synced' ? 'synced' : JSON.stringify(outcome)).toBe('synced');
      expect(await (await clients[c]!.db()).outbox.count()).toBe(0);
    }
  };

  const signIn = async (c: number, email: string) => {
    await clients[c]!.signIn(email);
    visited[c]!.add(email);
  };

  for (const [c, email] of [emails[0], emails[0], emails[1]].entries()) {
    await signIn(c, email!);
    await sync(c, true);
  }

  for (const cmd of commands) {
    if (cmd.t === 'fault') {
      const spec =
        cmd.kind === '5xx'
          ? { status: 503, retryAfter: 1 }
          : cmd.kind === 'drop'
            ? { drop: true }
            : { delayMs: CLIENT_TIMEOUT_MS + 300, status: 503 };
      await faults('POST', { path: FAULT_PATHS[cmd.path], count: cmd.count, ...spec });
      continue;
    }
    const me = clients[cmd.c]!;
    const email = me.email!;
    const mine = pending[cmd.c]!.get(email)!;
    const db = await me.db();
    switch (cmd.t) {
      case 'star':
      case 'unstar': {
        const jobId = modelServer.jobIds[cmd.j]!;
        await act(cmd.c, cmd, async () => {
          const shown = (await db.saved.get(jobId))?.starred;
          if (cmd.t === 'star' && shown !== 1) mine.set(savedKey(jobId), { kind: 'star', jobId });
          const at = Date.now();
          if (cmd.t === 'unstar' && shown !== 0) mine.set(savedKey(jobId), { kind: 'unstar', jobId, at });
          await (cmd.t === 'star'
            ? star(db, { jobId, title: `Job ${cmd.j}`, site: 'service' })
            : unstar(db, jobId, new Date(at)));
        });
        break;
      }
      case 'signedOutStar': {
        const jobId = modelServer.jobIds[cmd.j]!;
        const accountDb = await me.dbOf(email);
        await me.signOut();
        await star(await me.db(), { jobId, title: `Signed out ${cmd.j}`, site: 'service' });
        if ((await accountDb.saved.get(jobId))?.starred !== 1) mine.set(savedKey(jobId), { kind: 'star', jobId });
        await signIn(cmd.c, email);
        break;
      }
      case 'profile':
        await act(cmd.c, cmd, async () => {
          mine.set(PROFILE_KEY, { kind: 'profile', profile: PROFILES[cmd.p]! });
          await saveProfile(db, PROFILES[cmd.p]!);
        });
        break;
      case 'alert': {
        const id = crypto.randomUUID();
        await act(cmd.c, cmd, async () => {
          mine.set(alertKey(id), { kind: 'alert', id });
          await createAlert(db, FILTERS[cmd.f]!, { id });
        });
        break;
      }
      case 'offline':
        me.online = false;
        break;
      case 'online':
        me.online = true;
        break;
      case 'restart':
        me.restart();
        await me.engine.start();
        break;
      case 'crash': {
        const running = me.engine.sync({ force: true });
        await new Promise((resolve) => setTimeout(resolve, cmd.ms));
        me.store.close();
        await running.catch(() => undefined);
        me.boot();
        await me.engine.start();
        break;
      }
      case 'expire':
        me.expireNext = true;
        break;
      case 'switch':
        await signIn(cmd.c, email === emails[0] ? emails[1]! : emails[0]!);
        break;
      case 'sync':
        break;
    }
    await sync(cmd.c);
  }

  // Settle: no faults, everyone online, every account's queue in every browser drained, two pull rounds.
  await faults('DELETE');
  const final = clients.map((item) => item.email!);
  for (const [c, me] of clients.entries()) {
    me.online = true;
    me.expireNext = false;
    for (const email of visited[c]!) {
      if (me.email !== email) await signIn(c, email);
      await sync(c, true);
    }
    if (me.email !== final[c]) await signIn(c, final[c]!);
  }
  for (let round = 0; round < 2; round++) for (const c of clients.keys()) await sync(c, true);

  for (const email of emails) {
    const expected = model.get(email)!;
    const actual = await serverState(email);
    expect(actual.stars).toEqual([...expected.stars].sort());
    expect(actual.profile).toEqual(expected.profile);
    expect(new Set(actual.alertIds).size).toBe(actual.alertIds.length);
    expect(actual.alertIds).toHaveLength(expected.alerts.size);
    const localAlertIds = new Set<string>();
    for (const [c, me] of clients.entries()) {
      if (!visited[c]!.has(email)) continue;
      expect(pending[c]!.get(email)!.size).toBe(0);
      const db = await me.dbOf(email);
      expect(await db.outbox.count()).toBe(0);
      for (const alert of await db.alerts.toArray()) {
        expect(alert.status).toBe('confirmed');
        expect(actual.alertIds).toContain(alert.alertId);
        localAlertIds.add(alert.alertId!);
      }
      if (me.email !== email) continue;
      const starred = (await db.saved.toArray()).filter((row) => row.starred === 1).map((row) => row.jobId);
      expect(starred.sort()).toEqual(actual.stars);
      const profile = await db.profile.get('me');
      expect(profile?.dirty).toBe(0);
      expect({ ...PROFILE_DEFAULTS, ...profile?.local }).toEqual(actual.profile);
    }
    expect([...localAlertIds].sort()).toEqual([...actual.alertIds].sort());
  }
  for (const me of clients) me.store.close();
}

describe('sync model', () => {
  it(`converges with the server and the model over ${RUNS} random histories`, async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { maxLength: 8 }), runHistory), {
      numRuns: RUNS,
      endOnFailure: !process.env.SOAK,
    });
  }, 3_600_000);
});
