/**
 * Every request the extension can send, built by the real clients (api/client.ts, api/public.ts) against a
 * recording fetch, and each checked by Stoplight Prism's validator against the seed's OpenAPI document: the
 * writer is strict (DESIGN §4 rule 12). A new client method fails the first test until it is listed here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { EVERY_FILTER, EVERY_PROFILE_FIELD, JOB_IDS } from '../testing/request-examples';
import { type RequestVerdict, seedRequestChecker } from './prism-check';

/** An answer good enough for each client method to finish, so that every request it makes is recorded. */
function answer(request: Request): Response {
  const path = new URL(request.url).pathname;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (path.startsWith('/api/me/saved/')) return new Response(null, { status: 204 });
  if (path === '/api/me/saved') return json({ saved: [] });
  if (path === '/api/me/profile') return json({ profile: {}, options: {}, skill_spec: {} });
  if (path === '/api/me/alerts') return json({}, 201);
  if (path === '/api/companies/search') return json({ companies: [] });
  if (path === '/api/jobs') return json({ jobs: [] });
  return json({ facets: {} });
}

const sent: Request[] = [];
const recording: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  sent.push(request.clone());
  return answer(request);
};

const api = createApiClient({
  baseUrl: 'http://127.0.0.1:8787',
  fetch: recording,
  tokens: { token: async () => 'header.payload.signature', refresh: async () => null },
});

/** Each client method with the inputs that reach every shape of request it can make. */
const CALLS: { [K in keyof typeof api]: () => Promise<unknown>[] } = {
  createAlert: () => [
    api.createAlert(EVERY_FILTER, crypto.randomUUID()),
    api.createAlert({}, crypto.randomUUID()),
    api.createAlert({ seniority: 'exec', workplace: 'onsite', confidence: 'all' }, crypto.randomUUID()),
  ],
  putProfile: () => [api.putProfile(EVERY_PROFILE_FIELD), api.putProfile({}), api.putProfile({ seniority: null })],
  getProfile: () => [api.getProfile()],
  star: () => JOB_IDS.map((id) => api.star(id)),
  unstar: () => JOB_IDS.map((id) => api.unstar(id)),
  listSaved: () => [api.listSaved()],
  searchCompanies: () => [
    api.searchCompanies({ name: 'ac' }),
    api.searchCompanies({ ...EVERY_FILTER, name: 'acme labs' }),
    ...(['remote', 'hybrid', 'onsite'] as const).map((workplace) => api.searchCompanies({ name: 'ac', workplace })),
  ],
  jobs: () => [
    api.jobs({}),
    api.jobs({ ...EVERY_FILTER, q: 'platform engineer', sort: 'match', limit: '25', offset: '50' }),
  ],
  jobsByIds: () => [api.jobsByIds(Array.from({ length: 120 }, (_, i) => `${JOB_IDS[i % JOB_IDS.length]}-${i}`))],
  facets: () => [api.facets(), api.facets(EVERY_FILTER)],
  // Outside the seed by design, and never called unless a service announces it: its requests are checked
  // against the extension's own OpenAPI document (docs/openapi/jobstar-extensions.yaml).
  extension: () => [],
};

let verdicts: { request: string; verdict: RequestVerdict }[] = [];

beforeAll(async () => {
  const check = await seedRequestChecker();
  for (const calls of Object.values(CALLS)) await Promise.all(calls());
  verdicts = await Promise.all(
    sent.map(async (request) => ({ request: `${request.method} ${request.url}`, verdict: await check(request) })),
  );
}, 60_000);

describe('every request the extension can send conforms to the seed', () => {
  it('lists every method of the API clients', () => {
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(api).sort());
  });

  it('reaches every operation of the seed document', () => {
    const reached = new Set(verdicts.map(({ verdict }) => verdict.operation));
    expect([...reached].sort()).toEqual([
      'createAlert',
      'facets',
      'getProfile',
      'jobs',
      'listSaved',
      'putProfile',
      'searchCompanies',
      'star',
      'unstar',
    ]);
  });

  it('has no request violation', () => {
    const violations = verdicts.filter(({ verdict }) => verdict.violations.length > 0);
    expect(violations).toEqual([]);
  });
});

describe('the checker is not blind: requests the seed forbids are reported', () => {
  const violationsOf = async (url: string, init: RequestInit = {}) =>
    (await (await seedRequestChecker())(new Request(url, init))).violations;

  it('several seniorities or workplaces, a short name, a negative age, salary_known=0', async () => {
    const base = 'http://127.0.0.1:8787/api/companies/search?name=acme';
    expect(await violationsOf(`${base}&seniority=senior,staff`)).not.toEqual([]);
    expect(await violationsOf(`${base}&workplace=remote,hybrid`)).not.toEqual([]);
    expect(await violationsOf('http://127.0.0.1:8787/api/companies/search?name=a')).not.toEqual([]);
    expect(await violationsOf(`${base}&min_age_days=-1`)).not.toEqual([]);
    expect(await violationsOf(`${base}&salary_known=0`)).not.toEqual([]);
  });

  it('an account call without a token, an alert without a filter, a path the seed does not have', async () => {
    expect(await violationsOf('http://127.0.0.1:8787/api/me/saved')).not.toEqual([]);
    const post = { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' } };
    expect(await violationsOf('http://127.0.0.1:8787/api/me/alerts', { ...post, body: '{}' })).not.toEqual([]);
    expect(await violationsOf('http://127.0.0.1:8787/api/me/alerts/1', { ...post, body: '{}' })).not.toEqual([]);
  });
});
