/**
 * Two instances on one PostgreSQL database behind a round-robin balancer behave as one server: each due
 * digest is sent once whichever instances run, a crashed sender's digest is taken over, an idempotency key
 * holds across instances, and a sign-in may hop between them at every request.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert } from '../api/contract';
import { type RecordBatch, RecordPage } from '../api/contract/jobstar';
import { LEASE_MS } from './digests/delivery';
import type { Mailer, MailMessage } from './digests/mailer';
import { CHROME_REDIRECT_URI } from './oidc/provider';
import { fixtureServer, job } from './testing/fixtures';
import { storeSkipReason, testDatabase } from './testing/postgres';
import { type RoundRobin, roundRobin } from './testing/round-robin';
import { freePort } from './testing/server-process';

type Server = Awaited<ReturnType<typeof fixtureServer>>;

interface Pair {
  a: Server;
  b: Server;
  /** Each instance's own address (their `url` is the balancer's). */
  direct: { a: string; b: string };
  balancer: RoundRobin;
  clock: { now: Date };
}

const open: Pair[] = [];
afterEach(async () => {
  for (const pair of open.splice(0)) {
    await Promise.all([pair.a.close(), pair.b.close()]);
    await pair.balancer.close();
    for (const server of [pair.a, pair.b]) fs.rmSync(server.dir, { recursive: true, force: true });
  }
});

/** Two instances on a new database, one clock, behind one balancer; `mailers` by instance. */
async function twoInstances(mailers: { a?: Mailer; b?: Mailer } = {}): Promise<Pair> {
  const postgres = { url: await testDatabase() };
  const clock = { now: new Date('2026-06-15T12:00:00Z') };
  const balancer = await roundRobin();
  const start = async (mailer: Mailer | undefined) => {
    const port = await freePort();
    const server = await fixtureServer({ postgres, port, publicUrl: balancer.url, now: () => clock.now, mailer });
    return { server, direct: `http://127.0.0.1:${port}` };
  };
  const a = await start(mailers.a);
  const b = await start(mailers.b);
  balancer.route([a.direct, b.direct]);
  const pair = { a: a.server, b: b.server, direct: { a: a.direct, b: b.direct }, balancer, clock };
  open.push(pair);
  return pair;
}

/** A mailer that records what it sends, after a moment's delay (so that the two instances' runs interleave). */
function recording(into: { by: string; message: MailMessage }[], by: string): Mailer {
  return {
    send: async (message) => {
      await new Promise((done) => setTimeout(done, Math.random() * 5));
      into.push({ by, message });
    },
  };
}

