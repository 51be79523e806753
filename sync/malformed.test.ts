/**
 * Every server answer goes through the contract before it touches storage: a malformed answer (wrong
 * types, missing arrays, HTML, truncated JSON, huge strings…) leaves every data table exactly as it was and
 * becomes a sync error with a retry time. An answer that is only odd (DESIGN §4 rule 12: a profile field
 * missing or of another type, an unknown workplace item, an odd saved entry, any alert body after a 201) syncs,
 * and loses nothing local. The real API client talks to a local HTTP stub here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import type { AccountDb } from '../storage/db';
import { freshDb } from '../storage/testing/db-fixture';
import { createSyncEngine } from './engine';

interface Answer {
  method: string;
  path: string;
  status: number;
  body: string;
  type?: string;
}

const NOW = Date.parse('2026-05-01T00:00:00Z');
const SAVED = [
  { job_id: 'a', saved_at: '2026-01-02T00:00:00.000Z' },
  { job_id: 'b', saved_at: '2026-01-01T00:00:00.000Z' },
];
const PROFILE = { skills: ['Go'], cadence: 'daily', digest_time: '09:00', digest_tz: 'Asia/Jerusalem', digest_day: 0 };
const PROFILE_ANSWER = {
  profile: PROFILE,
  options: { seniority: ['junior'] },
  skill_spec: { skills: [{ name: 'Go' }] },
};
const ALERT_ID = '0b7d7c1e-2f7e-4a1f-9d55-1c7a2a4b9e01';

let server: Server;
let baseUrl = '';
let malformed: Answer | undefined;

function valid(method: string, path: string): { status: number; body: string } {
  if (method === 'GET' && path === '/api/me/saved') return { status: 200, body: JSON.stringify({ saved: SAVED }) };
  if (method === 'GET' && path === '/api/me/profile') return { status: 200, body: JSON.stringify(PROFILE_ANSWER) };
  if (method === 'PUT' && path === '/api/me/profile')
    return { status: 200, body: JSON.stringify({ profile: PROFILE }) };
  if (method === 'POST' && path === '/api/me/alerts') {
    return {
      status: 201,
      body: JSON.stringify({ alert_id: ALERT_ID, filter: {}, active: true, created_at: '2026-05-01T00:00:00Z' }),
    };
  }
  return { status: 404, body: '{}' };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const answer =
      malformed && malformed.method === req.method && malformed.path === path
        ? malformed
        : valid(req.method ?? '', path);
    res.writeHead(answer.status, { 'content-type': (answer as Answer).type ?? 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Setup = 'pull' | 'profile' | 'alert';

async function seed(db: AccountDb, setup: Setup): Promise<void> {
  await db.saved.bulkPut(
    SAVED.map((entry) => ({
      jobId: entry.job_id,
      starred: 1 as const,
      synced: 1 as const,
      savedAt: entry.saved_at,
      hydratedAt: NOW,
    })),
  );
  await db.profile.put({
    id: 'me',
    local: PROFILE as never,
    server: PROFILE as never,
    dirty: setup === 'profile' ? 1 : 0,
    options: PROFILE_ANSWER.options,
    skillSpec: PROFILE_ANSWER.skill_spec,
    updatedAt: 1,
  });
  if (setup === 'profile') await db.outbox.add({ kind: 'profile', key: 'profile', createdAt: 1 });
  if (setup === 'alert') {
    await db.alerts.add({
      id: 'local-1',
      filter: { country: 'IL' },
      active: true,
      createdAt: '2026-04-01T00:00:00Z',
      lastNotifiedAt: null,
      status: 'pending',
    });
    await db.outbox.add({ kind: 'alert', alertLocalId: 'local-1', key: 'alert:local-1', createdAt: 1 });
  }
}

const snapshot = async (db: AccountDb) => ({
  saved: await db.saved.toArray(),
  alerts: await db.alerts.toArray(),
  profile: await db.profile.toArray(),
  outbox: await db.outbox.toArray(),
  deadLetters: await db.deadLetters.toArray(),
});

const huge = 'x'.repeat(2_000_000);
const json = (value: unknown) => JSON.stringify(value);
const savedCase = (body: string, type?: string): [Setup, Answer] => [
  'pull',
  { method: 'GET', path: '/api/me/saved', status: 200, body, type },
];
const profileCase = (body: string): [Setup, Answer] => [
  'pull',
  { method: 'GET', path: '/api/me/profile', status: 200, body },
];
const putCase = (body: string, type?: string): [Setup, Answer] => [
  'profile',
  { method: 'PUT', path: '/api/me/profile', status: 200, body, type },
];
const alertCase = (body: string): [Setup, Answer] => [
  'alert',
  { method: 'POST', path: '/api/me/alerts', status: 201, body },
];

const CASES: Record<string, [Setup, Answer]> = {
  'saved: HTML instead of JSON': savedCase('<!doctype html><html><body>Maintenance</body></html>', 'text/html'),
  'saved: truncated JSON': savedCase('{"saved":[{"job_id":"a","saved_at":"2026-'),
  'saved: empty body': savedCase(''),
  'saved: null': savedCase('null'),
  'saved: a bare array': savedCase(json(SAVED)),
  'saved: missing array': savedCase('{}'),
  'saved: array is null': savedCase(json({ saved: null })),
  'saved: array is a string': savedCase(json({ saved: 'a,b' })),
  'saved: array is an object': savedCase(json({ saved: { a: '2026-01-01T00:00:00Z' } })),
  'saved: a JSON string': savedCase(json('ok')),
  'saved: a JSON number': savedCase('42'),
  'profile: truncated JSON': profileCase('{"profile":{"skills":["Go"'),
  'profile: HTML': profileCase('<html>Maintenance</html>'),
  'profile: empty body': profileCase(''),
  'profile: null': profileCase('null'),
  'profile: a bare array': profileCase(json([PROFILE_ANSWER])),
  'put profile: HTML': putCase('<html>Bad gateway</html>', 'text/html'),
  'put profile: truncated JSON': putCase('{"profile":{"skills":["Go"'),
  'put profile: empty body': putCase(''),
  'put profile: null': putCase('null'),
  'put profile: a bare array': putCase(json([{ profile: PROFILE }])),
};

/** The list with its first entry's `saved_at` replaced: b as it was, a read with its time unknown. */
const oddTime = (savedAt: unknown) => savedCase(json({ saved: [{ job_id: 'a', saved_at: savedAt }, SAVED[1]] }));

