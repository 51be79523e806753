import { describe, expect, it } from 'vitest';
import type { Alert, FilterQuery } from '../api/contract/index';
import { ApiError } from '../api/errors';
import { createAlert } from '../storage/alerts';
import { saveProfile } from '../storage/profile';
import type { SyncApi } from './context';
import { engineHarness } from './testing/engine';

const unreadable = (status: number) =>
  new ApiError('bad_response', 'The service sent something that is not JSON', status);
const lost = () => new ApiError('network', 'The service could not be reached');

describe('a 2xx to the alert POST is final', () => {
  it('an answer whose body cannot be read still confirms the alert, and the POST is never sent again', async () => {
    const { db, api, engine } = engineHarness();
    const id = await createAlert(db, { country: 'IL' });
    api.failNext('createAlert', unreadable(201));
    expect(await engine.sync({ force: true })).toMatchObject({ state: 'synced' });
    const alert = await db.alerts.get(id);
    expect(alert).toMatchObject({ status: 'confirmed', active: true });
    expect(alert?.alertId).toBeUndefined();
    for (let run = 0; run < 3; run++) await engine.sync({ force: true });
    expect(api.calls.filter((call) => call.method === 'createAlert')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it.each([
    ['too long to read', new ApiError('too_large', 'The service sent more than 8388608 bytes', 201)],
    ['cut off while read', new ApiError('network', 'The connection dropped while the answer was read', 201)],
    ['too slow to read', new ApiError('timeout', 'The service did not finish its answer in time', 201)],
  ])('an answer %s after its 2xx confirms the alert, and the POST is never sent again', async (_what, error) => {
    const { db, api, engine } = engineHarness();
    const id = await createAlert(db, { country: 'IL' });
    api.failNext('createAlert', error);
    expect(await engine.sync({ force: true })).toMatchObject({ state: 'synced' });
    expect(await db.alerts.get(id)).toMatchObject({ status: 'confirmed', active: true });
    for (let run = 0; run < 3; run++) await engine.sync({ force: true });
    expect(api.calls.filter((call) => call.method === 'createAlert')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an alert_id of another uuid variant and a retyped echo are a confirmation', async () => {
    const { db, api, engine } = engineHarness();
    const id = await createAlert(db, { min_age_days: '3' });
    const answer: Alert = { alert_id: 'c94ec1ef-e002-a63d-0c5e-7e1d2a9f0b11', filter: { min_age_days: 3 } };
    api.createAlert = async (filter: FilterQuery, key: string) => {
      api.calls.push({ method: 'createAlert', arg: { filter, key } });
      return answer;
    };
    await engine.sync({ force: true });
    await engine.sync({ force: true });
    expect(await db.alerts.get(id)).toMatchObject({ status: 'confirmed', alertId: answer.alert_id });
    expect(api.calls.filter((call) => call.method === 'createAlert')).toHaveLength(1);
  });

  it('an account switch while the POST is in flight still records it: back on the account, it is not sent again', async () => {
    const { db, api, engine, setCurrent } = engineHarness();
    const id = await createAlert(db, { country: 'IL' });
    api.during('createAlert', async () => setCurrent('account-b'));
    expect(await engine.sync({ force: true })).toMatchObject({ state: 'account-changed' });
    expect(await db.alerts.get(id)).toMatchObject({ status: 'confirmed' });
    setCurrent('account-a');
    await engine.sync({ force: true });
    expect(api.calls.filter((call) => call.method === 'createAlert')).toHaveLength(1);
  });

  it('a non-2xx unreadable answer is not a success: the alert waits and is retried', async () => {
    const { db, api, engine } = engineHarness();
    const id = await createAlert(db, { country: 'IL' });
    api.failNext('createAlert', new ApiError('server', 'The service answered 502', 502));
    expect(await engine.sync({ force: true })).toMatchObject({ state: 'retrying' });
    expect(await db.alerts.get(id)).toMatchObject({ status: 'pending' });
  });
});

describe('a POST retried before any answer', () => {
  it('keeps its Idempotency-Key on every attempt', async () => {
    const { db, api, engine } = engineHarness();
    const id = await createAlert(db, { country: 'IL' });
    api.failNext('createAlert', lost(), 2);
    await engine.sync({ force: true });
    await engine.sync({ force: true });
    await engine.sync({ force: true });
    const keys = api.calls
      .filter((call) => call.method === 'createAlert')
      .map((call) => (call.arg as { key: string }).key);
    expect(keys).toEqual([id, id, id]);
    expect(api.alerts.size).toBe(1);
  });

  it('against a service that ignores the key: one extra alert per lost answer, never a loop', async () => {
    const { db, api, engine } = engineHarness();
    await createAlert(db, { country: 'IL' });
    const created: string[] = [];
    api.createAlert = async (filter: FilterQuery, key: string) => {
      api.calls.push({ method: 'createAlert', arg: { filter, key } });
      created.push(crypto.randomUUID());
      if (created.length === 1) throw lost(); // created, but the answer never arrived
      return { alert_id: created.at(-1) };
    };
    for (let run = 0; run < 5; run++) await engine.sync({ force: true });
    expect(created).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a profile PUT answer', () => {
  it('a sparse answer keeps what it leaves out', async () => {
    const { db, api, engine } = engineHarness();
    await saveProfile(db, { skills: ['TypeScript'], cadence: 'weekly', digest_time: '07:30' });
    const sparse: SyncApi = api;
    sparse.putProfile = async () => ({ profile: { israel_only: false } });
    sparse.getProfile = async () => ({ profile: {} });
    await engine.sync({ force: true });
    expect(await db.profile.get('me')).toMatchObject({
      dirty: 0,
      local: { skills: ['TypeScript'], cadence: 'weekly', digest_time: '07:30', israel_only: false },
    });
    expect((await db.profile.get('me'))?.notice).toBeUndefined();
  });

  it('the server copy after a PUT is what was sent, with what the answer changed', async () => {
    const { db, api, engine } = engineHarness();
    await db.profile.put({ id: 'me', local: {}, server: { workplace: ['remote', 'office'] }, dirty: 0, updatedAt: 1 });
    await saveProfile(db, { workplace: ['hybrid'], skills: ['Go'] });
    const sparse: SyncApi = api;
    sparse.putProfile = async () => ({ profile: { skills: [] } });
    sparse.getProfile = async () => ({ profile: {} });
    await engine.sync({ force: true });
    expect((await db.profile.get('me'))?.server).toEqual({ workplace: ['hybrid'], skills: [] });
  });

  it('a partial local copy is sent whole: the fields it omits come from the server copy (§4.2 overwrites)', async () => {
    const { db, api, engine } = engineHarness();
    await db.profile.put({
      id: 'me',
      local: {},
      server: { cadence: 'weekly', digest_time: '07:30', workplace: ['remote', 'office'], skills: ['Rust'] },
      dirty: 0,
      updatedAt: 1,
    });
    await saveProfile(db, { skills: ['Go'] });
    await engine.sync({ force: true });
    const sent = api.calls.find((call) => call.method === 'putProfile')?.arg;
    // 'office' cannot be sent (the request is strict), so only what we may send is filled in.
    expect(sent).toEqual({ cadence: 'weekly', digest_time: '07:30', workplace: ['remote'], skills: ['Go'] });
    expect(await db.profile.get('me')).toMatchObject({
      dirty: 0,
      local: { cadence: 'weekly', digest_time: '07:30', workplace: ['remote'], skills: ['Go'] },
    });
  });

  it('a 2xx whose body cannot be read is sent again (idempotent), the edit kept meanwhile', async () => {
    const { db, api, engine } = engineHarness();
    await saveProfile(db, { skills: ['TypeScript'] });
    api.failNext('putProfile', unreadable(200));
    expect(await engine.sync({ force: true })).toMatchObject({ state: 'retrying' });
    expect(await db.profile.get('me')).toMatchObject({ dirty: 1, local: { skills: ['TypeScript'] } });
    await engine.sync({ force: true });
    expect(api.calls.filter((call) => call.method === 'putProfile')).toHaveLength(2);
    expect(await db.profile.get('me')).toMatchObject({ dirty: 0, local: { skills: ['TypeScript'] } });
  });
});
