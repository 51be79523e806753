/**
 * The extension's real flows through Stoplight Prism's validating proxy (`prism proxy --errors`, over the
 * seed's OpenAPI document) in front of the reference server: sign in (an ID token of the server's own
 * provider, then an expired one refreshed), star, unstar, edit the profile, create an alert, and company
 * search with every filter. The extension's own code sends every request (api/client.ts, storage commands,
 * the sync engine); Prism reports any request or answer that breaks the seed, and the run fails on any.
 *
 * Why node and not the e2e browser: on two shared cores a browser run through a proxy is slow and timing-bound,
 * while these are the same modules the background runs, and the browser's own wiring is covered by tests/e2e.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client';
import { CONFIDENCES, ProfileInput, SENIORITIES, WORKPLACES } from '../../api/contract';
import { EVERY_FILTER, EVERY_PROFILE_FIELD } from '../../api/testing/request-examples';
import { type TokenMinter, tokenMinter } from '../../server/testing/mint';
import { type ServerProcess, startServerProcess } from '../../server/testing/server-process';
import { createAlert } from '../../storage/alerts';
import { saveProfile } from '../../storage/profile';
import { star, unstar } from '../../storage/stars';
import { freshDb } from '../../storage/testing/db-fixture';
import { createSyncEngine } from '../../sync';
import { type Exchange, type PrismProcess, recordingFetch, startPrism } from './prism-process';

let server: ServerProcess;
let prism: PrismProcess;
let minter: TokenMinter;
const exchanges: Exchange[] = [];

beforeAll(async () => {
  // A seed-only service: it announces no extension, so the extension must send nothing outside the seed.
  server = await startServerProcess({ jobs: 300, quiet: true, faults: false, env: { JOBSTAR_EXTENSIONS: 'off' } });
  minter = await tokenMinter(server.dataDir, server.url);
  prism = await startPrism({ mode: 'proxy', upstream: `${server.url}/api` });
});

afterAll(async () => {
  await prism?.stop();
  minter?.close();
  await server?.stop();
});

/** One signed-in browser: its own database, the real API client through Prism, the real sync engine. */
async function device(email: string, firstToken?: string) {
  let token = firstToken ?? (await minter.token(email));
  const refreshes: string[] = [];
  const api = createApiClient({
    baseUrl: prism.url,
    fetch: recordingFetch(prism.url, exchanges),
    tokens: {
      token: async () => token,
      refresh: async () => {
        token = await minter.token(email);
        refreshes.push(token);
        return token;
      },
    },
  });
  const db = freshDb(email);
  const engine = createSyncEngine({
    bind: async () => ({ key: email, db, api }),
    currentKey: async () => email,
    schedule: () => undefined,
  });
  return { api, db, engine, refreshes };
}

/** Runs a flow and returns the exchanges it made, after checking Prism found nothing wrong in any. */
async function conforming<T>(flow: () => Promise<T>): Promise<{ result: T; made: Exchange[] }> {
  const from = exchanges.length;
  const result = await flow();
  const made = exchanges.slice(from);
  expect(made.filter((exchange) => exchange.violations.length > 0)).toEqual([]);
  expect(made.length).toBeGreaterThan(0);
  return { result, made };
}

