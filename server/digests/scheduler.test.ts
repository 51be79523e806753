import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert } from '../../api/contract';
import type { StoreKind } from '../store/store';
import { fixtureServer, job } from '../testing/fixtures';
import { STORES, storeSkipReason } from '../testing/postgres';
import { LEASE_MS } from './delivery';
import type { MailMessage } from './mailer';

type Server = Awaited<ReturnType<typeof fixtureServer>>;
const running: Server[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) {
    await server.close();
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
});

async function setup(
  kind: StoreKind,
  at: string,
  profile: Record<string, unknown>,
  filter: Record<string, string> = { country: 'IL' },
) {
  const outbox: MailMessage[] = [];
  const server = await fixtureServer({
    store: kind,
    at: new Date(at),
    mailer: {
      send: async (message) => {
        outbox.push(message);
      },
    },
  });
  running.push(server);
  const token = await server.mintIdToken('digest@example.com');
  const call = (p: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api${p}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
  expect((await call('/me/profile', { method: 'PUT', body: JSON.stringify(profile) })).status).toBe(200);
  const created = await call('/me/alerts', { method: 'POST', body: JSON.stringify({ filter }) });
  expect(created.status).toBe(201);
  let count = 0;
  const post = async (postedAt: string, overrides: Record<string, unknown> = {}) => {
    count += 1;
    const id = `lever:tracebit:digest-${count}`;
    await server.addJobs([
      job(
        {
          job_id: id,
          company_domain: 'tracebit.io',
          title: `New role ${count}`,
          posted_at: new Date(postedAt).getTime(),
          ats: 'lever',
          ...overrides,
        },
        new Date(postedAt).getTime(),
      ),
    ]);
    return id;
  };
  /** Moves the clock and runs the scheduler; returns the number of e-mails sent. */
  const runAt = async (iso: string) => {
    server.clock.now = new Date(iso);
    return server.runDigests();
  };
  const alerts = async () => ((await (await call('/me/alerts')).json()) as { alerts: Alert[] }).alerts;
  return { server, outbox, post, runAt, alerts };
}

describe.each(STORES)('digest scheduler, %s store', (kind) => {
  const skip = storeSkipReason(kind);
  if (skip) {
    it.skip(skip, () => {});
    return;
  }

  it('instant: sends new matching jobs at once, once, and sets last_notified_at', async () => {
    const { outbox, post, runAt, alerts } = await setup(kind, '2026-06-15T12:00:00Z', { cadence: 'instant' });
    expect(await runAt('2026-06-15T12:01:00Z')).toBe(0);
    await post('2026-06-15T11:00:00Z'); // posted before the alert: not new
    await post('2026-06-15T12:02:00Z', { country: 'US', city: 'Boston', location: 'Boston, United States' }); // no match
    expect(await runAt('2026-06-15T12:03:00Z')).toBe(0);
    await post('2026-06-15T12:04:00Z');
    expect(await runAt('2026-06-15T12:05:00Z')).toBe(1);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.to).toBe('digest@example.com');
    expect(outbox[0]!.subject).toBe('jobstar: 1 new job for your alerts');
    expect(outbox[0]!.text).toContain('New role 3');
    expect(outbox[0]!.text).not.toContain('New role 1');
    expect(outbox[0]!.html).toContain('/jobs/lever:tracebit:digest-3');
    expect((await alerts())[0]!.last_notified_at).toBe('2026-06-15T12:05:00.000Z');
    expect(await runAt('2026-06-15T12:06:00Z')).toBe(0);
    // A job posted before last_notified_at but added later is not new either.
    await post('2026-06-15T12:04:30Z');
    expect(await runAt('2026-06-15T12:07:00Z')).toBe(0);
  });

  it('daily: sends at digest_time in Asia/Jerusalem across the spring DST change (2026-03-27)', async () => {
    const { outbox, post, runAt } = await setup(kind, '2026-03-25T12:00:00Z', {
      cadence: 'daily',
      digest_time: '09:00',
    });
    await post('2026-03-25T13:00:00Z');
    expect(await runAt('2026-03-26T06:59:00Z')).toBe(0); // 08:59 IST
    expect(await runAt('2026-03-26T07:00:00Z')).toBe(1); // 09:00 IST (UTC+2)
    expect(await runAt('2026-03-26T07:30:00Z')).toBe(0);
    await post('2026-03-26T12:00:00Z');
    expect(await runAt('2026-03-26T23:59:00Z')).toBe(0);
    expect(await runAt('2026-03-27T05:59:00Z')).toBe(0); // 08:59 IDT, after the 02:00 → 03:00 jump
    expect(await runAt('2026-03-27T06:00:00Z')).toBe(1); // 09:00 IDT (UTC+3)
    expect(await runAt('2026-03-27T06:01:00Z')).toBe(0);
    expect(outbox).toHaveLength(2);
  });

  it('daily: a digest_time inside the spring-forward gap is sent once, at the first valid minute after it', async () => {
    const { post, runAt } = await setup(kind, '2026-03-26T12:00:00Z', { cadence: 'daily', digest_time: '02:30' });
    await post('2026-03-26T13:00:00Z');
    expect(await runAt('2026-03-27T00:29:00Z')).toBe(0); // 03:29 IDT: 02:30 did not exist, 03:30 is the slot
    let sent = 0;
    for (const at of ['2026-03-27T00:30:00Z', '2026-03-27T00:45:00Z', '2026-03-27T01:30:00Z', '2026-03-27T12:00:00Z']) {
      sent += await runAt(at);
    }
    expect(sent).toBe(1);
  });

  it('daily: follows the autumn DST change (2026-10-25) and sends an ambiguous time once', async () => {
    const nine = await setup(kind, '2026-10-24T08:00:00Z', { cadence: 'daily', digest_time: '09:00' });
    await nine.post('2026-10-24T12:00:00Z');
    expect(await nine.runAt('2026-10-25T06:00:00Z')).toBe(0); // 08:00 IST: the IDT slot time, no longer the slot
    expect(await nine.runAt('2026-10-25T06:59:00Z')).toBe(0);
    expect(await nine.runAt('2026-10-25T07:00:00Z')).toBe(1); // 09:00 IST (UTC+2)

    const ambiguous = await setup(kind, '2026-10-24T08:00:00Z', { cadence: 'daily', digest_time: '01:30' });
    await ambiguous.post('2026-10-24T12:00:00Z');
    expect(await ambiguous.runAt('2026-10-24T22:29:00Z')).toBe(0);
    let sent = 0;
    for (const at of ['2026-10-24T22:30:00Z', '2026-10-24T23:00:00Z', '2026-10-24T23:30:00Z', '2026-10-24T23:59:00Z']) {
      sent += await ambiguous.runAt(at);
    }
    expect(sent).toBe(1);
  });

  it('weekly in a zone far from the server (Pacific/Auckland, Monday 09:00)', async () => {
    const { outbox, post, runAt } = await setup(kind, '2026-06-10T00:00:00Z', {
      cadence: 'weekly',
      digest_day: 0,
      digest_time: '09:00',
      digest_tz: 'Pacific/Auckland',
    });
    await post('2026-06-10T01:00:00Z');
    expect(await runAt('2026-06-14T20:59:00Z')).toBe(0); // Mon 08:59 NZST (UTC+12), still Sunday in UTC
    expect(await runAt('2026-06-14T21:00:00Z')).toBe(1); // Mon 09:00 NZST
    await post('2026-06-15T00:00:00Z');
    expect(await runAt('2026-06-15T09:00:00Z')).toBe(0); // Monday 09:00 UTC is not the slot
    expect(await runAt('2026-06-21T20:59:00Z')).toBe(0);
    expect(await runAt('2026-06-21T21:00:00Z')).toBe(1);
    expect(outbox.map((message) => message.subject)).toEqual([
      'jobstar: 1 new job for your alerts',
      'jobstar: 1 new job for your alerts',
    ]);
  });

  it('sends nothing when nothing is new, and a later job waits for the next slot', async () => {
    const { post, runAt, alerts } = await setup(kind, '2026-06-15T12:00:00Z', {
      cadence: 'daily',
      digest_time: '09:00',
      digest_tz: 'Europe/London',
    });
    expect(await runAt('2026-06-16T08:00:00Z')).toBe(0); // 09:00 BST, nothing new
    expect((await alerts())[0]!.last_notified_at).toBeNull();
    await post('2026-06-16T08:30:00Z');
    expect(await runAt('2026-06-16T09:00:00Z')).toBe(0); // the slot was handled already
    expect(await runAt('2026-06-17T07:59:00Z')).toBe(0);
    expect(await runAt('2026-06-17T08:00:00Z')).toBe(1);
    expect((await alerts())[0]!.last_notified_at).toBe('2026-06-17T08:00:00.000Z');
  });

  it('writes .eml files into DATA_DIR/mail by default', async () => {
    const server = await fixtureServer({ store: kind, at: new Date('2026-06-15T12:00:00Z') });
    running.push(server);
    const token = await server.mintIdToken('eml@example.com');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await fetch(`${server.url}/api/me/profile`, { method: 'PUT', headers, body: '{"cadence":"instant"}' });
    await fetch(`${server.url}/api/me/alerts`, { method: 'POST', headers, body: '{"filter":{}}' });
    await server.addJobs([
      job(
        {
          job_id: 'lever:tracebit:eml-1',
          company_domain: 'tracebit.io',
          title: 'Mail <Engineer>',
          posted_at: Date.parse('2026-06-15T12:01:00Z'),
        },
        0,
      ),
    ]);
    server.clock.now = new Date('2026-06-15T12:02:00Z');
    expect(await server.runDigests()).toBe(1);
    const dir = path.join(server.dir, 'mail');
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: eml@example.com$/m);
    expect(eml).toMatch(/^Subject: jobstar: 1 new job for your alerts$/m);
    expect(eml).toMatch(/^Message-ID: <[0-9a-f-]{36}@jobstar.invalid>$/m);
    expect(eml).toContain('Mail &lt;Engineer&gt;');
  });

  it('sends a digest the mail server refused again, the same digest, once its lease runs out', async () => {
    const tried: MailMessage[] = [];
    let refuse = 2;
    const server = await fixtureServer({
      store: kind,
      mailer: {
        send: async (message) => {
          tried.push(message);
          if (refuse-- > 0) throw new Error('421 try again later');
        },
      },
    });
    running.push(server);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const headers = { authorization: `Bearer ${await server.mintIdToken('retry@example.com')}` };
    await fetch(`${server.url}/api/me/profile`, { method: 'PUT', headers, body: '{"cadence":"instant"}' });
    await fetch(`${server.url}/api/me/alerts`, { method: 'POST', headers, body: '{"filter":{}}' });
    const at = server.clock.now.getTime() + 60_000;
    await server.addJobs([job({ job_id: 'lever:tracebit:retry-1', company_domain: 'tracebit.io', posted_at: at }, 0)]);
    const runAt = (ms: number) => {
      server.clock.now = new Date(ms);
      return server.runDigests();
    };
    expect(await runAt(at + 60_000)).toBe(0);
    expect(await runAt(at + 120_000)).toBe(0); // the failed attempt's lease still holds
    expect(await runAt(at + LEASE_MS + 120_000)).toBe(0);
    expect(await runAt(at + 2 * LEASE_MS + 180_000)).toBe(1);
    expect(await runAt(at + 4 * LEASE_MS)).toBe(0);
    expect(tried).toHaveLength(3);
    expect(new Set(tried.map((message) => message.messageId)).size).toBe(1);
    expect(errors.mock.calls.map(([line]) => line)).toEqual([
      expect.stringContaining('(attempt 1 of 5)'),
      expect.stringContaining('(attempt 2 of 5)'),
    ]);
    errors.mockRestore();
  });
});

