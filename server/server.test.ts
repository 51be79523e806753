import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SavedList } from '../api/contract';
import { startServer } from './app';
import { generateCatalog } from './catalog/generate';
import {
  ANTHROPIC_JOB_ID,
  AQUASEC_JOB_ID,
  BIOCATCH_JOB_ID,
  KNOWN_JOB_IDS,
  LINKEDIN_JOB_ID,
} from './catalog/known-jobs';
import { PG_MIGRATIONS } from './store/postgres/migrations';
import { SQLITE_MIGRATIONS } from './store/sqlite/migrations';
import { fixtureCatalog, storeOptions, tempDir } from './testing/fixtures';
import { STORES, storeSkipReason } from './testing/postgres';
import { freePort } from './testing/server-process';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
const dir = () => {
  const d = tempDir();
  dirs.push(d);
  return d;
};

describe('catalog generator', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const catalog = generateCatalog({ jobs: 3000, now });

  it('is deterministic', () => {
    const again = generateCatalog({ jobs: 3000, now });
    expect(again.jobs.map((j) => j.job_id)).toEqual(catalog.jobs.map((j) => j.job_id));
    expect(again.companies).toEqual(catalog.companies);
  });
  it('has at least 300 companies with plausible domains and ATS, some named with "ac"', () => {
    expect(catalog.companies.length).toBeGreaterThanOrEqual(300);
    expect(new Set(catalog.companies.map((c) => c.domain)).size).toBe(catalog.companies.length);
    for (const company of catalog.companies) {
      expect(company.domain).toMatch(/^[a-z0-9]+(\.[a-z]+)+$/);
      expect(['greenhouse', 'lever', 'ashby', 'comeet', 'workable', 'smartrecruiters', 'workday']).toContain(
        company.ats,
      );
    }
    expect(catalog.companies.filter((c) => c.name.toLowerCase().includes('ac')).length).toBeGreaterThan(5);
  });
  it('contains the known jobs and DESIGN §3 job ids', () => {
    const ids = new Set(catalog.jobs.map((j) => j.job_id));
    for (const id of KNOWN_JOB_IDS) expect(ids.has(id)).toBe(true);
    expect(ids.size).toBe(catalog.jobs.length);
    expect(catalog.jobs.find((j) => j.job_id === ANTHROPIC_JOB_ID)?.company_domain).toBe('anthropic.com');
    expect(BIOCATCH_JOB_ID).toMatch(/^lever:biocatch:[0-9a-f-]{36}$/);
    expect(AQUASEC_JOB_ID).toBe('comeet:aquasec:CD.86E');
    expect(LINKEDIN_JOB_ID).toBe('linkedin:3786945580');
    for (const j of catalog.jobs) {
      expect(j.job_id).toMatch(
        /^(greenhouse:[a-z0-9]+:\d{10}|(lever|ashby):[a-z0-9]+:[0-9a-f-]{36}|comeet:[a-z0-9]+:[0-9A-F]{2}\.[0-9A-F]{3}|workable:[a-z0-9]+:[0-9A-F]{10}|smartrecruiters:[A-Za-z0-9]+:\d{15}|workday:[a-z0-9]+:JR-\d{7}|linkedin:\d{10})$/,
      );
    }
  });
  it('mixes Israeli and other locations, salaries, dates and confidence levels', () => {
    const jobs = catalog.jobs;
    const share = (predicate: (j: (typeof jobs)[number]) => boolean) => jobs.filter(predicate).length / jobs.length;
    expect(share((j) => j.country === 'IL')).toBeGreaterThan(0.4);
    expect(share((j) => j.country !== 'IL')).toBeGreaterThan(0.1);
    expect(share((j) => j.salary_ils !== null)).toBeGreaterThan(0.2);
    expect(share((j) => j.salary_currency === 'USD')).toBeGreaterThan(0.02);
    expect(share((j) => j.salary_currency === 'EUR')).toBeGreaterThan(0.01);
    expect(share((j) => j.salary_ils !== null && !j.salary_disclosed)).toBeGreaterThan(0.05);
    expect(share((j) => j.closed_at !== null)).toBeGreaterThan(0.05);
    expect(share((j) => j.posted_at < now.getTime() - 365 * 86_400_000)).toBeGreaterThan(0.01);
    expect(new Set(jobs.map((j) => j.confidence))).toEqual(new Set(['verified', 'best_effort', 'unconfirmed']));
    expect(jobs.every((j) => j.posted_at <= now.getTime())).toBe(true);
  });
});

