import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureServer } from '../testing/fixtures';
import { STORES, storeSkipReason } from '../testing/postgres';
import { CHROME_REDIRECT_URI } from './provider';

type Server = Awaited<ReturnType<typeof fixtureServer>>;
let server: Server;
const EXTRA_REDIRECT = 'http://127.0.0.1:9/callback';

/** A minimal cookie jar: name → value, paths ignored. */
class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

async function get(url: string, jar: Jar) {
  const response = await fetch(new URL(url, server.url), { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.take(response);
  return response;
}

interface Flow {
  code: string;
  verifier: string;
  redirectUri: string;
  state: string;
  jar: Jar;
}

/** authorize → login page → POST e-mail → resume → redirect with the code. */
async function authorize(
  _email: string,
  options: { redirectUri?: string; challenge?: boolean; prompt?: string; jar?: Jar } = {},
) {
  const jar = options.jar ?? new Jar();
  const verifier = b64url(randomBytes(32));
  const challenge = b64url(createHash('sha256').update(verifier).digest());
  const state = b64url(randomBytes(8));
  const redirectUri = options.redirectUri ?? CHROME_REDIRECT_URI;
  const params = new URLSearchParams({
    client_id: 'jobstar-extension',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email profile offline_access',
    state,
    nonce: b64url(randomBytes(8)),
    ...(options.challenge === false ? {} : { code_challenge: challenge, code_challenge_method: 'S256' }),
    ...(options.prompt ? { prompt: options.prompt } : {}),
  });
  const start = await get(`/oidc/auth?${params}`, jar);
  return { start, jar, verifier, state, redirectUri };
}

async function signIn(email: string, options: { redirectUri?: string } = {}): Promise<Flow> {
  const { start, jar, verifier, state, redirectUri } = await authorize(email, options);
  expect(start.status).toBe(303);
  const loginUrl = start.headers.get('location')!;
  expect(loginUrl).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  const page = await get(loginUrl, jar);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/<label for="email">Email<\/label>/);
  expect(html).toMatch(/<input id="email" name="email" type="email"/);
  expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
  const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
  const posted = await fetch(new URL(action, server.url), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
  jar.take(posted);
  expect(posted.status).toBe(303);
  let location = posted.headers.get('location')!;
  // Follow the provider's redirects until it leaves for the redirect URI (no consent page in between).
  for (let hops = 0; hops < 5 && !location.startsWith(redirectUri); hops++) {
    const next = await get(location, jar);
    expect([302, 303]).toContain(next.status);
    location = next.headers.get('location')!;
  }
  expect(location.startsWith(redirectUri)).toBe(true);
  const callback = new URL(location);
  expect(callback.searchParams.get('state')).toBe(state);
  expect(callback.searchParams.get('iss')).toBe(server.issuer);
  return { code: callback.searchParams.get('code')!, verifier, redirectUri, state, jar };
}

async function token(body: Record<string, string>, origin?: string) {
  const response = await fetch(`${server.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: new URLSearchParams({ client_id: 'jobstar-extension', ...body }),
  });
  return { response, body: (await response.json()) as Record<string, string> };
}

async function exchange(flow: Flow, origin?: string) {
  return token(
    { grant_type: 'authorization_code', code: flow.code, redirect_uri: flow.redirectUri, code_verifier: flow.verifier },
    origin,
  );
}

describe.each(STORES)('%s store', (kind) => {
  const skip = storeSkipReason(kind);
  if (skip) {
    it.skip(skip, () => {});
    return;
  }
  beforeAll(async () => {
    server = await fixtureServer({ store: kind, extraRedirectUris: [EXTRA_REDIRECT], idTokenTtlSeconds: 120 });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(server.dir, { recursive: true, force: true });
  });

  describe('dev identity provider', () => {
    it('publishes discovery with every endpoint under /oidc', async () => {
      const discovery = (await (await fetch(`${server.issuer}/.well-known/openid-configuration`)).json()) as Record<
        string,
        unknown
      >;
      expect(discovery.issuer).toBe(server.issuer);
      for (const key of [
        'authorization_endpoint',
        'token_endpoint',
        'jwks_uri',
        'revocation_endpoint',
        'userinfo_endpoint',
      ]) {
        expect(String(discovery[key])).toMatch(new RegExp(`^${server.issuer}/`));
      }
      expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
      expect(discovery.scopes_supported).toContain('offline_access');
    });

    it('runs the code flow with PKCE: id_token and refresh_token without prompt=consent', async () => {
      const flow = await signIn('Grace.Hopper@Example.com');
      const { response, body } = await exchange(flow, 'chrome-extension://inhfehfnfbbpfnnaibimkhgfggjbbkka');
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(
        'chrome-extension://inhfehfnfbbpfnnaibimkhgfggjbbkka',
      );
      expect(body.id_token).toBeTruthy();
      expect(body.refresh_token).toBeTruthy();
      expect(body.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'offline_access']));

      const jwks = createRemoteJWKSet(new URL(`${server.issuer}/jwks`));
      const { payload, protectedHeader } = await jwtVerify(body.id_token!, jwks, {
        issuer: server.issuer,
        audience: 'jobstar-extension',
      });
      expect(protectedHeader.alg).toBe('RS256');
      expect(payload.email).toBe('grace.hopper@example.com');
      expect(payload.name).toBe('grace.hopper');
      expect(payload.exp! - payload.iat!).toBe(120);

      // The ID token is the API's bearer.
      const me = await fetch(`${server.url}/api/me/profile`, { headers: { authorization: `Bearer ${body.id_token}` } });
      expect(me.status).toBe(200);

      // The same e-mail gives the same sub, also through the token command's path.
      const again = await exchange(await signIn('grace.hopper@example.com'));
      expect(decodeJwt(again.body.id_token!).sub).toBe(payload.sub);
      expect(decodeJwt(await server.mintIdToken('GRACE.HOPPER@example.com')).sub).toBe(payload.sub);
      const other = await exchange(await signIn('someone@example.com'));
      expect(decodeJwt(other.body.id_token!).sub).not.toBe(payload.sub);
    });

    it('signs in again from an existing session without showing the login page', async () => {
      const first = await signIn('session@example.com');
      const verifier = b64url(randomBytes(32));
      const params = new URLSearchParams({
        client_id: 'jobstar-extension',
        response_type: 'code',
        redirect_uri: CHROME_REDIRECT_URI,
        scope: 'openid email profile offline_access',
        state: 'again',
        code_challenge: b64url(createHash('sha256').update(verifier).digest()),
        code_challenge_method: 'S256',
      });
      let location = `/oidc/auth?${params}`;
      for (let hops = 0; hops < 6 && !location.startsWith(CHROME_REDIRECT_URI); hops++) {
        const response = await get(location, first.jar);
        expect([302, 303]).toContain(response.status);
        location = response.headers.get('location')!;
      }
      const code = new URL(location).searchParams.get('code')!;
      const { body } = await exchange({ ...first, code, verifier });
      expect(decodeJwt(body.id_token!).email).toBe('session@example.com');
      expect(body.refresh_token).toBeTruthy();
    });

    it('lets another account sign in over a session: the switch page runs under the CSP by its script hash', async () => {
      const first = await signIn('switch-a@example.com');
      const { start, jar } = await authorize('switch-b@example.com', { prompt: 'login', jar: first.jar });
      expect(start.status).toBe(303);
      const page = await get(start.headers.get('location')!, jar);
      const action = /<form[^>]*action="([^"]+)"/.exec(await page.text())![1]!;
      const posted = await fetch(new URL(action, server.url), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'switch-b@example.com' }),
      });
      jar.take(posted);
      const switchPage = await get(posted.headers.get('location')!, jar);
      expect(switchPage.status).toBe(200);
      const html = await switchPage.text();
      const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
      const hash = createHash('sha256').update(script).digest('base64');
      const csp = switchPage.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/=]/g, (c) => `\\${c}`)}'`));
      expect(csp).toContain("frame-ancestors 'none'");
    });

    it('rotates refresh tokens and refuses a used one', async () => {
      const first = await exchange(await signIn('rotate@example.com'));
      const refreshed = await token({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token! });
      expect(refreshed.response.status).toBe(200);
      expect(refreshed.body.refresh_token).toBeTruthy();
      expect(refreshed.body.refresh_token).not.toBe(first.body.refresh_token);
      expect(refreshed.body.id_token).toBeTruthy();
      expect(decodeJwt(refreshed.body.id_token!).email).toBe('rotate@example.com');
      const reused = await token({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token! });
      expect(reused.response.status).toBe(400);
      expect(reused.body.error).toBe('invalid_grant');
    });

    it('revokes refresh tokens', async () => {
      const first = await exchange(await signIn('revoke@example.com'));
      const revoked = await fetch(`${server.issuer}/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: 'jobstar-extension', token: first.body.refresh_token! }),
      });
      expect(revoked.status).toBe(200);
      const after = await token({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token! });
      expect(after.body.error).toBe('invalid_grant');
    });

    it('requires PKCE and the code_verifier', async () => {
      const { start } = await authorize('nopkce@example.com', { challenge: false });
      const location = start.headers.get('location')!;
      expect(location.startsWith(CHROME_REDIRECT_URI)).toBe(true);
      expect(new URL(location).searchParams.get('error')).toBe('invalid_request');

      const flow = await signIn('verifier@example.com');
      const wrong = await exchange({ ...flow, verifier: b64url(randomBytes(32)) });
      expect(wrong.body.error).toBe('invalid_grant');
    });

    it('accepts the pinned redirect URI without its slash and configured extra ones; refuses others', async () => {
      const noSlash = await signIn('slash@example.com', { redirectUri: CHROME_REDIRECT_URI.replace(/\/$/, '') });
      expect(noSlash.code).toBeTruthy();
      const extra = await signIn('extra@example.com', { redirectUri: EXTRA_REDIRECT });
      expect((await exchange(extra)).body.id_token).toBeTruthy();
      const { start } = await authorize('evil@example.com', { redirectUri: 'https://evil.example/cb' });
      expect(start.status).toBe(400);
    });

    it('re-shows the login form for an invalid e-mail', async () => {
      const { start, jar } = await authorize('x');
      const loginUrl = start.headers.get('location')!;
      await get(loginUrl, jar);
      const posted = await fetch(new URL(`${loginUrl}/login`, server.url), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'not-an-email' }),
      });
      expect(posted.status).toBe(400);
      expect(await posted.text()).toContain('Enter an e-mail address');
    });
  });
});
