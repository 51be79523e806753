/**
 * The server is safe to expose: security headers on every page (the login page included), bodies limited
 * while they stream, per-client rate limits with Retry-After, and the database readable by its owner only.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './app';
import { SECURITY_HEADERS } from './dispatch';
import { CHROME_REDIRECT_URI } from './oidc/provider';
import { fixtureServer, J, tempDir } from './testing/fixtures';

type Server = Awaited<ReturnType<typeof fixtureServer>>;
let server: Server;

beforeAll(async () => {
  server = await fixtureServer();
});
afterAll(async () => {
  await server.close();
  fs.rmSync(server.dir, { recursive: true, force: true });
});

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe(SECURITY_HEADERS['referrer-policy']);
}

/** The login page: an authorization request redirects to it. */
async function loginPage(): Promise<Response> {
  const params = new URLSearchParams({
    client_id: 'jobstar-extension',
    response_type: 'code',
    scope: 'openid email',
    redirect_uri: CHROME_REDIRECT_URI,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'abc',
  });
  const authorize = await fetch(`${server.url}/oidc/auth?${params}`, { redirect: 'manual' });
  const cookie = authorize.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return fetch(new URL(authorize.headers.get('location')!, server.url), { headers: { cookie } });
}

/** A raw request, so the body can be streamed (or never sent) and the status read as soon as it comes. */
function rawPost(
  url: string,
  headers: Record<string, string | number>,
  body: (req: http.ClientRequest) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    body(req);
  });
}

describe('security headers', () => {
  it('are on every HTML page, the login page, API answers and errors', async () => {
    for (const p of ['/', `/jobs/${encodeURIComponent(J.acmeOpen)}`, '/companies/acmeanalytics.com', '/jobs/nope']) {
      expectSecurityHeaders(await fetch(`${server.url}${p}`));
    }
    const login = await loginPage();
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('Sign in to jobstar');
    expectSecurityHeaders(login);
    expectSecurityHeaders(await fetch(`${server.url}/api/jobs`));
    expectSecurityHeaders(await fetch(`${server.url}/api/me/saved`));
    expectSecurityHeaders(await fetch(`${server.url}/oidc/.well-known/openid-configuration`));
  });
});

describe('request bodies', () => {
  const url = () => `${server.url}/api/me/alerts`;
  it('a declared body over 64 KiB is refused with 413 before a byte of it is sent', async () => {
    const status = await rawPost(
      url(),
      { 'content-type': 'application/json', 'content-length': 150 * 2 ** 20 },
      (req) => {
        // Only the headers go out; the body never comes, so the answer must not wait for it.
        req.flushHeaders();
      },
    );
    expect(status).toBe(413);
  });
  it('a chunked body is refused with 413 as soon as it passes 64 KiB', async () => {
    const token = await server.mintIdToken('ada@example.com');
    const status = await rawPost(
      url(),
      { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      (req) => {
        const chunk = Buffer.alloc(16 * 1024, 0x20);
        let sent = 0;
        const more = () => {
          while (sent < 200 && req.write(chunk)) sent++;
          if (sent < 200 && !req.destroyed) req.once('drain', more);
        };
        more();
      },
    );
    expect(status).toBe(413);
  });
  it('a body within the limit still works', async () => {
    const token = await server.mintIdToken('ada@example.com');
    const response = await fetch(url(), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filter: { location: 'x'.repeat(60_000) } }),
    });
    expect(response.status).toBe(201);
  });
});

