/**
 * Against a service that follows only the seed (it announces no extension, or one without `alerts`), a sync
 * with alerts made and deleted here sends not one request outside the seed (§4): the real API client runs over a
 * recording fetch that answers as a seed service would. With `alerts` announced, the same client lists them at
 * the announced address, so the recording would see it.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import type { ServiceExtensions } from '../model/service-extensions';
import { createAlert, deleteAlert } from '../storage/alerts';
import * as queries from '../storage/queries';
import { freshDb } from '../storage/testing/db-fixture';
import { createSyncEngine } from './engine';

const BASE = 'http://127.0.0.1:8787';
const ALERT_ID = '0b7d7c1e-2f7e-4a1f-9d55-1c7a2a4b9e01';
/** §4.1–§4.6 as method and path. */
const SEED = [/^POST \/api\/me\/alerts$/, /^(GET|PUT) \/api\/me\/profile$/, /^GET \/api\/me\/saved$/];

function recordingFetch() {
  const seen: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const line = `${request.method} ${url.pathname}`;
    seen.push(line);
    if (line === 'GET /api/me/saved') return json({ saved: [] });
    if (line === 'GET /api/me/profile') return json({ profile: {} });
    if (line === 'POST /api/me/alerts') {
      return json(
        { alert_id: ALERT_ID, filter: { country: 'IL' }, active: true, created_at: '2026-05-01T00:00:00Z' },
        201,
      );
    }
    if (line === 'GET /api/jobstar/v1/alerts') return json({ alerts: [] });
    return json({ title: 'Not found' }, 404);
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

async function syncOnce(extensions: ServiceExtensions | null | undefined) {
  const recording = recordingFetch();
  const db = freshDb();
  if (extensions !== undefined) await db.syncState.put({ id: 'sync', attempt: 0, running: false, extensions });
  const api = createApiClient({
    baseUrl: BASE,
    fetch: recording.fetch,
    tokens: { token: async () => 'token', refresh: async () => null },
  });
  const engine = createSyncEngine({
    bind: async () => ({ key: 'a', db, api }),
    currentKey: async () => 'a',
    schedule: () => undefined,
  });
  await createAlert(db, { country: 'IL' });
  const gone = await createAlert(db, { country: 'DE' });
  await deleteAlert(db, gone);
  const outcome = await engine.sync();
  return { db, outcome, seen: recording.seen };
}

const outsideSeed = (seen: string[]) => seen.filter((line) => !SEED.some((allowed) => allowed.test(line)));

describe('alerts against a seed-only service', () => {
  it.each([
    ['nothing announced yet', undefined],
    ['an answer without the announcement', null],
    ['an extension without alerts', { link: `${BASE}/api/jobstar/v1`, features: ['records'], describedAt: '' }],
  ] as const)('%s: not one request outside the seed, and the page offers no pause or delete', async (_, ext) => {
    const { db, outcome, seen } = await syncOnce(ext as ServiceExtensions | null | undefined);
    expect(outcome).toMatchObject({ state: 'synced' });
    expect(seen).toContain('POST /api/me/alerts');
    expect(outsideSeed(seen)).toEqual([]);
    expect(await queries.alertsOffered(db)).toBe(false);
    expect(await queries.alerts(db)).toMatchObject([{ alertId: ALERT_ID, status: 'confirmed' }]);
  });

  it('with alerts announced, the same sync lists them at the announced address', async () => {
    const { seen } = await syncOnce({ link: `${BASE}/api/jobstar/v1`, features: ['alerts'], describedAt: '' });
    expect(outsideSeed(seen)).toEqual(['GET /api/jobstar/v1/alerts']);
  });
});
