/**
 * jobstar's service extension over real HTTP, on both stores: discovery, the description, records (merge,
 * revisions, pages, the saved set kept in step both ways), the per-account bounds, alerts, and CORS.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Alert, ProblemDetails, SavedList } from '../../api/contract';
import {
  AlertList,
  EXTENSIONS_REL,
  ExtensionsDescription,
  extensionsLink,
  type JobRecord,
  RECORD_LIMITS,
  RecordBatch,
  RecordPage,
} from '../../api/contract/jobstar';
import { fixtureServer } from '../testing/fixtures';
import { STORES, storeSkipReason } from '../testing/postgres';

const CHROME = 'chrome-extension://inhfehfnfbbpfnnaibimkhgfggjbbkka';
const hlc = (ms: number, node = 'deviceA', counter = 0) =>
  `${String(ms).padStart(15, '0')}:${String(counter).padStart(4, '0')}:${node}`;
const T = Date.parse('2026-06-15T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(STORES)('%s store', (kind) => {
  const skip = storeSkipReason(kind);
  if (skip) {
    it.skip(skip, () => {});
    return;
  }
  let server: Awaited<ReturnType<typeof fixtureServer>>;
  let token: string;
  let other: string;
  beforeAll(async () => {
    server = await fixtureServer({ store: kind });
    token = await server.mintIdToken('ada@example.com');
    other = await server.mintIdToken('bob@example.com');
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(server.dir, { recursive: true, force: true });
  });

  const call = (p: string, init: RequestInit = {}, bearer: string | null = token) =>
    fetch(`${server.url}/api${p}`, {
      ...init,
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
  const post = async (records: JobRecord[], bearer = token) => {
    const response = await call('/jobstar/v1/records', { method: 'POST', body: JSON.stringify({ records }) }, bearer);
    expect(response.status).toBe(200);
    return RecordBatch.parse(await response.json()).records;
  };
  const page = async (after?: string, bearer = token) => {
    const response = await call(`/jobstar/v1/records${after ? `?after=${after}` : ''}`, {}, bearer);
    expect(response.status).toBe(200);
    return RecordPage.parse(await response.json());
  };
  /** The cursor after every change so far. */
  const latest = async () => {
    let at = await page();
    while (at.more) at = await page(at.cursor);
    return at.cursor;
  };
  const saved = async () => SavedList.parse(await (await call('/me/saved')).json()).saved;
  const problemOf = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    return ProblemDetails.parse(await response.json());
  };

  describe('discovery', () => {
    it('announces the extension on every /me answer, a 401 included, at an address the client accepts', async () => {
      for (const response of [await call('/me/profile'), await call('/me/saved'), await call('/me/saved', {}, null)]) {
        expect(response.headers.get('link')).toBe(`</api/jobstar/v1>; rel="${EXTENSIONS_REL}"`);
        expect(extensionsLink(response.headers.get('link'), response.url)).toBe(`${server.url}/api/jobstar/v1`);
      }
      expect((await call('/jobs', {}, null)).headers.get('link')).toBeNull();
    });

    it('exposes Link to the extension across origins and allows PATCH in a preflight', async () => {
      const answer = await call('/me/saved', { headers: { origin: CHROME } });
      expect(answer.headers.get('access-control-expose-headers')).toMatch(/(^|, )link(,|$)/);
      const preflight = await fetch(`${server.url}/api/jobstar/v1/alerts/x`, {
        method: 'OPTIONS',
        headers: { origin: CHROME, 'access-control-request-method': 'PATCH' },
      });
      expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    });

    it('describes itself: version 1, records and alerts, the bounds', async () => {
      const response = await call('/jobstar/v1');
      expect(response.status).toBe(200);
      expect(ExtensionsDescription.parse(await response.json())).toEqual({
        version: 1,
        features: ['records', 'alerts'],
        limits: {
          batch: RECORD_LIMITS.batch,
          records: RECORD_LIMITS.perAccount,
          record_bytes: RECORD_LIMITS.recordBytes,
          batch_bytes: RECORD_LIMITS.batchBytes,
          account_bytes: RECORD_LIMITS.accountBytes,
        },
      });
    });

    it('needs the bearer token like /me, and answers a wrong method with 405', async () => {
      for (const p of ['/jobstar/v1', '/jobstar/v1/records', '/jobstar/v1/alerts']) {
        await problemOf(await call(p, {}, null), 401);
      }
      const wrong = await problemOf(await call('/jobstar/v1/records', { method: 'PUT', body: '{}' }), 405);
      expect(wrong.detail).toContain('GET, POST');
    });
  });

  describe('records', () => {
    it('merges a batch, answers each merged record in the order sent, and lists them by revision', async () => {
      const start = { cursor: await latest() };
      const [a, b] = await post([
        {
          job_id: 'greenhouse:acme:1000000001',
          facts: { value: { title: 'Platform Engineer', company: 'Acme' }, hlc: hlc(T) },
          application: {
            moves: [{ id: 'm1', stage: 'applied', at: iso(T), hlc: hlc(T) }],
            events: [],
            notes: [{ hlc: hlc(T), text: 'first', base: [] }],
            fields: {},
          },
        },
        { job_id: 'lever:acme:0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70', facts: { value: { title: 'SRE' }, hlc: hlc(T) } },
      ]);
      expect(a!.job_id).toBe('greenhouse:acme:1000000001');
      expect(b!.facts?.value?.title).toBe('SRE');
      expect(Number(b!.revision)).toBeGreaterThan(Number(a!.revision));

      // Another device, offline at the same time: another note, a tombstone for the move, a later title.
      const [merged] = await post([
        {
          job_id: 'greenhouse:acme:1000000001',
          facts: { value: { title: 'Senior Platform Engineer' }, hlc: hlc(T + 5, 'deviceB') },
          application: {
            moves: [
              { id: 'm1', stage: 'applied', at: iso(T), hlc: hlc(T + 5, 'deviceB'), removed: true },
              { id: 'm2', stage: 'interviewing', at: iso(T + 1), hlc: hlc(T + 1, 'deviceB') },
            ],
            events: [],
            notes: [{ hlc: hlc(T + 2, 'deviceB'), text: 'second', base: [] }],
            fields: {},
          },
        },
      ]);
      expect(merged!.facts?.value?.title).toBe('Senior Platform Engineer');
      expect(merged!.application?.moves.map((m) => [m.id, m.removed ?? false])).toEqual([
        ['m1', true],
        ['m2', false],
      ]);
      expect(merged!.application?.notes.map((n) => n.text)).toEqual(['second', 'first']);

      const listed = await page(start.cursor);
      expect(listed.records.map((r) => r.job_id)).toEqual([
        'lever:acme:0c5f2d9e-7a41-4b8e-9f3a-2d6c8e1b4a70',
        'greenhouse:acme:1000000001',
      ]);
      expect(listed.records[1]).toEqual(merged);
      expect(listed.more).toBe(false);
      expect(listed.cursor).toBe(merged!.revision);
      expect(await page(listed.cursor)).toEqual({ records: [], cursor: listed.cursor, more: false });
    });

    it('keeps the revision when a merge changes nothing, so echoes cause no churn', async () => {
      const [first] = await post([{ job_id: 'x:echo', facts: { value: { title: 'Echo' }, hlc: hlc(T) } }]);
      const { cursor } = await page(first!.revision);
      const [again] = await post([{ ...first!, revision: '1' }]);
      expect(again).toEqual(first);
      expect((await page(cursor)).records).toEqual([]);
    });

    it('pages by the batch size, oldest change first, with `more` until the last page', async () => {
      const cursor = await latest();
      const many = Array.from({ length: RECORD_LIMITS.batch + 30 }, (_, i) => ({
        job_id: `x:page-${String(i).padStart(3, '0')}`,
        facts: { value: { title: `Job ${i}` }, hlc: hlc(T) },
      }));
      await post(many.slice(0, RECORD_LIMITS.batch));
      await post(many.slice(RECORD_LIMITS.batch));
      const first = await page(cursor);
      expect(first.records).toHaveLength(RECORD_LIMITS.batch);
      expect(first.more).toBe(true);
      const second = await page(first.cursor);
      expect(second.more).toBe(false);
      expect([...first.records, ...second.records].map((r) => r.job_id)).toEqual(many.map((r) => r.job_id));
    });

    it('keeps each account to its own records', async () => {
      await post([{ job_id: 'x:private', facts: { value: { title: 'Mine' }, hlc: hlc(T) } }]);
      const theirs = await page(undefined, other);
      expect(theirs.records.map((r) => r.job_id)).not.toContain('x:private');
    });

    it('refuses what the contract refuses, with each path, and a cursor it never gave', async () => {
      const response = await call('/jobstar/v1/records', {
        method: 'POST',
        body: JSON.stringify({ records: [{ job_id: 'x:1', star: { starred: true, at: 'yesterday', hlc: 'h' } }] }),
      });
      const body = await problemOf(response, 400);
      expect(body.errors?.map((e) => e.path)).toEqual(
        expect.arrayContaining(['records.0.star.at', 'records.0.star.hlc']),
      );
      await problemOf(await call('/jobstar/v1/records', { method: 'POST', body: '{"records":[]}' }), 400);
      const cursor = await problemOf(await call('/jobstar/v1/records?after=abc'), 400);
      expect(cursor.errors).toEqual([{ path: 'after', message: 'Not a cursor of this service' }]);
    });

    it('takes a batch larger than the API’s 64 KiB, and refuses one over 8 MiB before reading it', async () => {
      const big = Array.from({ length: 4 }, (_, i) => ({
        job_id: `x:big-${i}`,
        application: {
          moves: [],
          events: [],
          notes: [{ hlc: hlc(T), text: 'n'.repeat(20_000), base: [] }],
          fields: {},
        },
        description: { value: { text: 'd'.repeat(60_000), fetched_at: iso(T) }, hlc: hlc(T) },
      }));
      expect((await post(big)).map((r) => r.job_id)).toEqual(big.map((r) => r.job_id));
      const huge = await call('/jobstar/v1/records', {
        method: 'POST',
        body: 'x'.repeat(RECORD_LIMITS.batchBytes + 1),
      });
      expect((await problemOf(huge, 413)).detail).toBe('The body is larger than 8 MiB');
      const profile = await call('/me/profile', {
        method: 'PUT',
        body: JSON.stringify({ skills: ['x'.repeat(70_000)] }),
      });
      expect((await problemOf(profile, 413)).detail).toBe('The body is larger than 64 KiB');
    });

    it('refuses a record that would pass 256 KiB with 413, naming the bound, and keeps nothing of the batch', async () => {
      const cursor = await latest();
      const wide = 'ש'.repeat(100_000); // two bytes each in UTF-8
      const response = await call('/jobstar/v1/records', {
        method: 'POST',
        body: JSON.stringify({
          records: [
            { job_id: 'x:fine', facts: { value: { title: 'Fine' }, hlc: hlc(T) } },
            {
              job_id: 'x:too-big',
              application: {
                moves: [],
                events: [],
                notes: Array.from({ length: 8 }, (_, i) => ({ hlc: hlc(T + i), text: 'n'.repeat(20_000), base: [] })),
                fields: {},
              },
              description: { value: { text: wide, fetched_at: iso(T) }, hlc: hlc(T) },
            },
          ],
        }),
      });
      const body = await problemOf(response, 413);
      expect(body.detail).toBe(
        'The record of x:too-big, merged with what the service holds, would be larger than 256 KiB as JSON, the most one record may be. Nothing of this batch was kept.',
      );
      expect(body).toMatchObject({ bound: 'record_bytes', limit: RECORD_LIMITS.recordBytes });
      expect(body.errors).toEqual([{ path: 'records.1', message: 'At most 256 KiB per record' }]);
      expect((await page(cursor)).records.map((r) => r.job_id)).toEqual([]);
    });
  });

  describe('the seed’s saved set and the records’ star acts agree', () => {
    const job = 'greenhouse:acme:2000000001';
    const starAct = (starred: boolean, at: number, node = 'deviceA') => ({ starred, at: iso(at), hlc: hlc(at, node) });

    it('a star act the record gains is applied to the saved set, saved_at = the act’s time', async () => {
      await post([{ job_id: job, star: starAct(true, T - 60_000) }]);
      expect(await saved()).toContainEqual({ job_id: job, saved_at: iso(T - 60_000) });
    });

    it('an older unstar arriving later changes nothing; a newer one unstars', async () => {
      const [kept] = await post([{ job_id: job, star: starAct(false, T - 120_000, 'deviceB') }]);
      expect(kept!.star).toEqual(starAct(true, T - 60_000));
      expect((await saved()).map((s) => s.job_id)).toContain(job);
      const [gone] = await post([{ job_id: job, star: starAct(false, T - 30_000, 'deviceB') }]);
      expect(gone!.star?.starred).toBe(false);
      expect((await saved()).map((s) => s.job_id)).not.toContain(job);
    });

    it('a seed PUT and DELETE record their act at the request’s time in the job’s record', async () => {
      const seedJob = 'linkedin:3786945580';
      const cursor = await latest();
      expect((await call(`/me/saved/${seedJob}`, { method: 'PUT' })).status).toBe(204);
      const now = server.clock.now.getTime();
      const [starred] = (await page(cursor)).records;
      expect(starred).toMatchObject({ job_id: seedJob, star: { starred: true, at: iso(now) } });
      expect(starred!.star!.hlc).toMatch(/:service$/);

      // An unstar a device made offline before that star does not undo it…
      const [after] = await post([{ job_id: seedJob, star: starAct(false, now - 1_000) }]);
      expect(after!.star?.starred).toBe(true);
      expect((await saved()).map((s) => s.job_id)).toContain(seedJob);

      // …and a seed DELETE is an act like any other.
      expect((await call(`/me/saved/${seedJob}`, { method: 'DELETE' })).status).toBe(204);
      const unstarred = (await page(starred!.revision)).records.find((r) => r.job_id === seedJob);
      expect(unstarred?.star).toMatchObject({ starred: false, at: iso(now) });
    });

    it('a repeated seed PUT keeps the first star’s time, so an unstar made elsewhere since still wins', async () => {
      const again = 'greenhouse:acme:2000000002';
      const first = server.clock.now.getTime();
      expect((await call(`/me/saved/${again}`, { method: 'PUT' })).status).toBe(204);
      server.clock.now = new Date(first + 60_000);
      expect((await call(`/me/saved/${again}`, { method: 'PUT' })).status).toBe(204);
      const [merged] = await post([{ job_id: again, star: starAct(false, first + 30_000, 'deviceB') }]);
      expect(merged!.star).toEqual(starAct(false, first + 30_000, 'deviceB'));
      expect((await saved()).map((s) => s.job_id)).not.toContain(again);
      server.clock.now = new Date(first);
    });

    it('a star from before the extension (a saved row, no record) wins over an older unstar', async () => {
      const oldJob = 'comeet:aquasec:CD.86E';
      server.clock.now = new Date(T - 10_000);
      await call(`/me/saved/${oldJob}`, { method: 'PUT' });
      server.clock.now = new Date('2026-06-15T12:00:00Z');
      const [merged] = await post([{ job_id: oldJob, star: starAct(false, T - 20_000) }]);
      expect(merged!.star).toMatchObject({ starred: true, at: iso(T - 10_000) });
      expect((await saved()).map((s) => s.job_id)).toContain(oldJob);
    });
  });

  describe('alerts', () => {
    const create = async (country: string) => {
      const response = await call('/me/alerts', { method: 'POST', body: JSON.stringify({ filter: { country } }) });
      return Alert.parse(await response.json());
    };
    const list = async (bearer = token) =>
      AlertList.parse(await (await call('/jobstar/v1/alerts', {}, bearer)).json()).alerts;

    it('lists every alert of the account with its active flag, pauses, resumes and deletes', async () => {
      const a = await create('IL');
      const b = await create('DE');
      expect((await list()).map((alert) => [alert.alert_id, alert.active])).toEqual(
        expect.arrayContaining([
          [a.alert_id, true],
          [b.alert_id, true],
        ]),
      );
      const paused = await call(`/jobstar/v1/alerts/${a.alert_id}`, {
        method: 'PATCH',
        body: JSON.stringify({ active: false }),
      });
      expect(paused.status).toBe(200);
      expect(Alert.parse(await paused.json())).toMatchObject({ alert_id: a.alert_id, active: false });
      expect(Alert.parse(await (await call(`/me/alerts/${a.alert_id}`)).json()).active).toBe(false);
      const resumed = await call(`/jobstar/v1/alerts/${a.alert_id}`, {
        method: 'PATCH',
        body: JSON.stringify({ active: true }),
      });
      expect(Alert.parse(await resumed.json()).active).toBe(true);

      expect((await call(`/jobstar/v1/alerts/${b.alert_id}`, { method: 'DELETE' })).status).toBe(204);
      await problemOf(await call(`/jobstar/v1/alerts/${b.alert_id}`, { method: 'DELETE' }), 404);
      expect((await list()).map((alert) => alert.alert_id)).not.toContain(b.alert_id);
      await problemOf(await call(`/me/alerts/${b.alert_id}`), 404);
    });

    it('refuses a patch that is not {active: boolean}, and another account’s alert is not found', async () => {
      const a = await create('US');
      const bad = await call(`/jobstar/v1/alerts/${a.alert_id}`, { method: 'PATCH', body: '{"active":"no","x":1}' });
      expect((await problemOf(bad, 400)).errors?.map((e) => e.path)).toEqual(expect.arrayContaining(['active', 'x']));
      const theirs = await call(
        `/jobstar/v1/alerts/${a.alert_id}`,
        { method: 'PATCH', body: '{"active":false}' },
        other,
      );
      await problemOf(theirs, 404);
      await problemOf(await call(`/jobstar/v1/alerts/${a.alert_id}`, { method: 'DELETE' }, other), 404);
      expect((await list(other)).map((alert) => alert.alert_id)).not.toContain(a.alert_id);
      expect((await list()).find((alert) => alert.alert_id === a.alert_id)?.active).toBe(true);
    });
  });
});