describe('the generated catalog over HTTP', () => {
  it('seeds on first start and serves the known jobs and companies', async () => {
    const server = await startServer({ port: 0, dataDir: dir(), jobs: 2000 });
    try {
      const response = await fetch(`${server.url}/api/jobs?ids=${KNOWN_JOB_IDS.map(encodeURIComponent).join(',')}`);
      const { jobs } = (await response.json()) as { jobs: { job_id: string; url: string }[] };
      expect(jobs.map((j) => j.job_id).sort()).toEqual([...KNOWN_JOB_IDS].sort());
      const anthropic = (await (await fetch(`${server.url}/api/companies/search?name=anthropic`)).json()) as {
        companies: { name: string; domain: string; open_jobs: number }[];
      };
      expect(anthropic.companies[0]).toMatchObject({ name: 'Anthropic', domain: 'anthropic.com' });
      expect(anthropic.companies[0]!.open_jobs).toBeGreaterThanOrEqual(1);
      const ac = (await (await fetch(`${server.url}/api/companies/search?name=ac`)).json()) as { companies: unknown[] };
      expect(ac.companies.length).toBeGreaterThan(3);
      expect(ac.companies.length).toBeLessThanOrEqual(20);
      const page = await fetch(`${server.url}/jobs/${AQUASEC_JOB_ID}`);
      expect(await page.text()).toContain(`data-job-id="${AQUASEC_JOB_ID}"`);
    } finally {
      await server.close();
    }
  });
});

