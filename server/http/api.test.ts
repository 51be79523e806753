import fs from 'node:fs';
import path from 'node:path';
import { generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Alert,
  CompanySearchResponse,
  FacetsResponse,
  PROFILE_DEFAULTS,
  ProblemDetails,
  ProfileResponse,
  SavedList,
} from '../../api/contract';
import { DAY, fixtureServer, J, json } from '../testing/fixtures';
import { STORES, storeSkipReason } from '../testing/postgres';

type Server = Awaited<ReturnType<typeof fixtureServer>>;
let server: Server;
let token: string;

const api = (p: string, init: RequestInit = {}, bearer: string | null = token) =>
  fetch(`${server.url}/api${p}`, {
    ...init,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string>),
    },
  });

async function expectProblem(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const body = ProblemDetails.parse(await response.json());
  expect(body.status).toBe(status);
  expect(body.title).toBeTruthy();
  return body;
}

async function expectInvalid(response: Response, ...paths: string[]) {
  const body = await expectProblem(response, 400);
  const got = (body.errors ?? []).map((error) => error.path);
  for (const p of paths) expect(got).toContain(p);
  for (const error of body.errors ?? []) expect(error.message).toBeTruthy();
}

// The same assertions against both stores: PostgreSQL must behave as SQLite does.
describe.each(STORES)('%s store', (kind) => {
  const skip = storeSkipReason(kind);
  if (skip) {
    it.skip(skip, () => {});
    return;
  }
  beforeAll(async () => {
    server = await fixtureServer({ store: kind });
    token = await server.mintIdToken('ada@example.com');
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(server.dir, { recursive: true, force: true });
  });

  describe('authentication (§5)', () => {
    const privateJwk = () =>
      (JSON.parse(fs.readFileSync(path.join(server.dir, 'oidc-jwks.json'), 'utf8')) as { keys: JWK[] }).keys[0]!;

    async function signed(
      claims: { iss?: string; aud?: string; exp?: number; iat?: number; nbf?: number },
      key?: CryptoKey | Uint8Array,
    ) {
      const jwk = privateJwk();
      const now = Math.floor(Date.now() / 1000);
      const jwt = new SignJWT({ email: 'ada@example.com' })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
        .setIssuer(claims.iss ?? server.issuer)
        .setAudience(claims.aud ?? 'jobstar-extension')
        .setSubject('some-sub')
        .setIssuedAt(claims.iat ?? now - 10)
        .setExpirationTime(claims.exp ?? now + 600);
      if (claims.nbf !== undefined) jwt.setNotBefore(claims.nbf);
      return jwt.sign(key ?? (await importJWK(jwk, 'RS256')));
    }

    async function expect401(response: Response) {
      await expectProblem(response, 401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    }

    it('accepts a valid token', async () => {
      expect((await api('/me/saved')).status).toBe(200);
      expect((await api('/me/saved', {}, await signed({}))).status).toBe(200);
    });
    it('rejects a missing token', async () => expect401(await api('/me/saved', {}, null)));
    it('rejects a non-Bearer header', async () =>
      expect401(await api('/me/profile', { headers: { authorization: 'Basic abc' } }, null)));
    it('rejects an expired token', async () =>
      expect401(await api('/me/profile', {}, await server.mintIdToken('ada@example.com', { expiresInSeconds: -120 }))));
    it('rejects a bad signature', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      await expect401(await api('/me/alerts', { method: 'POST', body: '{"filter":{}}' }, await signed({}, privateKey)));
      const [h, p, s] = token.split('.');
      const tampered = `${h}.${p}.${s!.slice(0, -4)}AAAA`;
      await expect401(await api('/me/saved', {}, tampered));
    });
    it('rejects a wrong audience', async () =>
      expect401(await api('/me/saved', {}, await signed({ aud: 'someone-else' }))));
    it('rejects a wrong issuer', async () =>
      expect401(await api('/me/saved', {}, await signed({ iss: 'http://evil.example/oidc' }))));
    it('rejects a token issued or valid only in the future (beyond a minute of clock skew)', async () => {
      const now = Math.floor(Date.now() / 1000);
      await expect401(await api('/me/saved', {}, await signed({ iat: now + 600 })));
      await expect401(await api('/me/saved', {}, await signed({ nbf: now + 600 })));
      expect((await api('/me/saved', {}, await signed({ iat: now + 30, nbf: now + 30 }))).status).toBe(200);
    });
    it('rejects garbage', async () => expect401(await api('/me/saved/x', { method: 'PUT' }, 'not.a.jwt')));
    it('does not require a token for company search, /jobs, /facets', async () => {
      expect((await api('/companies/search?name=ac', {}, null)).status).toBe(200);
      expect((await api('/jobs', {}, null)).status).toBe(200);
      expect((await api('/facets', {}, null)).status).toBe(200);
    });
  });

  describe('routing', () => {
    it('404s unknown routes with problem+json', async () => {
      await expectProblem(await api('/nope'), 404);
      await expectProblem(await api('/me/nope'), 404);
      await expectProblem(await fetch(`${server.url}/no/such/page/at/all`), 404);
    });
    it('405s wrong methods with Allow', async () => {
      const cases: [string, string, string][] = [
        ['/me/profile', 'DELETE', 'GET, PUT'],
        ['/me/saved', 'POST', 'GET'],
        ['/me/saved/abc', 'GET', 'PUT, DELETE'],
        ['/me/alerts', 'PUT', 'GET, POST'],
        ['/companies/search', 'POST', 'GET'],
        ['/jobs', 'DELETE', 'GET'],
        ['/facets', 'PUT', 'GET'],
      ];
      for (const [p, method, allow] of cases) {
        const response = await api(p, { method });
        await expectProblem(response, 405);
        expect(response.headers.get('allow')).toContain(allow);
      }
    });
    it('answers /healthz', async () => {
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true });
    });
    it('allows the extension origins by CORS, and no others', async () => {
      const preflight = await fetch(`${server.url}/api/me/saved/x`, {
        method: 'OPTIONS',
        headers: {
          origin: 'chrome-extension://inhfehfnfbbpfnnaibimkhgfggjbbkka',
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(
        'chrome-extension://inhfehfnfbbpfnnaibimkhgfggjbbkka',
      );
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
      const moz = await api(
        '/jobs',
        { headers: { origin: 'moz-extension://1234abcd-0000-4000-8000-123456789abc' } },
        null,
      );
      expect(moz.headers.get('access-control-allow-origin')).toBe(
        'moz-extension://1234abcd-0000-4000-8000-123456789abc',
      );
      const other = await api('/jobs', { headers: { origin: 'https://evil.example' } }, null);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('alerts (§4.1)', () => {
    it('creates an alert: 201 and the Alert', async () => {
      const before = server.clock.now.toISOString();
      const response = await api('/me/alerts', { method: 'POST', body: JSON.stringify({ filter: { country: 'IL' } }) });
      expect(response.status).toBe(201);
      const alert = Alert.parse(await response.json());
      expect(alert.alert_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(alert.filter).toEqual({ country: 'IL' });
      expect(alert.active).toBe(true);
      expect(alert.created_at).toBe(before);
      expect(alert.last_notified_at).toBeNull();
    });
    it('takes country, seniority and workplace in any case, and keeps them in the canonical one', async () => {
      const filter = { country: 'il,Us', seniority: 'SENIOR', workplace: 'Remote' };
      const response = await api('/me/alerts', { method: 'POST', body: JSON.stringify({ filter }) });
      expect(response.status).toBe(201);
      expect(Alert.parse(await response.json()).filter).toEqual({
        country: 'IL,US',
        seniority: 'senior',
        workplace: 'remote',
      });
    });
    it('accepts an empty filter', async () => {
      expect((await api('/me/alerts', { method: 'POST', body: '{"filter":{}}' })).status).toBe(201);
    });
    it('rejects invalid filters with the field path', async () => {
      const post = (body: unknown) => api('/me/alerts', { method: 'POST', body: JSON.stringify(body) });
      await expectInvalid(await post({}), 'filter');
      await expectInvalid(await post({ filter: { country: 'XX' } }), 'filter.country');
      await expectInvalid(await post({ filter: { colour: 'blue' } }), 'filter.colour');
      await expectInvalid(await post({ filter: { seniority: 'boss' } }), 'filter.seniority');
      await expectInvalid(await post({ filter: { salary_min: '-1' } }), 'filter.salary_min');
      await expectInvalid(await post({ filter: { include_closed: 'yes' } }), 'filter.include_closed');
      await expectInvalid(await post({ filter: { confidence: 'high' } }), 'filter.confidence');
      await expectInvalid(await post({ filter: { country: 'IL' }, extra: 1 }), 'extra');
      await expectInvalid(await api('/me/alerts', { method: 'POST', body: '{not json' }));
    });
    it('Idempotency-Key: same key and body → the same alert; different body → 422', async () => {
      const headers = { 'idempotency-key': 'c3a8b0a2-1111-4222-8333-444455556666' };
      const body = JSON.stringify({ filter: { country: 'IL', skills: 'Go' } });
      const first = await api('/me/alerts', { method: 'POST', body, headers });
      expect(first.status).toBe(201);
      const a = Alert.parse(await first.json());
      // Same body, keys in another order.
      const again = await api('/me/alerts', {
        method: 'POST',
        body: JSON.stringify({ filter: { skills: 'Go', country: 'IL' } }),
        headers,
      });
      expect([200, 201]).toContain(again.status);
      expect(Alert.parse(await again.json()).alert_id).toBe(a.alert_id);
      const conflict = await api('/me/alerts', {
        method: 'POST',
        body: JSON.stringify({ filter: { country: 'US' } }),
        headers,
      });
      await expectProblem(conflict, 422);
      const list = (await json(await api('/me/alerts'))) as { alerts: Alert[] };
      expect(list.alerts.filter((alert) => alert.alert_id === a.alert_id)).toHaveLength(1);
      expect(list.alerts.filter((alert) => alert.filter?.skills === 'Go')).toHaveLength(1);
    });
    it('scopes idempotency keys per user', async () => {
      const other = await server.mintIdToken('bob@example.com');
      const headers = { 'idempotency-key': 'shared-key' };
      const body = JSON.stringify({ filter: {} });
      const a = Alert.parse(await (await api('/me/alerts', { method: 'POST', body, headers })).json());
      const b = Alert.parse(await (await api('/me/alerts', { method: 'POST', body, headers }, other)).json());
      expect(a.alert_id).not.toBe(b.alert_id);
    });
  });

  describe('profile (§4.2, §4.3)', () => {
    const put = (body: unknown, bearer = token) =>
      api('/me/profile', { method: 'PUT', body: JSON.stringify(body) }, bearer);

    it('returns defaults before anything is stored, with options and skill_spec', async () => {
      const fresh = await server.mintIdToken('fresh@example.com');
      const body = ProfileResponse.parse(await (await api('/me/profile', {}, fresh)).json());
      expect(body.profile).toEqual(PROFILE_DEFAULTS);
      const options = body.options!;
      expect(options.seniority).toContain('principal');
      expect(options.workplace).toEqual(['remote', 'hybrid', 'onsite']);
      expect(options.cadence).toEqual(['instant', 'daily', 'weekly']);
      expect(options.countries).toEqual(expect.arrayContaining(['IL', 'GB', 'US', 'DE']));
      expect(options.cities).toEqual(expect.arrayContaining(['Tel Aviv-Yafo', 'Jerusalem', 'Herzliya']));
      expect(options.departments).toContain('Engineering');
      expect(options.skills).toContain('Kubernetes');
      expect(options.ats).toEqual(expect.arrayContaining(['greenhouse', 'lever']));
      const terms = body.skill_spec!.skills ?? [];
      expect(terms.find((term) => term.name === 'Go')?.aliases).toContain('golang');
      expect(terms.find((term) => term.name === 'Kubernetes')?.aliases).toContain('k8s');
      expect(terms.find((term) => term.name === 'JavaScript')?.aliases).toContain('js');
      expect(terms.find((term) => term.name === 'PostgreSQL')?.aliases).toContain('postgres');
    });

    it('overwrites: a full PUT is stored and returned', async () => {
      const full = {
        skills: ['Go', 'Kubernetes'],
        seniority: 'senior',
        workplace: ['remote', 'hybrid'],
        israel_only: true,
        country: ['IL'],
        city: ['Tel Aviv-Yafo'],
        cadence: 'weekly',
        digest_time: '08:30',
        digest_tz: 'Europe/London',
        digest_day: 4,
      };
      const response = await put(full);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ profile: full });
      expect(ProfileResponse.parse(await (await api('/me/profile')).json()).profile).toEqual(full);
    });

    it('resets omitted fields to the defaults', async () => {
      await put({ skills: ['Go'], cadence: 'instant', digest_day: 3 });
      const response = await put({ seniority: 'staff' });
      expect(((await response.json()) as { profile: unknown }).profile).toEqual({
        ...PROFILE_DEFAULTS,
        seniority: 'staff',
      });
      expect(ProfileResponse.parse(await (await api('/me/profile')).json()).profile).toEqual({
        ...PROFILE_DEFAULTS,
        seniority: 'staff',
      });
    });

    it('drops unrecognised skills, keeps the vocabulary spelling, de-duplicates', async () => {
      const response = await put({
        skills: ['kubernetes', 'GO', 'golang', 'Underwater basket weaving', 'k8s', 'postgresql'],
      });
      const { profile } = (await response.json()) as { profile: { skills: string[] } };
      expect(profile.skills).toEqual(['Kubernetes', 'Go', 'PostgreSQL']);
    });

    it('turns an unknown digest_tz into Asia/Jerusalem and keeps a known one', async () => {
      let { profile } = (await (await put({ digest_tz: 'Mars/Olympus_Mons' })).json()) as {
        profile: { digest_tz: string };
      };
      expect(profile.digest_tz).toBe('Asia/Jerusalem');
      ({ profile } = (await (await put({ digest_tz: 'Pacific/Auckland' })).json()) as {
        profile: { digest_tz: string };
      });
      expect(profile.digest_tz).toBe('Pacific/Auckland');
    });

    it('accepts exactly the limits', async () => {
      const skills = Array.from({ length: 40 }, (_, i) => `skill-${i}`);
      expect((await put({ skills })).status).toBe(200);
      const countries = [
        'IL',
        'US',
        'GB',
        'DE',
        'FR',
        'NL',
        'PL',
        'PT',
        'ES',
        'IE',
        'CA',
        'IN',
        'SG',
        'AU',
        'JP',
        'IT',
        'SE',
        'NO',
        'DK',
        'FI',
      ];
      expect((await put({ country: countries })).status).toBe(200);
      expect((await put({ city: countries.map((c) => `City ${c}`) })).status).toBe(200);
      expect((await put({ digest_time: '23:59', digest_day: 6, seniority: null })).status).toBe(200);
    });

    it('rejects invalid input with the field path (§2.2, §8)', async () => {
      await expectInvalid(await put({ skills: Array.from({ length: 41 }, (_, i) => `s${i}`) }), 'skills');
      await expectInvalid(await put({ country: Array.from({ length: 21 }, () => 'IL') }), 'country');
      await expectInvalid(await put({ city: Array.from({ length: 21 }, (_, i) => `c${i}`) }), 'city');
      await expectInvalid(await put({ country: ['IL', 'XX'] }), 'country.1');
      await expectInvalid(await put({ country: ['il'] }), 'country.0');
      await expectInvalid(await put({ digest_time: '9:00' }), 'digest_time');
      await expectInvalid(await put({ digest_time: '24:00' }), 'digest_time');
      await expectInvalid(await put({ digest_day: 7 }), 'digest_day');
      await expectInvalid(await put({ digest_day: -1 }), 'digest_day');
      await expectInvalid(await put({ digest_day: 1.5 }), 'digest_day');
      await expectInvalid(await put({ seniority: 'boss' }), 'seniority');
      await expectInvalid(await put({ workplace: ['moon'] }), 'workplace.0');
      await expectInvalid(await put({ cadence: 'hourly' }), 'cadence');
      await expectInvalid(await put({ israel_only: 'yes' }), 'israel_only');
      await expectInvalid(await put({ favourite_colour: 'blue' }), 'favourite_colour');
      await expectInvalid(await put([]));
      await expectInvalid(await api('/me/profile', { method: 'PUT', body: 'nope' }));
    });
  });

  describe('saved jobs (§4.4–4.6)', () => {
    let me: string;
    let start: Date;
    beforeAll(async () => {
      me = await server.mintIdToken('stars@example.com');
      start = server.clock.now;
    });
    afterAll(() => {
      server.clock.now = start;
    });
    const star = (id: string) => api(`/me/saved/${encodeURIComponent(id)}`, { method: 'PUT' }, me);
    const unstar = (id: string) => api(`/me/saved/${encodeURIComponent(id)}`, { method: 'DELETE' }, me);
    const list = async () => SavedList.parse(await (await api('/me/saved', {}, me)).json()).saved;

    it('PUT and DELETE answer 204 with an empty body and are idempotent', async () => {
      const start = server.clock.now;
      const first = await star(J.acmeOpen);
      expect(first.status).toBe(204);
      expect(await first.text()).toBe('');
      const savedAt = (await list()).find((entry) => entry.job_id === J.acmeOpen)!.saved_at;
      expect(savedAt).toBe(start.toISOString());
      server.clock.now = new Date(start.getTime() + 60_000);
      expect((await star(J.acmeOpen)).status).toBe(204);
      expect((await list()).filter((entry) => entry.job_id === J.acmeOpen)).toEqual([
        { job_id: J.acmeOpen, saved_at: savedAt },
      ]);
      const removed = await unstar(J.acmeOpen);
      expect(removed.status).toBe(204);
      expect(await removed.text()).toBe('');
      expect((await unstar(J.acmeOpen)).status).toBe(204);
      expect((await unstar('never:starred')).status).toBe(204);
      expect((await list()).some((entry) => entry.job_id === J.acmeOpen)).toBe(false);
    });

    it('accepts job ids the catalog does not know', async () => {
      expect((await star('lever:unknown:00000000-0000-4000-8000-000000000000')).status).toBe(204);
      expect((await star('comeet:91.001:CD.86E')).status).toBe(204);
      const ids = (await list()).map((entry) => entry.job_id);
      expect(ids).toEqual(
        expect.arrayContaining(['comeet:91.001:CD.86E', 'lever:unknown:00000000-0000-4000-8000-000000000000']),
      );
    });

    it('lists newest saved_at first, ties in a stable order (latest star first)', async () => {
      const other = await server.mintIdToken('order@example.com');
      const base = new Date('2026-06-20T10:00:00Z').getTime();
      const at = async (id: string, ms: number) => {
        server.clock.now = new Date(ms);
        await api(`/me/saved/${encodeURIComponent(id)}`, { method: 'PUT' }, other);
      };
      await at('a', base + 2000);
      await at('b', base);
      await at('c', base + 1000);
      await at('d', base + 1000);
      const saved = SavedList.parse(await (await api('/me/saved', {}, other)).json()).saved;
      expect(saved.map((entry) => entry.job_id)).toEqual(['a', 'd', 'c', 'b']);
      const again = SavedList.parse(await (await api('/me/saved', {}, other)).json()).saved;
      expect(again).toEqual(saved);
    });

    it('keeps each user’s stars apart', async () => {
      const other = await server.mintIdToken('someone-else@example.com');
      expect(SavedList.parse(await (await api('/me/saved', {}, other)).json()).saved).toEqual([]);
    });

    it('rejects an over-long job id', async () => {
      await expectInvalid(await star('x'.repeat(600)));
    });
  });

  describe('company search (§4.7)', () => {
    const search = async (query: string) => {
      const response = await api(`/companies/search?${query}`, {}, null);
      expect(response.status).toBe(200);
      return CompanySearchResponse.parse(await response.json()).companies;
    };
    const openJobs = async (query: string, domain: string) =>
      (await search(query)).find((company) => company.domain === domain)?.open_jobs;

    it('matches name or domain case-insensitively, best first (exact > prefix > contains, then open jobs)', async () => {
      const found = await search('name=AC');
      expect(found.map((company) => company.name)).toEqual(['AC', 'Acme Analytics', 'Tracebit', 'Pacific Labs']);
      expect(found[0]).toMatchObject({ name: 'AC', domain: 'ac.dev', ats: 'workable', open_jobs: 1 });
      expect((found[0] as { jobs_url?: string }).jobs_url).toBe(`${server.url}/companies/ac.dev`);
      expect((await search('name=tracebit.io')).map((c) => c.name)).toEqual(['Tracebit']);
      expect((await search('name=%20zeta%20')).map((c) => c.name)).toEqual(['Zeta']);
      expect(await search('name=nothing-like-this')).toEqual([]);
    });

    it('counts open, verified, not outdated jobs by default', async () => {
      expect(await openJobs('name=acme', 'acmeanalytics.com')).toBe(1);
    });
    it('confidence: verified only / verified + best effort / all', async () => {
      expect(await openJobs('name=acme&confidence=verified', 'acmeanalytics.com')).toBe(1);
      expect(await openJobs('name=acme&confidence=best_effort', 'acmeanalytics.com')).toBe(3);
      expect(await openJobs('name=acme&confidence=all', 'acmeanalytics.com')).toBe(4);
    });
    it('include_closed adds roles closed within 30 days only', async () => {
      expect(await openJobs('name=acme&include_closed=1', 'acmeanalytics.com')).toBe(2);
    });
    it('include_outdated adds open postings older than a year', async () => {
      expect(await openJobs('name=acme&include_outdated=1', 'acmeanalytics.com')).toBe(2);
      expect(await openJobs('name=acme&include_outdated=1&include_closed=1', 'acmeanalytics.com')).toBe(3);
    });
    it('min_age_days / max_age_days', async () => {
      expect(await openJobs('name=tracebit&max_age_days=5', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=tracebit&min_age_days=5', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=tracebit&min_age_days=5&max_age_days=10', 'tracebit.io')).toBe(0);
      expect(await openJobs('name=tracebit&min_age_days=0&max_age_days=0', 'tracebit.io')).toBe(0);
      expect(await openJobs('name=acme&max_age_days=1', 'acmeanalytics.com')).toBe(1);
      expect(await openJobs('name=acme&min_age_days=2', 'acmeanalytics.com')).toBe(0);
    });
    it('salary_min / salary_max on monthly ILS keep listings without a figure unless salary_known=1', async () => {
      expect(await openJobs('name=tracebit&salary_min=40000', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=tracebit&salary_max=25000', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=tracebit&salary_min=20000&salary_max=50000', 'tracebit.io')).toBe(2);
      expect(await openJobs('name=pacific&salary_min=40000', 'pacificlabs.co.il')).toBe(1);
      expect(await openJobs('name=pacific&salary_min=40000&salary_known=1', 'pacificlabs.co.il')).toBe(0);
      expect(await openJobs('name=pacific&salary_known=1', 'pacificlabs.co.il')).toBe(0);
      expect(await openJobs('name=acme&salary_min=31000', 'acmeanalytics.com')).toBe(0);
      // USD salaries have no shekel figure: kept by salary_min, dropped by salary_known.
      expect(await openJobs('name=acme&confidence=all&salary_min=31000', 'acmeanalytics.com')).toBe(3);
      expect(await openJobs('name=acme&confidence=all&salary_known=1', 'acmeanalytics.com')).toBe(1);
    });
    it('salary_disclosed keeps salaries the employer stated, in any currency', async () => {
      expect(await openJobs('name=tracebit&salary_disclosed=1', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=acme&confidence=all&salary_disclosed=1', 'acmeanalytics.com')).toBe(2);
    });
    it('skills match at least one (case-insensitive)', async () => {
      expect(await openJobs('name=tracebit&skills=python,Rust', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=tracebit&skills=Go,React', 'tracebit.io')).toBe(2);
      expect(await openJobs('name=acme&confidence=all&skills=Go', 'acmeanalytics.com')).toBe(2);
      expect(await openJobs('name=acme&skills=Cobol', 'acmeanalytics.com')).toBe(0);
    });
    it('country, israel_only (≡ country=IL), city, location', async () => {
      expect(await openJobs('name=tracebit&israel_only=1', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=tracebit&country=IL', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=tracebit&country=GB', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=tracebit&country=GB,IL', 'tracebit.io')).toBe(2);
      expect(await openJobs('name=tracebit&country=GB&israel_only=1', 'tracebit.io')).toBe(0);
      expect(await openJobs('name=tracebit&city=jerusalem', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=tracebit&city=Jerusalem,London', 'tracebit.io')).toBe(2);
      expect(await openJobs('name=tracebit&location=united%20kingdom', 'tracebit.io')).toBe(1);
    });
    it('company, ats, department, seniority, workplace, ids', async () => {
      expect(await openJobs('name=ac&company=tracebit.io', 'tracebit.io')).toBe(2);
      expect(await openJobs('name=ac&company=tracebit.io', 'acmeanalytics.com')).toBe(0);
      expect(await openJobs('name=ac&ats=lever', 'tracebit.io')).toBe(2);
      expect(await openJobs('name=ac&ats=lever', 'acmeanalytics.com')).toBe(0);
      expect(await openJobs('name=pacific&department=product', 'pacificlabs.co.il')).toBe(1);
      expect(await openJobs('name=pacific&department=Engineering', 'pacificlabs.co.il')).toBe(0);
      // §4.7 lists seniority and workplace as single values.
      expect(await openJobs('name=tracebit&seniority=staff', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=tracebit&seniority=junior', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=tracebit&seniority=senior', 'tracebit.io')).toBe(0);
      expect(await openJobs('name=tracebit&workplace=remote', 'tracebit.io')).toBe(1);
      expect(await openJobs(`name=tracebit&ids=${encodeURIComponent(J.traceLondon)}`, 'tracebit.io')).toBe(1);
      expect(await openJobs(`name=acme&ids=${encodeURIComponent(J.traceLondon)}`, 'acmeanalytics.com')).toBe(0);
    });
    it('matches country, seniority and workplace case-insensitively, as the README says', async () => {
      expect(await openJobs('name=tracebit&country=il', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=tracebit&seniority=STAFF', 'tracebit.io')).toBe(1);
      expect(await openJobs('name=tracebit&workplace=Remote', 'tracebit.io')).toBe(1);
      expect((await api('/jobs?country=gb&seniority=Junior&workplace=REMOTE', {}, null)).status).toBe(200);
      expect((await api('/facets?country=Il', {}, null)).status).toBe(200);
    });
    it('rejects invalid parameters with 400 and the parameter path', async () => {
      const bad = (query: string) => api(`/companies/search?${query}`, {}, null);
      await expectInvalid(await bad(''), 'name');
      await expectInvalid(await bad('name=a'), 'name');
      await expectInvalid(await bad('name=%20a%20'), 'name');
      await expectInvalid(await bad('name=ac&confidence=high'), 'confidence');
      await expectInvalid(await bad('name=ac&include_closed=yes'), 'include_closed');
      await expectInvalid(await bad('name=ac&include_outdated=0'), 'include_outdated');
      await expectInvalid(await bad('name=ac&israel_only=true'), 'israel_only');
      await expectInvalid(await bad('name=ac&salary_known=0'), 'salary_known');
      await expectInvalid(await bad('name=ac&salary_disclosed=2'), 'salary_disclosed');
      await expectInvalid(await bad('name=ac&min_age_days=-1'), 'min_age_days');
      await expectInvalid(await bad('name=ac&max_age_days=1.5'), 'max_age_days');
      await expectInvalid(await bad('name=ac&salary_min=abc'), 'salary_min');
      await expectInvalid(await bad('name=ac&salary_max=-5'), 'salary_max');
      await expectInvalid(await bad('name=ac&seniority=boss'), 'seniority');
      await expectInvalid(await bad('name=ac&workplace=moon'), 'workplace');
      await expectInvalid(await bad('name=ac&country=XX'), 'country');
      await expectInvalid(await bad('name=ac&country='), 'country');
      await expectInvalid(await bad('name=ac&colour=blue'), 'colour');
      await expectInvalid(await bad('name=ac&name=acme'), 'name');
    });
  });

  describe('/jobs', () => {
    const jobs = async (query = '') => {
      const response = await api(`/jobs${query ? `?${query}` : ''}`, {}, null);
      expect(response.status).toBe(200);
      return (await response.json()) as { jobs: Record<string, unknown>[]; total: number };
    };

    it('lists open verified jobs newest first, with total and the listing fields', async () => {
      const { jobs: list, total } = await jobs();
      expect(list.map((entry) => entry.job_id)).toEqual([
        J.acmeOpen,
        J.zeta,
        J.pacificHerzliya,
        J.traceJerusalem,
        J.acBerlin,
        J.traceLondon,
      ]);
      expect(total).toBe(6);
      const first = list[0]!;
      expect(first).toMatchObject({
        job_id: J.acmeOpen,
        title: 'Senior Backend Engineer',
        company: 'Acme Analytics',
        company_domain: 'acmeanalytics.com',
        city: 'Tel Aviv-Yafo',
        country: 'IL',
        location: 'Tel Aviv-Yafo, Israel',
        department: 'Engineering',
        seniority: 'senior',
        workplace: 'hybrid',
        skills: ['Go', 'Kubernetes'],
        salary_min: 28_000,
        salary_max: 32_000,
        salary_currency: 'ILS',
        salary_ils_monthly: 30_000,
        posted_at: new Date(server.clock.now.getTime() - DAY).toISOString(),
        closed_at: null,
        url: `${server.url}/jobs/${J.acmeOpen}`,
        ats: 'greenhouse',
        confidence: 'verified',
      });
    });
    it('pages with limit and offset; validates them', async () => {
      const page = await jobs('limit=2&offset=2');
      expect(page.jobs.map((entry) => entry.job_id)).toEqual([J.pacificHerzliya, J.traceJerusalem]);
      expect(page.total).toBe(6);
      expect((await jobs('offset=100')).jobs).toEqual([]);
      await expectInvalid(await api('/jobs?limit=0', {}, null), 'limit');
      await expectInvalid(await api('/jobs?limit=101', {}, null), 'limit');
      await expectInvalid(await api('/jobs?offset=-1', {}, null), 'offset');
      await expectInvalid(await api('/jobs?sort=oldest', {}, null), 'sort');
    });
    it('skills sets sort=match (most given skills first, then newest) unless sort is given', async () => {
      const matched = await jobs('skills=Go,Python,Kubernetes');
      expect(matched.jobs.map((entry) => entry.job_id)).toEqual([J.traceJerusalem, J.acmeOpen]);
      const newest = await jobs('skills=Go,Python,Kubernetes&sort=newest');
      expect(newest.jobs.map((entry) => entry.job_id)).toEqual([J.acmeOpen, J.traceJerusalem]);
      const all = await jobs('skills=go,react&confidence=all&sort=match');
      expect(all.jobs.map((entry) => entry.job_id)).toEqual([
        J.acmeOpen,
        J.traceJerusalem,
        J.acmeUnconfirmed,
        J.traceLondon,
      ]);
    });
    it('pages through the match order one listing at a time, in the same order as one page', async () => {
      const order = [J.acmeOpen, J.traceJerusalem, J.acmeUnconfirmed, J.traceLondon];
      for (const [offset, id] of [...order.entries()].reverse()) {
        const page = await jobs(`skills=go,react&confidence=all&sort=match&limit=1&offset=${offset}`);
        expect(page).toMatchObject({ total: 4, jobs: [{ job_id: id }] });
      }
      const middle = await jobs('skills=go,react&confidence=all&sort=match&limit=2&offset=1');
      expect(middle.jobs.map((entry) => entry.job_id)).toEqual(order.slice(1, 3));
      expect(await jobs('skills=go,react&confidence=all&sort=match&offset=4')).toMatchObject({ total: 4, jobs: [] });
    });
    it('q matches every word in the title or the company', async () => {
      expect((await jobs('q=engineer')).jobs.map((entry) => entry.job_id)).toEqual([
        J.acmeOpen,
        J.zeta,
        J.traceJerusalem,
        J.acBerlin,
        J.traceLondon,
      ]);
      expect((await jobs('q=tracebit%20junior')).jobs.map((entry) => entry.job_id)).toEqual([J.traceLondon]);
      expect((await jobs('q=PRODUCT')).jobs.map((entry) => entry.job_id)).toEqual([J.pacificHerzliya]);
    });
    it('ids returns exactly those jobs, respecting the other filters', async () => {
      const ids = [J.traceLondon, J.acmeClosedRecently, 'unknown:job'].map(encodeURIComponent).join(',');
      expect((await jobs(`ids=${ids}`)).jobs.map((entry) => entry.job_id)).toEqual([J.traceLondon]);
      expect((await jobs(`ids=${ids}&include_closed=1`)).jobs.map((entry) => entry.job_id)).toEqual([
        J.traceLondon,
        J.acmeClosedRecently,
      ]);
      const closed = (await jobs(`ids=${encodeURIComponent(J.acmeClosedRecently)}&include_closed=1`)).jobs[0]!;
      expect(closed.closed_at).toBe(new Date(server.clock.now.getTime() - 10 * DAY).toISOString());
    });
    it('rejects unknown parameters', async () => {
      await expectInvalid(await api('/jobs?page=2', {}, null), 'page');
    });
  });

  describe('/facets', () => {
    it('counts open jobs under the filter per department, city, country, seniority, workplace, ats', async () => {
      const { facets } = FacetsResponse.parse(await (await api('/facets', {}, null)).json());
      expect(Object.keys(facets).sort()).toEqual(['ats', 'city', 'country', 'department', 'seniority', 'workplace']);
      expect(facets.country).toEqual([
        { value: 'IL', count: 4 },
        { value: 'DE', count: 1 },
        { value: 'GB', count: 1 },
      ]);
      expect(facets.department).toEqual([
        { value: 'Engineering', count: 5 },
        { value: 'Product', count: 1 },
      ]);
      const il = FacetsResponse.parse(await (await api('/facets?israel_only=1&workplace=onsite', {}, null)).json());
      expect(il.facets.city).toEqual([{ value: 'Jerusalem', count: 1 }]);
      await expectInvalid(await api('/facets?country=Israel', {}, null), 'country');
    });
  });

  describe('HTML pages', () => {
    it('serves a job page the extension recognises, with JSON-LD', async () => {
      const response = await fetch(`${server.url}/jobs/${J.acmeOpen}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain(`<main class="job" data-job-id="${J.acmeOpen}">`);
      expect(html).toMatch(/<h1 class="job-title">Senior Backend Engineer<\/h1>/);
      expect(html).toContain('<p class="job-company">');
      expect(html).toContain('<p class="job-location">Tel Aviv-Yafo, Israel</p>');
      expect(html).toContain('<div class="job-actions"></div>');
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
      const posting = JSON.parse(ld![1]!) as Record<string, unknown>;
      expect(posting['@type']).toBe('JobPosting');
      expect(posting.title).toBe('Senior Backend Engineer');
      expect((posting.identifier as { value: string }).value).toBe(J.acmeOpen);
    });
    it('escapes every string', async () => {
      const html = await (await fetch(`${server.url}/jobs/${J.xss}`)).text();
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Engineer&quot;');
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
      expect(ld).not.toContain('</script');
      expect((JSON.parse(ld) as { title: string }).title).toBe('<script>alert("x")</script> & "Engineer"');
    });
    it('answers 404 for an unknown job', async () => {
      const response = await fetch(`${server.url}/jobs/nope:nothing`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Job not found');
    });
    it('serves the home page and a company page', async () => {
      const home = await (await fetch(`${server.url}/`)).text();
      expect(home).toContain('Senior Backend Engineer');
      const company = await fetch(`${server.url}/companies/tracebit.io`);
      expect(company.status).toBe(200);
      expect(await company.text()).toContain('Staff Platform Engineer');
      expect((await fetch(`${server.url}/companies/none.example`)).status).toBe(404);
    });
  });
});