const ODD: Record<string, [Setup, Answer]> = {
  // One odd entry never fails the list every sync reads: an unusable job_id is skipped (and, unknown, unstars
  // nothing), an unreadable saved_at keeps the local time.
  'saved: entries are numbers': savedCase(json({ saved: [1, 2] })),
  'saved: job_id is a number': savedCase(json({ saved: [{ job_id: 1, saved_at: '2026-01-01T00:00:00Z' }] })),
  'saved: job_id is null': savedCase(json({ saved: [{ job_id: null, saved_at: '2026-01-01T00:00:00Z' }] })),
  'saved: job_id is empty': savedCase(json({ saved: [{ job_id: '', saved_at: '2026-01-01T00:00:00Z' }] })),
  'saved: job_id is a huge string': savedCase(json({ saved: [{ job_id: huge, saved_at: '2026-01-01T00:00:00Z' }] })),
  'saved: saved_at missing': savedCase(json({ saved: [{ job_id: 'a' }, SAVED[1]] })),
  'saved: saved_at not a date-time': oddTime('yesterday'),
  'saved: saved_at a number': oddTime(1767225600000),
  'saved: saved_at a huge string': oddTime(huge),
  'profile: skills not an array': profileCase(json({ ...PROFILE_ANSWER, profile: { skills: 'Go' } })),
  'profile: options missing': profileCase(json({ profile: PROFILE, skill_spec: { skills: [] } })),
  'profile: skill_spec missing': profileCase(json({ profile: PROFILE, options: {} })),
  'profile: profile is null': profileCase(json({ ...PROFILE_ANSWER, profile: null })),
  'profile: only israel_only': profileCase(json({ ...PROFILE_ANSWER, profile: { israel_only: false } })),
  'profile: unknown seniority': profileCase(json({ ...PROFILE_ANSWER, profile: { seniority: 'emperor' } })),
  'profile: digest_day a string': profileCase(json({ ...PROFILE_ANSWER, profile: { digest_day: 'Monday' } })),
  'profile: options list not an array': profileCase(json({ ...PROFILE_ANSWER, options: { seniority: 'junior' } })),
  'profile: a skill term without a name': profileCase(
    json({ ...PROFILE_ANSWER, skill_spec: { skills: [{ aliases: [] }] } }),
  ),
  'profile: more than 40 skills': profileCase(
    json({ ...PROFILE_ANSWER, profile: { skills: Array.from({ length: 41 }, (_, i) => `s${i}`) } }),
  ),
  'put profile: envelope missing': putCase('{}'),
  'put profile: skills of numbers': putCase(json({ profile: { skills: [1, 2] } })),
  'put profile: digest_time a number': putCase(json({ profile: { digest_time: 900 } })),
  'alert: alert_id not a uuid': alertCase(json({ alert_id: 'not-a-uuid', filter: {}, active: true })),
  'alert: alert_id of no RFC variant': alertCase(json({ alert_id: 'c94ec1ef-e002-a63d-0c5e-7e1d2a9f0b11' })),
  'alert: filter a string': alertCase(json({ alert_id: ALERT_ID, filter: 'country=IL' })),
  'alert: created_at not a date-time': alertCase(json({ alert_id: ALERT_ID, created_at: 'soon' })),
  'alert: active a string': alertCase(json({ alert_id: ALERT_ID, active: 'yes' })),
  'alert: a bare array': alertCase(json([{ alert_id: ALERT_ID }])),
  'alert: filter values not strings': alertCase(json({ alert_id: ALERT_ID, filter: { min_age_days: 3 } })),
  'alert: truncated JSON': alertCase('{"alert_id":"0b7d7c1e'),
  'alert: empty body': alertCase(''),
};