describe('rate limits', () => {
  it('answer 429 with Retry-After per client on /api and on the sign-in endpoints, and leave /healthz alone', async () => {
    const limited = await fixtureServer({ rateLimits: { api: 3, signIn: 2 } });
    try {
      const statuses = async (p: string, n: number) => {
        const out: Response[] = [];
        for (let i = 0; i < n; i++) out.push(await fetch(`${limited.url}${p}`));
        return out;
      };
      const api = await statuses('/api/jobs', 4);
      expect(api.map((response) => response.status)).toEqual([200, 200, 200, 429]);
      expect(Number(api[3]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(api[3]!.headers.get('content-type')).toContain('application/problem+json');
      const oidc = await statuses('/oidc/.well-known/openid-configuration', 3);
      expect(oidc.map((response) => response.status)).toEqual([200, 200, 429]);
      expect(Number(oidc[2]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await statuses('/healthz', 5)).every((response) => response.status === 200)).toBe(true);
    } finally {
      await limited.close();
      fs.rmSync(limited.dir, { recursive: true, force: true });
    }
  });

  // Every route that reads the catalog, the HTML pages included, draws on the client's bucket.
  it.each([
    ['company search', '/api/companies/search?name=ac'],
    ['the job list', '/api/jobs?sort=match&offset=3'],
    ['the facets', '/api/facets?location=tel'],
    ['the home page', '/?page=2'],
    ["a company's page", '/companies/acmeanalytics.com'],
    ["a job's page", `/jobs/${J.acmeOpen}`],
  ])('answer 429 on %s once the client has used its requests', async (_name, target) => {
    const limited = await fixtureServer({ rateLimits: { api: 3, signIn: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`${limited.url}${target}`);
        await response.arrayBuffer();
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
      fs.rmSync(limited.dir, { recursive: true, force: true });
    }
  });
});

/** A raw GET, so that any Host header can be sent (fetch keeps its own). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }));
    });
    req.on('error', reject);
  });
}

describe('the development login behind a proxy', () => {
  const proxied: Record<string, string>[] = [
    { 'x-forwarded-for': '203.0.113.9' },
    { 'x-forwarded-host': 'jobs.example.com' },
    { forwarded: 'for=203.0.113.9;host=jobs.example.com;proto=https' },
    { 'x-real-ip': '203.0.113.9' },
    { host: 'jobs.example.com' },
    { host: 'jobs.example.com:8787' },
    { host: '10.0.0.5' },
  ];
  const paths = [
    '/oidc/.well-known/openid-configuration',
    '/oidc/auth?client_id=jobstar-extension',
    '/oidc/interaction/x',
  ];

  it('answers 403 in plain words on /oidc to a forwarded request or one for a non-loopback host name', async () => {
    for (const headers of proxied) {
      for (const p of paths) {
        const answer = await rawGet(`${server.url}${p}`, headers);
        expect(answer.status, `${p} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.type).toMatch(/^text\/plain/);
        expect(answer.body).toMatch(/development login[\s\S]*OIDC_ISSUER[\s\S]*DEV_LOGIN=1/);
      }
    }
    // The rest of the server does not care.
    expect((await rawGet(`${server.url}/api/jobs`, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
  });

  it('serves direct requests for a loopback name (the e2e suite, the browser of the person running it)', async () => {
    const port = new URL(server.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'localhost']) {
      const answer = await rawGet(`${server.url}/oidc/.well-known/openid-configuration`, { host });
      expect(answer.status, host).toBe(200);
    }
  });

  it('serves forwarded requests too with DEV_LOGIN=1 (devLogin)', async () => {
    const open = await fixtureServer({ devLogin: true });
    try {
      for (const headers of proxied) {
        const answer = await rawGet(`${open.url}/oidc/.well-known/openid-configuration`, headers);
        expect(answer.status, JSON.stringify(headers)).toBe(200);
      }
    } finally {
      await open.close();
      fs.rmSync(open.dir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a trusted proxy (rateLimits.trustProxy) unless devLogin or an external issuer', async () => {
    const dir = tempDir();
    try {
      const options = { dataDir: dir, port: 0, jobs: 10, rateLimits: { api: 10, signIn: 10, trustProxy: true } };
      await expect(startServer(options)).rejects.toThrow(/TRUST_PROXY=1[\s\S]*OIDC_ISSUER[\s\S]*DEV_LOGIN=1/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the SQLite files', () => {
  it('are created readable and writable by their owner only (0600), and a wider existing file is narrowed', async () => {
    for (const name of ['jobstar.sqlite', 'jobstar.sqlite-wal', 'jobstar.sqlite-shm']) {
      expect((fs.statSync(path.join(server.dir, name)).mode & 0o777).toString(8), name).toBe('600');
    }
    const dir = fs.mkdtempSync(path.join(path.dirname(server.dir), 'jobstar-mode-'));
    fs.writeFileSync(path.join(dir, 'jobstar.sqlite'), '', { mode: 0o644 });
    fs.chmodSync(path.join(dir, 'jobstar.sqlite'), 0o644);
    const again = await fixtureServer({ dataDir: dir });
    try {
      expect((fs.statSync(path.join(dir, 'jobstar.sqlite')).mode & 0o777).toString(8)).toBe('600');
    } finally {
      await again.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