describe('through a seed-literal validating proxy', () => {
  it('sign in: the server’s ID token is accepted; an expired one is refreshed once and the call repeated', async () => {
    const expired = await minter.token('grace@example.com', -120);
    const { engine, refreshes } = await device('grace@example.com', expired);
    const { result, made } = await conforming(() => engine.sync({ force: true }));
    expect(result).toMatchObject({ state: 'synced' });
    expect(refreshes).toHaveLength(1);
    expect(made.map((exchange) => exchange.status)).toContain(401);
  });

  it('star and unstar: pushed, pulled back, hydrated from /jobs?ids=', async () => {
    const { api, db, engine } = await device('ada@example.com');
    const jobs = (await api.jobs({ limit: '3' })).jobs;
    expect(jobs.length).toBe(3);
    const [kept, dropped, unknown] = jobs.map((job) => ({ jobId: job.job_id, title: job.title ?? '', site: 'jobs' }));
    await star(db, kept!);
    await star(db, dropped!);
    await star(db, { ...unknown!, jobId: 'lever:biocatch:0b8d7c0e-7a6b-4d3c-9e2f-1a2b3c4d5e6f' });
    await unstar(db, dropped!.jobId);
    const { result } = await conforming(() => engine.sync({ force: true }));
    expect(result).toMatchObject({ state: 'synced' });
    const saved = (await api.listSaved()).saved.map((entry) => entry.job_id).sort();
    expect(saved).toEqual([kept!.jobId, 'lever:biocatch:0b8d7c0e-7a6b-4d3c-9e2f-1a2b3c4d5e6f'].sort());
    expect(await db.saved.get(kept!.jobId)).toMatchObject({ starred: 1, synced: 1, listing: { job_id: kept!.jobId } });
    expect(await db.saved.get(dropped!.jobId)).toBeUndefined();
  });

  it('profile edit: every field sent, the answer kept, nothing local lost', async () => {
    const { api, db, engine } = await device('edsger@example.com');
    await saveProfile(db, EVERY_PROFILE_FIELD);
    const { result } = await conforming(() => engine.sync({ force: true }));
    expect(result).toMatchObject({ state: 'synced' });
    const row = await db.profile.get('me');
    expect(row).toMatchObject({ dirty: 0 });
    expect(ProfileInput.parse(row?.local)).toMatchObject({ ...EVERY_PROFILE_FIELD, skills: expect.any(Array) });
    expect((await api.getProfile()).profile).toMatchObject({
      cadence: 'weekly',
      digest_day: 4,
      workplace: ['remote', 'hybrid', 'onsite'],
    });
  });

  it('alert with every filter key: one POST, confirmed with the service’s alert_id', async () => {
    const { db, engine } = await device('barbara@example.com');
    const id = await createAlert(db, EVERY_FILTER);
    const { made } = await conforming(async () => {
      await engine.sync({ force: true });
      await engine.sync({ force: true });
    });
    const posts = made.filter((exchange) => exchange.method === 'POST');
    expect(posts).toMatchObject([{ idempotencyKey: id }]);
    expect(await db.alerts.get(id)).toMatchObject({
      status: 'confirmed',
      alertId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('company search with every filter, and each seniority, workplace and confidence on its own', async () => {
    const { api } = await device('alan@example.com');
    const { result } = await conforming(async () => {
      const everything = await api.searchCompanies({ ...EVERY_FILTER, name: 'ac' });
      const one = [
        ...SENIORITIES.map((seniority) => api.searchCompanies({ name: 'ac', seniority })),
        ...WORKPLACES.map((workplace) => api.searchCompanies({ name: 'ac', workplace })),
        ...CONFIDENCES.map((confidence) => api.searchCompanies({ name: 'ac', confidence })),
      ];
      const plain = await api.searchCompanies({ name: 'ac' });
      await Promise.all(one);
      await api.facets(EVERY_FILTER);
      await api.jobs({ ...EVERY_FILTER, q: 'engineer', sort: 'match', limit: '10', offset: '0' });
      return { everything, plain };
    });
    expect(result.plain.companies.length).toBeGreaterThan(0);
    expect(Array.isArray(result.everything.companies)).toBe(true);
  });

  it('against a seed-only service, no request of any flow left the seed’s paths', () => {
    expect(exchanges.length).toBeGreaterThan(0);
    expect(exchanges.filter((exchange) => !/^\/api\/(me\/|companies\/search|jobs|facets)/.test(exchange.path))).toEqual(
      [],
    );
  });

  it('the proxy is not blind: a request the seed forbids, and a method it lacks, are reported', async () => {
    const seen: Exchange[] = [];
    const send = recordingFetch(prism.url, seen);
    await send(`${prism.url}/api/companies/search?name=ac&seniority=senior,staff`);
    await send(`${prism.url}/api/me/saved`, { method: 'PUT' });
    expect(seen.map((exchange) => exchange.violations.length > 0)).toEqual([true, true]);
  });
});