describe('odd but readable answers sync, and nothing local is lost', () => {
  it.each(Object.entries(ODD))('%s', async (_name, [setup, answer]) => {
    const db = freshDb();
    await seed(db, setup);
    const before = await snapshot(db);
    malformed = answer;
    const api = createApiClient({ baseUrl, tokens: { token: async () => 'token', refresh: async () => 'token' } });
    const engine = createSyncEngine({
      bind: async () => ({ key: 'k', db, api }),
      currentKey: async () => 'k',
      schedule: () => undefined,
      now: () => NOW,
    });
    expect(await engine.sync({ force: true })).toMatchObject({ state: 'synced' });
    const after = await snapshot(db);
    expect(after.saved).toEqual(before.saved);
    expect(after.outbox).toEqual([]);
    expect(after.profile[0]?.local).toMatchObject(PROFILE);
    expect(after.profile[0]?.options).toBeDefined();
    if (setup === 'alert') expect(after.alerts).toMatchObject([{ id: 'local-1', status: 'confirmed' }]);
  });
});

describe('malformed server answers', () => {
  it('has at least 20 kinds', () => {
    expect(Object.keys(CASES).length).toBeGreaterThanOrEqual(20);
  });

  it.each(Object.entries(CASES))('%s: storage untouched, a retry scheduled', async (_name, [setup, answer]) => {
    const db = freshDb();
    await seed(db, setup);
    const before = await snapshot(db);
    malformed = answer;
    const api = createApiClient({ baseUrl, tokens: { token: async () => 'token', refresh: async () => 'token' } });
    const engine = createSyncEngine({
      bind: async () => ({ key: 'k', db, api }),
      currentKey: async () => 'k',
      schedule: () => undefined,
      now: () => NOW,
    });
    const outcome = await engine.sync({ force: true });
    expect(outcome).toMatchObject({ state: 'retrying' });
    expect(await snapshot(db)).toEqual(before);
    expect((await db.syncState.get('sync'))?.lastError?.kind).toBe('bad_response');
  });

  it('the same setup with well-formed answers syncs (the stub is not what fails)', async () => {
    for (const setup of ['pull', 'profile', 'alert'] as const) {
      const db = freshDb();
      await seed(db, setup);
      malformed = undefined;
      const api = createApiClient({ baseUrl, tokens: { token: async () => 'token', refresh: async () => 'token' } });
      const engine = createSyncEngine({
        bind: async () => ({ key: 'k', db, api }),
        currentKey: async () => 'k',
        schedule: () => undefined,
        now: () => NOW,
      });
      expect(await engine.sync({ force: true })).toMatchObject({ state: 'synced' });
    }
  });

  it('one bad entry among good ones: the good ones sync, the bad one is left out', async () => {
    const db = freshDb();
    await seed(db, 'pull');
    malformed = savedCase(json({ saved: [{ job_id: 'c', saved_at: false }, ...SAVED, { job_id: false }] }))[1];
    const api = createApiClient({ baseUrl, tokens: { token: async () => 'token', refresh: async () => 'token' } });
    const before = await db.saved.toArray();
    const engine = createSyncEngine({
      bind: async () => ({ key: 'k', db, api }),
      currentKey: async () => 'k',
      schedule: () => undefined,
      now: () => NOW,
    });
    expect(await engine.sync({ force: true })).toMatchObject({ state: 'synced' });
    expect(await db.saved.toArray()).toEqual([
      ...before,
      { jobId: 'c', starred: 1, synced: 1, savedAt: new Date(NOW).toISOString() },
    ]);
  });

  it('extra fields are accepted and none of them reach storage', async () => {
    const db = freshDb();
    await seed(db, 'pull');
    malformed = savedCase(json({ saved: SAVED.map((entry) => ({ ...entry, evil: '<img onerror=x>' })), next: 'x' }))[1];
    const api = createApiClient({ baseUrl, tokens: { token: async () => 'token', refresh: async () => 'token' } });
    const before = await db.saved.toArray();
    const engine = createSyncEngine({
      bind: async () => ({ key: 'k', db, api }),
      currentKey: async () => 'k',
      schedule: () => undefined,
      now: () => NOW,
    });
    expect(await engine.sync({ force: true })).toMatchObject({ state: 'synced' });
    expect(await db.saved.toArray()).toEqual(before);
  });
});
