/** A paused alert (PATCH active: false) gets no digest notices; resumed, it reports what is new since its last one. */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../digests/mailer';
import { fixtureServer, job } from '../testing/fixtures';
import { STORES, storeSkipReason } from '../testing/postgres';

const running: Awaited<ReturnType<typeof fixtureServer>>[] = [];
afterAll(async () => {
  for (const server of running) {
    await server.close();
    fs.rmSync(server.dir, { recursive: true, force: true });
  }
});

describe.each(STORES)('%s store', (kind) => {
  const skip = storeSkipReason(kind);
  if (skip) {
    it.skip(skip, () => {});
    return;
  }

  it('sends no digest for a paused alert, and sends again once it is resumed', async () => {
    const outbox: MailMessage[] = [];
    const server = await fixtureServer({
      store: kind,
      at: new Date('2026-06-15T12:00:00Z'),
      mailer: { send: async (message) => void outbox.push(message) },
    });
    running.push(server);
    const token = await server.mintIdToken('paused@example.com');
    const call = (p: string, init: RequestInit = {}) =>
      fetch(`${server.url}/api${p}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
    await call('/me/profile', { method: 'PUT', body: '{"cadence":"instant"}' });
    const alert = (await (
      await call('/me/alerts', { method: 'POST', body: '{"filter":{"country":"IL"}}' })
    ).json()) as {
      alert_id: string;
    };
    const post = (n: number, at: string) =>
      server.addJobs([
        job(
          {
            job_id: `lever:tracebit:paused-${n}`,
            company_domain: 'tracebit.io',
            title: `Role ${n}`,
            ats: 'lever',
            posted_at: Date.parse(at),
          },
          Date.parse(at),
        ),
      ]);
    const runAt = (iso: string) => {
      server.clock.now = new Date(iso);
      return server.runDigests();
    };
    const patch = (active: boolean) =>
      call(`/jobstar/v1/alerts/${alert.alert_id}`, { method: 'PATCH', body: JSON.stringify({ active }) });

    expect((await patch(false)).status).toBe(200);
    await post(1, '2026-06-15T12:01:00Z');
    expect(await runAt('2026-06-15T12:02:00Z')).toBe(0);
    expect((await patch(true)).status).toBe(200);
    await post(2, '2026-06-15T12:03:00Z');
    expect(await runAt('2026-06-15T12:04:00Z')).toBe(1);
    expect(outbox).toHaveLength(1);
    // What was posted while it was paused is reported then: a pause holds notices back, it does not drop jobs.
    expect(outbox[0]!.text).toContain('Role 1');
    expect(outbox[0]!.text).toContain('Role 2');
  });
});