describe('a digest pass over many alerts', () => {
  it('gives the event loop back while it decides, and still sends each account its one digest', async () => {
    const outbox: MailMessage[] = [];
    const server = await fixtureServer({ mailer: { send: async (message) => void outbox.push(message) } });
    running.push(server);
    const headers = { authorization: `Bearer ${await server.mintIdToken('many@example.com')}` };
    await fetch(`${server.url}/api/me/profile`, { method: 'PUT', headers, body: '{"cadence":"instant"}' });
    for (let i = 0; i < 300; i++) {
      const body = JSON.stringify({ filter: { max_age_days: String(1 + (i % 300)) } });
      expect((await fetch(`${server.url}/api/me/alerts`, { method: 'POST', headers, body })).status).toBe(201);
    }
    const at = server.clock.now.getTime() + 60_000;
    await server.addJobs([job({ job_id: 'lever:tracebit:many-1', company_domain: 'tracebit.io', posted_at: at }, 0)]);
    server.clock.now = new Date(at + 60_000);
    // Counts the turns the loop takes while the pass runs: a pass that never yields lets none happen.
    let turns = 0;
    let done = false;
    const tick = () => {
      if (done) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    const sent = await server.runDigests();
    done = true;
    expect(sent).toBe(1);
    expect(outbox[0]!.text.match(/many-1/g)).toHaveLength(300);
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
