/**
 * The API client, the sign-in service's token source and the account binding together: a burst of 401s
 * costs one refresh, and a token that names another account is never sent.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { createTokenSource } from '../auth/refresh';
import { memoryAuthStore } from '../auth/testing/memory-auth-store';
import { createTokenStore } from '../auth/token-store';
import { bindTokens } from './bound-tokens';
import { AccountChanged } from './context';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'none' })}.${base64url({ aud: 'jobstar-extension', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;

const account = { issuer: 'http://idp/oidc', subject: 'alice' };
const stale = jwt({ iss: 'http://idp/oidc', sub: 'alice', n: 'stale' });
const fresh = jwt({ iss: 'http://idp/oidc', sub: 'alice', n: 'fresh' });

let server: Server;
let baseUrl = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    seen.push(token);
    if (token !== fresh) {
      res.writeHead(401, {
        'content-type': 'application/problem+json',
        'www-authenticate': 'Bearer error="invalid_token"',
      });
      res.end(JSON.stringify({ title: 'Unauthorized', status: 401 }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ saved: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function sessionWith(idToken: string) {
  const store = createTokenStore(memoryAuthStore());
  await store.save({
    sessionId: 's1',
    configuredIssuer: 'http://idp/oidc',
    clientId: 'jobstar-extension',
    idToken,
    refreshToken: 'r1',
    account,
    obtainedAt: Date.now() - 60_000,
  });
  return store;
}

describe('bound tokens with the client', () => {
  it('ten parallel 401s cause one refresh, then every call succeeds', async () => {
    const store = await sessionWith(stale);
    let exchanges = 0;
    const tokens = createTokenSource({
      store,
      usable: async () => true,
      exchange: async () => {
        exchanges += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        return { idToken: fresh, refreshToken: 'r2' };
      },
      sessionLost: () => undefined,
    });
    const api = createApiClient({ baseUrl, tokens: bindTokens(account, tokens) });
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.listSaved()));
    expect(answers).toHaveLength(10);
    expect(exchanges).toBe(1);
    expect(seen.filter((token) => token === fresh)).toHaveLength(10);
  });

  it('refuses to send a token that names another account', async () => {
    const store = await sessionWith(jwt({ iss: 'http://idp/oidc', sub: 'bob' }));
    const tokens = createTokenSource({
      store,
      usable: async () => true,
      exchange: async () => ({}),
      sessionLost: () => undefined,
    });
    const before = seen.length;
    const api = createApiClient({ baseUrl, tokens: bindTokens(account, tokens) });
    await expect(api.listSaved()).rejects.toBeInstanceOf(AccountChanged);
    expect(seen.length).toBe(before);
  });

  it('accepts the same issuer written with a trailing slash', async () => {
    const bound = bindTokens(account, { token: async () => fresh, refresh: async () => null });
    expect(await bound.token()).toBe(fresh);
    expect(
      await bindTokens(
        { ...account, issuer: 'http://idp/oidc/' },
        { token: async () => fresh, refresh: async () => null },
      ).token(),
    ).toBe(fresh);
    expect(await bound.refresh()).toBeNull();
  });
});