describe.each(STORES)('restarts, %s store', (kind) => {
  const skip = storeSkipReason(kind);
  if (skip) {
    it.skip(skip, () => {});
    return;
  }
  it('keep data, keys and tokens; migrations are versioned', async () => {
    const dataDir = dir();
    const port = await freePort();
    const store = await storeOptions(kind);
    const first = await startServer({ port, dataDir, ...store, catalog: fixtureCatalog(Date.now()) });
    const token = await first.mintIdToken('persist@example.com');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await fetch(`${first.url}/api/me/saved/${encodeURIComponent('x:1')}`, { method: 'PUT', headers });
    await fetch(`${first.url}/api/me/profile`, {
      method: 'PUT',
      headers,
      body: '{"skills":["Go"],"cadence":"weekly"}',
    });
    await fetch(`${first.url}/api/me/alerts`, { method: 'POST', headers, body: '{"filter":{"country":"IL"}}' });
    const jwks = await (await fetch(`${first.issuer}/jwks`)).json();
    await first.close();

    const second = await startServer({ port, dataDir, ...store, jobs: 5000 });
    // The client's pooled keep-alive sockets died with the first server: retry once on a network error.
    const again = async (url: string, init?: RequestInit) => {
      try {
        return await globalThis.fetch(url, init);
      } catch {
        return globalThis.fetch(url, init);
      }
    };
    try {
      expect(await (await again(`${second.issuer}/jwks`)).json()).toEqual(jwks);
      const saved = SavedList.parse(await (await again(`${second.url}/api/me/saved`, { headers })).json());
      expect(saved.saved.map((entry) => entry.job_id)).toEqual(['x:1']);
      const profile = (await (await again(`${second.url}/api/me/profile`, { headers })).json()) as {
        profile: { skills: string[]; cadence: string };
      };
      expect(profile.profile).toMatchObject({ skills: ['Go'], cadence: 'weekly' });
      const alerts = (await (await again(`${second.url}/api/me/alerts`, { headers })).json()) as { alerts: unknown[] };
      expect(alerts.alerts).toHaveLength(1);
      // Seeded once: the second start's --jobs does not reseed.
      const { total } = (await (
        await again(`${second.url}/api/jobs?confidence=all&include_closed=1&include_outdated=1`)
      ).json()) as {
        total: number;
      };
      expect(total).toBe(fixtureCatalog(Date.now()).jobs.length - 1); // all but the job closed 40 days ago
      expect(decodeJwt(await second.mintIdToken('persist@example.com')).sub).toBe(decodeJwt(token).sub);
    } finally {
      await second.close();
    }
    if (store.postgres) {
      const client = new pg.Client(store.postgres.url);
      await client.connect();
      const { rows } = await client.query('SELECT version FROM schema_version');
      await client.end();
      expect(rows).toEqual([{ version: PG_MIGRATIONS.length }]);
      // Nothing but mail belongs in DATA_DIR: the database and the keys are PostgreSQL's.
      expect(fs.readdirSync(dataDir)).toEqual([]);
      return;
    }
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(path.join(dataDir, 'jobstar.sqlite'), { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SQLITE_MIGRATIONS.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });
});

describe('fault switch', () => {
  it('is off by default', async () => {
    const server = await startServer({ port: 0, dataDir: dir(), catalog: fixtureCatalog(Date.now()) });
    try {
      expect((await fetch(`${server.url}/__faults`)).status).toBe(404);
      expect(
        (await fetch(`${server.url}/__faults`, { method: 'POST', body: '{"path":"/api","count":1,"status":500}' }))
          .status,
      ).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('fails, delays or drops the next N matching requests', async () => {
    const server = await startServer({ port: 0, dataDir: dir(), catalog: fixtureCatalog(Date.now()), faults: true });
    const control = (method: string, body?: unknown) =>
      fetch(`${server.url}/__faults`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    try {
      expect((await control('POST', { path: '/api/jobs', count: 2, status: 503, retryAfter: 7 })).status).toBe(201);
      expect(((await (await control('GET')).json()) as { faults: unknown[] }).faults).toHaveLength(1);
      for (let i = 0; i < 2; i++) {
        const failed = await fetch(`${server.url}/api/jobs`);
        expect(failed.status).toBe(503);
        expect(failed.headers.get('retry-after')).toBe('7');
        expect(failed.headers.get('content-type')).toContain('application/problem+json');
      }
      expect((await fetch(`${server.url}/api/jobs`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/facets`)).status).toBe(200);

      await control('POST', { path: '/api/facets', count: 1, delayMs: 300 });
      const start = Date.now();
      expect((await fetch(`${server.url}/api/facets`)).status).toBe(200);
      expect(Date.now() - start).toBeGreaterThanOrEqual(280);

      await control('POST', { path: '/api/companies', count: 1, drop: true });
      await expect(fetch(`${server.url}/api/companies/search?name=ac`)).rejects.toThrow();
      expect((await fetch(`${server.url}/api/companies/search?name=ac`)).status).toBe(200);

      await control('POST', { path: '/api', count: 5, status: 500 });
      expect((await control('DELETE')).status).toBe(204);
      expect((await fetch(`${server.url}/api/jobs`)).status).toBe(200);
      expect((await control('POST', { path: 'no-slash', count: 1 })).status).toBe(400);
    } finally {
      await server.close();
    }
  });
});

describe('npm run token', () => {
  it('prints a token the server accepts, with a kid from the JWKS', async () => {
    const dataDir = dir();
    const port = await freePort();
    const server = await startServer({ port, dataDir, catalog: fixtureCatalog(Date.now()) });
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'token.ts'), 'cli@example.com'],
        { env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }, timeout: 30_000 },
      );
      const token = stdout.trim();
      const claims = decodeJwt(token);
      expect(claims).toMatchObject({ iss: server.issuer, aud: 'jobstar-extension', email: 'cli@example.com' });
      expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
      const jwks = (await (await fetch(`${server.issuer}/jwks`)).json()) as { keys: { kid: string }[] };
      expect(jwks.keys.map((key) => key.kid)).toContain(decodeProtectedHeader(token).kid);
      const me = await fetch(`${server.url}/api/me/saved`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