async function call(base: string, token: string, path: string, init: RequestInit = {}) {
  return fetch(`${base}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
}

const skip = storeSkipReason('postgres');

describe('two instances on one PostgreSQL database', () => {
  if (skip) {
    it.skip(skip, () => {});
    return;
  }

  it('send each due digest exactly once, however their runs overlap', async () => {
    const sent: { by: string; message: MailMessage }[] = [];
    const pair = await twoInstances({ a: recording(sent, 'a'), b: recording(sent, 'b') });
    const users = Array.from({ length: 12 }, (_, i) => `user${i}@example.com`);
    for (const [i, email] of users.entries()) {
      const base = i % 2 ? pair.direct.a : pair.direct.b;
      const token = await pair.a.mintIdToken(email);
      const profile = i < 6 ? { cadence: 'instant' } : { cadence: 'daily', digest_time: '09:00' };
      expect((await call(base, token, '/me/profile', { method: 'PUT', body: JSON.stringify(profile) })).status).toBe(
        200,
      );
      expect(
        (await call(base, token, '/me/alerts', { method: 'POST', body: '{"filter":{"country":"IL"}}' })).status,
      ).toBe(201);
    }
    // Jobs added on one instance: the other learns of them at its next run.
    pair.clock.now = new Date('2026-06-15T12:01:00Z');
    await pair.a.addJobs([
      job({ job_id: 'lever:tracebit:multi-1', company_domain: 'tracebit.io', posted_at: pair.clock.now.getTime() }, 0),
    ]);
    const bothRun = async (iso: string) => {
      pair.clock.now = new Date(iso);
      const counts = await Promise.all([pair.a.runDigests(), pair.b.runDigests()]);
      return counts.reduce((sum, count) => sum + count, 0);
    };
    expect(await bothRun('2026-06-15T12:02:00Z')).toBe(6); // the instant ones
    const listed = await fetch(`${pair.direct.b}/api/jobs?ids=lever:tracebit:multi-1`);
    expect(((await listed.json()) as { total: number }).total).toBe(1);
    expect(await bothRun('2026-06-15T12:03:00Z')).toBe(0);
    expect(await bothRun('2026-06-16T05:59:00Z')).toBe(0);
    expect(await bothRun('2026-06-16T06:00:00Z')).toBe(6); // 09:00 in Asia/Jerusalem: the daily ones
    expect(await bothRun('2026-06-16T06:01:00Z')).toBe(0);
    expect(sent.map(({ message }) => message.to).sort()).toEqual([...users].sort());
    expect(new Set(sent.map(({ message }) => message.messageId)).size).toBe(12);
  });

  it('take over the digest of an instance that crashed while sending it, once its lease runs out', async () => {
    const sent: { by: string; message: MailMessage }[] = [];
    let crash: (error: Error) => void = () => undefined;
    let claimed: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    // Instance a hangs inside its send, holding the digest it claimed, until the test ends it.
    const hung: Mailer = {
      send: () =>
        new Promise<void>((_, reject) => {
          crash = reject;
          claimed();
        }),
    };
    const pair = await twoInstances({ a: hung, b: recording(sent, 'b') });
    const token = await pair.a.mintIdToken('crash@example.com');
    await call(pair.direct.a, token, '/me/profile', { method: 'PUT', body: '{"cadence":"instant"}' });
    await call(pair.direct.a, token, '/me/alerts', { method: 'POST', body: '{"filter":{}}' });
    pair.clock.now = new Date('2026-06-15T12:01:00Z');
    await pair.a.addJobs([
      job({ job_id: 'lever:tracebit:crash-1', company_domain: 'tracebit.io', posted_at: pair.clock.now.getTime() }, 0),
    ]);
    pair.clock.now = new Date('2026-06-15T12:02:00Z');
    const aRun = pair.a.runDigests();
    await holding;
    try {
      expect(await pair.b.runDigests()).toBe(0); // a holds it
      pair.clock.now = new Date(pair.clock.now.getTime() + LEASE_MS - 60_000);
      expect(await pair.b.runDigests()).toBe(0); // still a's
      pair.clock.now = new Date(pair.clock.now.getTime() + 120_000);
      expect(await pair.b.runDigests()).toBe(1); // a's lease ran out: b takes it over
    } finally {
      crash(new Error('instance a died'));
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await aRun).toBe(0);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('not sent (attempt 1 of 5)'), expect.any(Error));
    errors.mockRestore();
    pair.clock.now = new Date(pair.clock.now.getTime() + 2 * LEASE_MS);
    expect(await pair.b.runDigests()).toBe(0);
    expect(sent.map(({ by, message }) => [by, message.to])).toEqual([['b', 'crash@example.com']]);
  });

  it('answer one Idempotency-Key with one alert, whichever instances the retries reach', async () => {
    const pair = await twoInstances();
    const token = await pair.a.mintIdToken('idem@example.com');
    const post = (base: string) =>
      call(base, token, '/me/alerts', {
        method: 'POST',
        body: '{"filter":{"country":"IL"}}',
        headers: { 'idempotency-key': 'k-1' },
      });
    const answers = await Promise.all([post(pair.direct.a), post(pair.direct.b), post(pair.direct.a)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const alerts = (await Promise.all(answers.map((answer) => answer.json()))) as Alert[];
    expect(new Set(alerts.map((alert) => alert.alert_id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    const listed = (await (await call(pair.direct.b, token, '/me/alerts')).json()) as { alerts: Alert[] };
    expect(listed.alerts).toHaveLength(1);
  });

  it('merge concurrent writes of one account on both instances without losing one, in strictly increasing revisions', async () => {
    const pair = await twoInstances();
    const token = await pair.a.mintIdToken('records@example.com');
    const job = 'greenhouse:acme:3000000001';
    const hlc = (i: number) => `${String(Date.parse('2026-06-15T10:00:00Z') + i).padStart(15, '0')}:0000:device${i}`;
    // Forty devices' writes at once, half to each instance: each adds its own move to one record and its own record.
    const writes = Array.from({ length: 40 }, (_, i) =>
      call(i % 2 ? pair.direct.a : pair.direct.b, token, '/jobstar/v1/records', {
        method: 'POST',
        body: JSON.stringify({
          records: [
            {
              job_id: job,
              application: {
                moves: [
                  {
                    id: `m${i}`,
                    stage: 'applied',
                    at: new Date(Date.parse('2026-06-15T10:00:00Z') + i).toISOString(),
                    hlc: hlc(i),
                  },
                ],
              },
            },
            { job_id: `x:own-${i}`, facts: { value: { title: `Job ${i}` }, hlc: hlc(i) } },
          ],
        }),
      }),
    );
    const answers = await Promise.all(writes);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const batches = (await Promise.all(answers.map((answer) => answer.json()))) as RecordBatch[];
    // Every write got revisions no other write got, the shared record's below its own record's.
    const revisions = batches.flatMap((batch) => batch.records.map((record) => Number(record.revision)));
    expect(new Set(revisions).size).toBe(80);
    for (const batch of batches)
      expect(Number(batch.records[0]!.revision)).toBeLessThan(Number(batch.records[1]!.revision));

    const page = RecordPage.parse(await (await call(pair.direct.b, token, '/jobstar/v1/records')).json());
    expect(page.records).toHaveLength(41);
    const listed = page.records.map((record) => Number(record.revision));
    expect(listed).toEqual([...listed].sort((x, y) => x - y));
    expect(new Set(listed).size).toBe(41);
    const shared = page.records.find((record) => record.job_id === job)!;
    expect(shared.application?.moves.map((move) => move.id).sort()).toEqual(
      Array.from({ length: 40 }, (_, i) => `m${i}`).sort(),
    );
    // The last write's revision is the shared record's: it changed last.
    expect(Number(shared.revision)).toBe(Math.max(...revisions.filter((_, i) => i % 2 === 0)));
  });

  it('complete a sign-in whose every request reaches the other instance, and honour its tokens on both', async () => {
    const pair = await twoInstances();
    const base = pair.balancer.url;
    const cookies = new Map<string, string>();
    const hop = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(new URL(url, base), {
        ...init,
        redirect: 'manual',
        headers: { ...init.headers, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      return response;
    };
    const verifier = randomBytes(32).toString('base64url');
    const params = new URLSearchParams({
      client_id: 'jobstar-extension',
      response_type: 'code',
      redirect_uri: CHROME_REDIRECT_URI,
      scope: 'openid email offline_access',
      state: 'st',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    let location = (await hop(`/oidc/auth?${params}`)).headers.get('location')!;
    const form = await (await hop(location)).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(form)![1]!;
    const posted = await hop(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'hopper@example.com' }),
    });
    location = posted.headers.get('location')!;
    for (let hops = 0; hops < 5 && !location.startsWith(CHROME_REDIRECT_URI); hops++) {
      location = (await hop(location)).headers.get('location')!;
    }
    const code = new URL(location).searchParams.get('code')!;
    expect(code).toBeTruthy();
    const exchange = async (body: Record<string, string>) =>
      (await (
        await hop('/oidc/token', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ client_id: 'jobstar-extension', ...body }),
        })
      ).json()) as Record<string, string>;
    const tokens = await exchange({
      grant_type: 'authorization_code',
      code,
      redirect_uri: CHROME_REDIRECT_URI,
      code_verifier: verifier,
    });
    expect(decodeJwt(tokens.id_token!).email).toBe('hopper@example.com');
    const refreshed = await exchange({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.id_token).toBeTruthy();
    // The rotated-out refresh token is refused by either instance.
    expect((await exchange({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })).error).toBe(
      'invalid_grant',
    );
    for (const direct of [pair.direct.a, pair.direct.b]) {
      expect((await call(direct, refreshed.id_token!, '/me/saved')).status).toBe(200);
    }
  });
});
