/**
 * The server trusting an external identity provider, tested against a third-party one: oauth2-mock-server
 * (npm), which publishes discovery and a JWKS and issues ID tokens from its own /token endpoint. Its tokens
 * are accepted; wrong audience, wrong issuer, expired, future iat or nbf, and a bad signature are refused
 * with 401 and an RFC 6750 challenge; the built-in provider is off; new signing keys are picked up.
 */
import fs from 'node:fs';
import { decodeJwt } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../digests/mailer';
import { fixtureServer, job } from '../testing/fixtures';
import { STORES, storeSkipReason } from '../testing/postgres';

const AUDIENCE = 'jobstar-extension';
let idp: OAuth2Server;
let server: Awaited<ReturnType<typeof fixtureServer>>;
const mail: MailMessage[] = [];

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
});
afterAll(async () => {
  await idp.stop();
});

/** An ID token from the provider's token endpoint (password grant), for `clientId`, with an e-mail claim. */
async function idTokenFromProvider(clientId = AUDIENCE, email = 'ada@example.com'): Promise<string> {
  const addEmail = (token: { payload: Record<string, unknown> }) => {
    if (token.payload.aud === clientId) Object.assign(token.payload, { email, email_verified: true });
  };
  idp.service.on('beforeTokenSigning', addEmail);
  try {
    const response = await fetch(`${idp.issuer.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'ada', password: 'x', client_id: clientId }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id_token: string }).id_token;
  } finally {
    idp.service.off('beforeTokenSigning', addEmail);
  }
}

/** A token signed by the provider's key with claims changed before signing. */
const signed = (change: (payload: Record<string, unknown>) => void) =>
  idp.issuer.buildToken({
    scopesOrTransform: (_header, payload) => {
      Object.assign(payload, { sub: 'johndoe', aud: AUDIENCE });
      change(payload);
    },
  });

const me = (token: string, path = '/api/me/saved', init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });

async function expectRefused(token: string, description?: RegExp) {
  const response = await me(token);
  expect(response.status).toBe(401);
  const challenge = response.headers.get('www-authenticate') ?? '';
  expect(challenge).toMatch(/^Bearer error="invalid_token"/);
  if (description) expect(challenge).toMatch(description);
}

const now = () => Math.floor(Date.now() / 1000);

describe.each(STORES)('%s store', (kind) => {
  const skip = storeSkipReason(kind);
  if (skip) {
    it.skip(skip, () => {});
    return;
  }
  beforeAll(async () => {
    server = await fixtureServer({
      store: kind,
      externalIssuer: { issuer: idp.issuer.url!, audience: AUDIENCE, keysCooldownMs: 0 },
      mailer: { send: async (message) => void mail.push(message) },
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(server.dir, { recursive: true, force: true });
  });

  describe('an external identity provider (OIDC_ISSUER, OIDC_AUDIENCE)', () => {
    it("accepts the provider's ID token; the account key is issuer + subject", async () => {
      const token = await idTokenFromProvider();
      expect(decodeJwt(token)).toMatchObject({ iss: idp.issuer.url, aud: AUDIENCE, sub: 'johndoe' });
      expect((await me(token, '/api/me/saved/greenhouse%3Aacme%3A1', { method: 'PUT' })).status).toBe(204);
      const saved = (await (await me(token)).json()) as { saved: { job_id: string }[] };
      expect(saved.saved.map((entry) => entry.job_id)).toEqual(['greenhouse:acme:1']);
      expect(server.issuer).toBe(idp.issuer.url);
    });

    it('refuses a token for another audience, from another issuer, expired, or not yet valid', async () => {
      await expectRefused(await idTokenFromProvider('someone-else'));
      await expectRefused(await signed((payload) => Object.assign(payload, { iss: 'https://evil.example.com' })));
      await expectRefused(
        await signed((payload) => Object.assign(payload, { iat: now() - 7200, nbf: now() - 7200, exp: now() - 120 })),
        /expired/,
      );
      await expectRefused(await signed((payload) => Object.assign(payload, { iat: now() + 600 })));
      await expectRefused(await signed((payload) => Object.assign(payload, { nbf: now() + 600 })));
      // Within the skew, a little clock difference is fine.
      expect((await me(await signed((payload) => Object.assign(payload, { iat: now() + 20 })))).status).toBe(200);
    });

    it('refuses a bad signature, an unsigned token and a missing token', async () => {
      const [header, payload, signature] = (await idTokenFromProvider()).split('.');
      const forged = Buffer.from(JSON.stringify({ ...decodeJwt(`${header}.${payload}.x`), sub: 'mallory' })).toString(
        'base64url',
      );
      await expectRefused(`${header}.${forged}.${signature}`);
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      await expectRefused(`${none}.${payload}.`);
      const missing = await fetch(`${server.url}/api/me/saved`);
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    });

    it('picks up a new signing key (rotation) from the JWKS', async () => {
      expect((await me(await idTokenFromProvider())).status).toBe(200);
      const rotated = await idp.issuer.keys.generate('ES256');
      const token = await idp.issuer.buildToken({
        kid: rotated.kid,
        scopesOrTransform: (_header, payload) => Object.assign(payload, { sub: 'johndoe', aud: AUDIENCE }),
      });
      expect((await me(token)).status).toBe(200);
    });

    it('turns the built-in provider and its development login off', async () => {
      expect((await fetch(`${server.url}/oidc/.well-known/openid-configuration`)).status).toBe(404);
      await expectRefused(await server.mintIdToken('ada@example.com'));
    });

    it("sends digests to the e-mail in the provider's tokens", async () => {
      const token = await idTokenFromProvider(AUDIENCE, 'grace@example.com');
      const alert = await fetch(`${server.url}/api/me/alerts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ filter: { country: 'il' } }),
      });
      expect(alert.status).toBe(201);
      await me(token, '/api/me/profile', {
        method: 'PUT',
        body: '{"cadence":"instant"}',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      server.clock.now = new Date(server.clock.now.getTime() + 60_000);
      const at = server.clock.now.getTime();
      await server.addJobs([
        job({ job_id: 'greenhouse:acme:42', company_domain: 'acmeanalytics.com', posted_at: at }, at),
      ]);
      expect(await server.runDigests()).toBe(1);
      expect(mail.at(-1)?.to).toBe('grace@example.com');
    });
  });

  it('sends no digest to an address the provider did not verify ("false" as a string)', async () => {
    const unverified = (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, { sub: 'mallory', email: 'victim@example.com', email_verified: 'false' });
    };
    idp.service.on('beforeTokenSigning', unverified);
    let token: string;
    try {
      const response = await fetch(`${idp.issuer.url}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: 'm', password: 'x', client_id: AUDIENCE }),
      });
      token = ((await response.json()) as { id_token: string }).id_token;
    } finally {
      idp.service.off('beforeTokenSigning', unverified);
    }
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const alert = await fetch(`${server.url}/api/me/alerts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ filter: { country: 'il' } }),
    });
    expect(alert.status).toBe(201);
    await me(token, '/api/me/profile', { method: 'PUT', body: '{"cadence":"instant"}', headers });
    const sent = mail.length;
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    const at = server.clock.now.getTime();
    server.addJobs([job({ job_id: 'greenhouse:acme:43', company_domain: 'acmeanalytics.com', posted_at: at }, at)]);
    await server.runDigests();
    expect(mail.slice(sent).map((message) => message.to)).not.toContain('victim@example.com');
  });
});

describe('an external identity provider that cannot be reached', () => {
  it('answers 503 with Retry-After (the token may be fine), not 401', async () => {
    const down = await fixtureServer({ externalIssuer: { issuer: 'http://127.0.0.1:9', audience: AUDIENCE } });
    try {
      const response = await fetch(`${down.url}/api/me/saved`, { headers: { authorization: 'Bearer a.b.c' } });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
    } finally {
      await down.close();
      fs.rmSync(down.dir, { recursive: true, force: true });
    }
  });
});
