/**
 * Beyond the seed only by discovery (DESIGN §4 rule 14), proved on the wire: the real account client over a
 * recording fetch. Against a service that never announces the extension, every request of a run — stars, an unstar,
 * applications written while the person even agreed to share them — is one of the seed's; one that announces it is
 * described once, and then used.
 */
import { describe, expect, it } from 'vitest';
import { EXTENSIONS_REL } from '../api/contract/jobstar/index';
import { setStage } from '../storage/applications';
import { shareAllApplications } from '../storage/records';
import { star, unstar } from '../storage/stars';
import { freshDb } from '../storage/testing/db-fixture';
import { createSyncEngine } from './engine';
import { accountBinding } from './wiring';

const BASE = 'https://service.test';
const SEED = [
  /^GET \/api\/me\/saved$/,
  /^(PUT|DELETE) \/api\/me\/saved\/[^/]+$/,
  /^(GET|PUT) \/api\/me\/profile$/,
  /^POST \/api\/me\/alerts$/,
  /^GET \/api\/jobs\?/,
];

function recordingService(announce: boolean) {
  const requests: string[] = [];
  const saved = new Map<string, string>();
  const json = (body: unknown, path: string) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: {
        'content-type': 'application/json',
        ...(announce && path.startsWith('/api/me/') ? { link: `</api/jobstar/v1>; rel="${EXTENSIONS_REL}"` } : {}),
      },
    });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname;
    requests.push(`${request.method} ${path}${url.search ? '?' : ''}`);
    if (path === '/api/me/saved') {
      return json({ saved: [...saved].map(([job_id, saved_at]) => ({ job_id, saved_at })) }, path);
    }
    const job = /^\/api\/me\/saved\/(.+)$/.exec(path)?.[1];
    if (job) {
      if (request.method === 'PUT') saved.set(decodeURIComponent(job), new Date().toISOString());
      else saved.delete(decodeURIComponent(job));
      return json({}, path);
    }
    if (path === '/api/me/profile') return json({ profile: {} }, path);
    if (path === '/api/jobs') return json({ jobs: [] }, path);
    if (path === '/api/jobstar/v1') return json({ version: 1, features: ['records'] }, path);
    if (path === '/api/jobstar/v1/records' && request.method === 'POST') {
      return json(await request.json(), path);
    }
    if (path === '/api/jobstar/v1/records') return json({ records: [], cursor: '', more: false }, path);
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

async function runs(announce: boolean) {
  const service = recordingService(announce);
  const db = freshDb();
  const tokens = { token: async () => 'token', refresh: async () => null };
  const engine = createSyncEngine({
    bind: async () => accountBinding('a', db, { baseUrl: BASE, tokens, fetch: service.fetch as typeof fetch }),
    currentKey: async () => 'a',
    schedule: () => undefined,
  });
  const sync = async () => expect((await engine.sync({ force: true })).state).toBe('synced');
  await star(db, { jobId: 'greenhouse:acme:1', title: 'Engineer', site: 'greenhouse' });
  await star(db, { jobId: 'greenhouse:acme:2', title: 'Designer', site: 'greenhouse' });
  await sync();
  await setStage(db, 'greenhouse:acme:1', 'applied');
  await shareAllApplications(db, 'yes');
  await unstar(db, 'greenhouse:acme:2');
  await sync();
  await sync();
  return { requests: service.requests, db };
}

describe('requests outside the seed', () => {
  it('are never sent to a service that does not announce the extension', async () => {
    const { requests, db } = await runs(false);
    expect(requests.length).toBeGreaterThan(5);
    expect(requests.filter((request) => !SEED.some((rule) => rule.test(request)))).toEqual([]);
    // What the person agreed to send waits, and the status can say it stays on this device.
    expect((await db.syncState.get('sync'))?.extensions).toBeNull();
    expect(await db.outbox.where('key').startsWith('record:').count()).toBe(2);
  });

  it('go to a service that announces it, after one description', async () => {
    const { requests } = await runs(true);
    expect(requests.filter((request) => request === 'GET /api/jobstar/v1')).toHaveLength(1);
    expect(requests).toContain('POST /api/jobstar/v1/records');
  });
});