describe('JOBSTAR_EXTENSIONS=off: a seed-only service', () => {
  let server: Awaited<ReturnType<typeof fixtureServer>>;
  let token: string;
  beforeAll(async () => {
    server = await fixtureServer({ extensions: false });
    token = await server.mintIdToken('ada@example.com');
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(server.dir, { recursive: true, force: true });
  });

  it('announces nothing and serves nothing of the extension', async () => {
    const auth = { authorization: `Bearer ${token}` };
    for (const p of ['/me/profile', '/me/saved', '/me/alerts']) {
      const response = await fetch(`${server.url}/api${p}`, { headers: auth });
      expect(response.status).toBe(200);
      expect(response.headers.get('link')).toBeNull();
    }
    for (const [method, p] of [
      ['GET', ''],
      ['GET', '/records'],
      ['POST', '/records'],
      ['GET', '/alerts'],
      ['PATCH', '/alerts/x'],
      ['DELETE', '/alerts/x'],
    ] as const) {
      const response = await fetch(`${server.url}/api/jobstar/v1${p}`, {
        method,
        headers: { ...auth, 'content-type': 'application/json' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{"records":[],"active":true}' }),
      });
      expect(response.status, `${method} ${p}`).toBe(404);
    }
    // The seed's own body limit stays for what would be the extension's batch.
    const big = await fetch(`${server.url}/api/jobstar/v1/records`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: 'x'.repeat(70_000),
    });
    expect(big.status).toBe(413);
  });
});
