/**
 * The chaos run: answers that are valid by the seed but unlike our server's. First Stoplight Prism's mock
 * (`prism mock --dynamic` over seed.yaml) answers every call with random valid data; then hand-built odd
 * answers (sparse objects, an unknown workplace item, uuids of no RFC variant, a filter echoed with numbers
 * and booleans, other 2xx codes) come from a stub behind `prism proxy --errors`, which proves each of them
 * valid by the seed. Each round the user stars a job, creates an alert and edits the profile, then the real
 * sync engine runs. Nothing local may be lost, no POST may be sent twice, and the status must say what
 * happened.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client';
import { ProfileInput } from '../../api/contract';
import { EVERY_FILTER } from '../../api/testing/request-examples';
import { createAlert } from '../../storage/alerts';
import type { ServerProfileNotice } from '../../storage/profile';
import { saveProfile } from '../../storage/profile';
import { star } from '../../storage/stars';
import { freshDb } from '../../storage/testing/db-fixture';
import { createSyncEngine, type SyncOutcome } from '../../sync';
import { ODD_ANSWERS, oddAnswer } from './odd-answers';
import { type Exchange, type PrismProcess, recordingFetch, startPrism } from './prism-process';

const LOCAL: ProfileInput = {
  skills: ['TypeScript', 'Go'],
  workplace: ['remote'],
  country: ['IL'],
  cadence: 'weekly',
  digest_time: '07:30',
  digest_tz: 'Europe/Berlin',
  digest_day: 4,
};

let mock: PrismProcess;
let proxy: PrismProcess;
let stub: Server;

beforeAll(async () => {
  stub = createServer((request, response) => {
    const { status, body } = oddAnswer(request.method ?? 'GET', request.url ?? '/');
    response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  });
  await new Promise<void>((ready) => stub.listen(0, '127.0.0.1', ready));
  const upstream = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/api`;
  [mock, proxy] = await Promise.all([startPrism({ mode: 'mock' }), startPrism({ mode: 'proxy', upstream })]);
});

afterAll(async () => {
  await Promise.all([mock?.stop(), proxy?.stop()]);
  await new Promise((done) => stub?.close(done));
});

/** One signed-in browser whose every call goes to `url`, with a profile already synced. */
async function device(url: string, exchanges: Exchange[]) {
  const api = createApiClient({
    baseUrl: url,
    fetch: recordingFetch(url, exchanges),
    tokens: { token: async () => 'header.payload.signature', refresh: async () => null },
  });
  const db = freshDb(url);
  await db.profile.put({ id: 'me', local: LOCAL, server: LOCAL, dirty: 0, updatedAt: 1 });
  const engine = createSyncEngine({
    bind: async () => ({ key: 'chaos', db, api }),
    currentKey: async () => 'chaos',
    schedule: () => undefined,
  });
  return { db, engine };
}

type Device = Awaited<ReturnType<typeof device>>;

/** The user acts, then the engine syncs; returns the outcome and the alert made this round. */
async function round({ db, engine }: Device, index: number): Promise<{ outcome: SyncOutcome; alertId: string }> {
  await star(db, { jobId: `greenhouse:chaos:${index}`, title: `Job ${index}`, site: 'greenhouse' });
  const alertId = await createAlert(db, index % 2 === 0 ? EVERY_FILTER : { country: 'IL', seniority: 'senior' });
  if (index % 3 === 0) await saveProfile(db, { ...LOCAL, israel_only: index % 2 === 0 });
  return { outcome: await engine.sync({ force: true }), alertId };
}

/** The invariants after every round: nothing lost, nothing waiting, the status true. */
async function expectNothingLost({ db }: Device, outcome: SyncOutcome): Promise<void> {
  expect(outcome).toMatchObject({ state: 'synced' });
  expect((await db.syncState.get('sync'))?.lastError).toBeUndefined();
  expect(await db.outbox.count()).toBe(0);
  const row = await db.profile.get('me');
  expect(ProfileInput.safeParse(row?.local).success).toBe(true);
  for (const field of Object.keys(LOCAL)) expect(row?.local[field as keyof ProfileInput]).toBeDefined();
}

/** Every alert was sent exactly once, with its own key, and is shown as created. */
async function expectEachPostOnce({ db }: Device, exchanges: Exchange[], alertIds: string[]): Promise<void> {
  const keys = exchanges.filter((exchange) => exchange.method === 'POST').map((exchange) => exchange.idempotencyKey);
  expect(keys.sort()).toEqual([...alertIds].sort());
  for (const id of alertIds) expect(await db.alerts.get(id)).toMatchObject({ status: 'confirmed' });
}

describe('chaos: answers valid by the seed, unlike ours', () => {
  it('Prism’s dynamic mock: twelve rounds of random valid answers', async () => {
    const exchanges: Exchange[] = [];
    const phone = await device(mock.url, exchanges);
    const alertIds: string[] = [];
    for (let index = 0; index < 12; index++) {
      const { outcome, alertId } = await round(phone, index);
      alertIds.push(alertId);
      await expectNothingLost(phone, outcome);
    }
    await phone.engine.sync({ force: true });
    await expectEachPostOnce(phone, exchanges, alertIds);
    expect(exchanges.filter((exchange) => exchange.status >= 300)).toEqual([]);
  });

  it('hand-built odd answers, each proven valid by Prism’s proxy: nothing lost, nothing sent twice', async () => {
    const exchanges: Exchange[] = [];
    const laptop = await device(proxy.url, exchanges);
    const alertIds: string[] = [];
    for (let index = 0; index < ODD_ANSWERS.rounds; index++) {
      const { outcome, alertId } = await round(laptop, index);
      alertIds.push(alertId);
      await expectNothingLost(laptop, outcome);
      const row = await laptop.db.profile.get('me');
      if (row?.server?.workplace?.includes('office')) {
        expect((row.notice as ServerProfileNotice | undefined)?.ignored).toContainEqual({
          field: 'workplace',
          items: ['office'],
        });
      }
    }
    await laptop.engine.sync({ force: true });
    await expectEachPostOnce(laptop, exchanges, alertIds);
    expect(exchanges.filter((exchange) => exchange.violations.length > 0)).toEqual([]);
    const confirmed = await laptop.db.alerts.toArray();
    expect(confirmed.map((alert) => alert.alertId)).toContain('c94ec1ef-e002-a63d-0c5e-7e1d2a9f0b11');
  });

  it('the proxy is not blind to answers: one the seed forbids is reported', async () => {
    const exchanges: Exchange[] = [];
    await recordingFetch(proxy.url, exchanges)(`${proxy.url}/api/me/saved?forbidden=1`, {
      headers: { authorization: 'Bearer header.payload.signature' },
    });
    expect(exchanges[0]?.violations.join(' ')).toMatch(/saved/);
  });
});
