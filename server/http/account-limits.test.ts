/** The per-account caps over HTTP (small ones here): 409 problem+json with the cap in words and in figures. */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountLimit, Alert, ProblemDetails } from '../../api/contract';
import { fixtureServer } from '../testing/fixtures';
import { STORES, storeSkipReason } from '../testing/postgres';

describe.each(STORES)('%s store: what one account may keep', (kind) => {
  const skip = storeSkipReason(kind);
  if (skip) {
    it.skip(skip, () => {});
    return;
  }
  let server: Awaited<ReturnType<typeof fixtureServer>>;
  let ada: string;
  let bob: string;
  beforeAll(async () => {
    server = await fixtureServer({ store: kind, accountLimits: { alerts: 3, saved: 4 } });
    ada = await server.mintIdToken('ada@example.com');
    bob = await server.mintIdToken('bob@example.com');
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(server.dir, { recursive: true, force: true });
  });

  const call = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
  const postAlert = (token: string, country: string, key?: string) =>
    call('/me/alerts', token, {
      method: 'POST',
      body: JSON.stringify({ filter: { country } }),
      headers: key ? { 'idempotency-key': key } : {},
    });

  async function expectFull(response: Response, words: string, limit: AccountLimit) {
    expect(response.status).toBe(409);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const body = ProblemDetails.parse(await response.json());
    expect(body).toMatchObject({ status: 409, title: 'Conflict' });
    expect(body.detail).toContain(words);
    expect(AccountLimit.parse(body.account_limit)).toEqual(limit);
  }

  it('refuses an alert past the cap with 409 and the cap in words; a replay and another account still go', async () => {
    const first = await postAlert(ada, 'IL', 'first');
    expect(first.status).toBe(201);
    const firstId = Alert.parse(await first.json()).alert_id;
    for (const country of ['US', 'GB']) expect((await postAlert(ada, country)).status).toBe(201);
    await expectFull(await postAlert(ada, 'DE'), 'already has 3 alerts', { list: 'alerts', max: 3 });
    const replay = await postAlert(ada, 'IL', 'first');
    expect(replay.status).toBe(201);
    expect(Alert.parse(await replay.json()).alert_id).toBe(firstId);
    expect(((await (await call('/me/alerts', ada)).json()) as { alerts: unknown[] }).alerts).toHaveLength(3);
    expect((await postAlert(bob, 'DE')).status).toBe(201);
  });

  it('refuses a new star past the cap with 409 and the cap in words; a starred job stays starrable', async () => {
    const star = (job: string) => call(`/me/saved/${job}`, ada, { method: 'PUT' });
    for (const job of ['a:1', 'a:2', 'a:3', 'a:4']) expect((await star(job)).status).toBe(204);
    await expectFull(await star('a:5'), 'already has 4 saved jobs', { list: 'saved', max: 4 });
    expect((await star('a:2')).status).toBe(204);
    expect((await call('/me/saved/a:1', ada, { method: 'DELETE' })).status).toBe(204);
    expect((await star('a:5')).status).toBe(204);
    expect(((await (await call('/me/saved', ada)).json()) as { saved: unknown[] }).saved).toHaveLength(4);
  });
});
