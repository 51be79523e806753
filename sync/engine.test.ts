import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { createAlert } from '../storage/alerts';
import { saveProfile } from '../storage/profile';
import { star, unstar } from '../storage/stars';
import { BACKOFF_CAP_MS, seededRandom } from './backoff';
import { retryDeadLetter } from './dead-letters';
import { engineHarness } from './testing/engine';

const ref = (jobId: string) => ({ jobId, title: `Job ${jobId}`, site: 'greenhouse' });
const serverError = () => new ApiError('server', 'The service answered 503', 503);

describe('push', () => {
  it('sends every kind of row, acks each by id and marks the stars synced', async () => {
    const { db, api, engine } = engineHarness();
    await star(db, ref('a'));
    await star(db, ref('b'));
    await unstar(db, 'c');
    await saveProfile(db, { skills: ['TypeScript'] });
    const alertId = await createAlert(db, { country: 'IL' });
    expect(await engine.sync()).toMatchObject({ state: 'synced', pushed: 5 });
    expect(await db.outbox.count()).toBe(0);
    expect([...api.saved.keys()].sort()).toEqual(['a', 'b']);
    expect((await db.saved.toArray()).map((row) => [row.jobId, row.starred, row.synced])).toEqual([
      ['a', 1, 1],
      ['b', 1, 1],
    ]);
    expect(await db.alerts.get(alertId)).toMatchObject({
      status: 'confirmed',
      alertId: api.alerts.get(alertId)?.alert_id,
    });
    expect(await db.profile.get('me')).toMatchObject({ dirty: 0, server: { skills: ['TypeScript'] } });
  });

  it('sends star then unstar of one job as one DELETE', async () => {
    const { db, api, engine } = engineHarness();
    await star(db, ref('a'));
    await unstar(db, 'a');
    await engine.sync();
    expect(api.calls.filter((call) => call.method === 'star' || call.method === 'unstar')).toEqual([
      { method: 'unstar', arg: 'a' },
    ]);
  });

  it('acks by id: an act made while its earlier row is in flight is kept and sent next', async () => {
    const { db, api, engine } = engineHarness();
    await star(db, ref('a'));
    api.during('star', () => unstar(db, 'a'));
    await engine.sync();
    // The PUT went out, the unstar made during it still waits, and the row still shows unstarred.
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'unstar', jobId: 'a' }]);
    expect(await db.saved.get('a')).toMatchObject({ starred: 0 });
    await engine.sync();
    expect(api.saved.has('a')).toBe(false);
    expect(await db.saved.get('a')).toBeUndefined();
  });

  it('a profile saved during its PUT stays dirty and is sent next', async () => {
    const { db, api, engine } = engineHarness();
    await saveProfile(db, { skills: ['Go'] });
    api.during('putProfile', () => saveProfile(db, { skills: ['Rust'] }));
    await engine.sync();
    expect(await db.profile.get('me')).toMatchObject({ dirty: 1, local: { skills: ['Rust'] } });
    await engine.sync();
    expect(api.profile.skills).toEqual(['Rust']);
    expect(await db.profile.get('me')).toMatchObject({ dirty: 0, local: { skills: ['Rust'] } });
  });

  it('keeps the profile the server normalised and notes the dropped skills', async () => {
    const { db, engine } = engineHarness();
    await saveProfile(db, { skills: ['TypeScript', 'unknown-skill'] });
    await engine.sync();
    const row = await db.profile.get('me');
    expect(row?.local.skills).toEqual(['TypeScript']);
    expect(row?.notice?.droppedSkills).toEqual(['unknown-skill']);
  });

  it('moves a rejected row to the dead letters with the message, and marks the alert rejected', async () => {
    const { db, api, engine } = engineHarness();
    const id = await createAlert(db, { country: 'IL' });
    await star(db, ref('a'));
    api.failNext(
      'createAlert',
      new ApiError('client', 'The request has invalid fields', 400, undefined, [
        { path: 'filter.country', message: 'Bad' },
      ]),
    );
    expect(await engine.sync()).toMatchObject({ state: 'synced', deadLettered: 1, pushed: 1 });
    expect(await db.deadLetters.toArray()).toMatchObject([
      {
        kind: 'alert',
        status: 400,
        message: 'The request has invalid fields',
        fieldErrors: [{ path: 'filter.country' }],
      },
    ]);
    expect(await db.alerts.get(id)).toMatchObject({ status: 'rejected', error: 'The request has invalid fields' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the account’s cap as a kind on the dead letter and the alert, so the pages word it; Retry clears it', async () => {
    const { db, api, engine } = engineHarness();
    const id = await createAlert(db, { country: 'IL' });
    await star(db, ref('a'));
    const full = (list: 'alerts' | 'saved', max: number) =>
      new ApiError('account_limit', `This account already has ${max} ${list}`, 409, undefined, [], { list, max });
    api.failNext('createAlert', full('alerts', 1000));
    api.failNext('star', full('saved', 50_000));
    expect(await engine.sync()).toMatchObject({ state: 'synced', deadLettered: 2 });
    const letters = await db.deadLetters.toArray();
    expect(letters.find((row) => row.kind === 'star')).toMatchObject({
      status: 409,
      words: { kind: 'api.account_limit', params: { list: 'saved', max: 50_000 } },
    });
    const alertLetter = letters.find((row) => row.kind === 'alert')!;
    expect(alertLetter.words).toEqual({ kind: 'api.account_limit', params: { list: 'alerts', max: 1000 } });
    expect(await db.alerts.get(id)).toMatchObject({ status: 'rejected', errorWords: alertLetter.words });
    await retryDeadLetter(db, alertLetter.id!);
    expect((await db.alerts.get(id))?.errorWords).toBeUndefined();
    expect((await db.outbox.toArray()).find((row) => row.kind === 'alert')).not.toHaveProperty('words');
  });

  it('on a retryable failure keeps the rows and stores the next attempt time', async () => {
    let now = 1_000_000;
    const { db, api, engine, scheduled } = engineHarness({ now: () => now, random: seededRandom(3) });
    await star(db, ref('a'));
    api.failNext('star', new ApiError('rate_limited', 'Slow down', 429, 30_000));
    const outcome = await engine.sync();
    expect(outcome.state).toBe('retrying');
    const state = await db.syncState.get('sync');
    expect(state).toMatchObject({
      running: false,
      attempt: 1,
      lastError: { kind: 'rate_limited', message: 'Slow down' },
    });
    expect(state?.nextAttemptAt).toBeGreaterThanOrEqual(now + 30_000);
    expect(state?.nextAttemptAt).toBeLessThanOrEqual(now + BACKOFF_CAP_MS);
    expect(scheduled.at(-1)).toBe(state?.nextAttemptAt);
    expect(await db.outbox.count()).toBe(1);
    // Not forced and too early: it waits.
    expect(await engine.sync()).toEqual({ state: 'waiting' });
    now = (state?.nextAttemptAt ?? 0) + 1;
    expect(await engine.sync()).toMatchObject({ state: 'synced' });
    expect(await db.syncState.get('sync')).toMatchObject({
      attempt: 0,
      lastError: undefined,
      nextAttemptAt: undefined,
    });
  });

  it('pauses for sign-in on a 401 and drops nothing', async () => {
    const { db, api, engine } = engineHarness();
    await star(db, ref('a'));
    await saveProfile(db, { skills: ['Go'] });
    api.failNext('star', new ApiError('unauthorized', 'expired', 401));
    expect(await engine.sync()).toEqual({ state: 'paused' });
    expect(await db.syncState.get('sync')).toMatchObject({ pausedForSignIn: true });
    expect(await db.outbox.count()).toBeGreaterThanOrEqual(1);
    expect(await db.deadLetters.count()).toBe(0);
    await engine.sync({ force: true });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.syncState.get('sync')).toMatchObject({ pausedForSignIn: false });
  });

  it('stops without writing when the account changed mid-run', async () => {
    const harness = engineHarness();
    const { db, api, engine } = harness;
    await star(db, ref('a'));
    api.during('star', async () => harness.setCurrent('account-b'));
    expect(await engine.sync()).toEqual({ state: 'account-changed' });
    expect(await db.outbox.count()).toBe(1);
    expect((await db.saved.get('a'))?.synced).toBe(0);
  });

  it('does nothing signed out', async () => {
    const harness = engineHarness();
    harness.setCurrent(null);
    await star(harness.db, ref('a'));
    expect(await harness.engine.sync()).toEqual({ state: 'signed-out' });
    expect(harness.api.calls).toEqual([]);
  });
});

describe('single flight', () => {
  it('runs one sync at a time and queues exactly one more', async () => {
    const { db, api, engine } = engineHarness();
    await star(db, ref('a'));
    let inFlight = 0;
    let most = 0;
    const original = api.listSaved;
    api.listSaved = async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return original();
    };
    await Promise.all(Array.from({ length: 10 }, () => engine.sync()));
    expect(most).toBe(1);
    expect(api.calls.filter((call) => call.method === 'listSaved')).toHaveLength(2);
  });
});

describe('pull', () => {
  it('reports stars changed on another device', async () => {
    const { db, api, engine, changes } = engineHarness();
    await star(db, ref('mine'));
    await engine.sync();
    api.saved.set('theirs', '2026-02-01T00:00:00.000Z');
    api.saved.delete('mine');
    await engine.sync();
    expect(changes).toEqual(
      expect.arrayContaining([
        { jobId: 'theirs', starred: true },
        { jobId: 'mine', starred: false },
      ]),
    );
    expect((await db.saved.toArray()).map((row) => row.jobId)).toEqual(['theirs']);
  });

  it('hydrates starred jobs the service knows and keeps page data for the others', async () => {
    const { db, engine } = engineHarness();
    await star(db, ref('known-1'));
    await star(db, ref('unknown-1'));
    await engine.sync();
    expect(await db.saved.get('known-1')).toMatchObject({
      listing: { title: 'Listing known-1' },
      page: { title: 'Job known-1' },
    });
    const unknown = await db.saved.get('unknown-1');
    expect(unknown?.listing).toBeUndefined();
    expect(unknown?.page?.title).toBe('Job unknown-1');
    expect(unknown?.hydratedAt).toBeTypeOf('number');
  });

  it('keeps the profile edit waiting in the outbox when the pull brings the server copy', async () => {
    const { db, api, engine } = engineHarness();
    api.profile = { skills: ['Server'] };
    await saveProfile(db, { skills: ['Local'] });
    api.failNext('putProfile', serverError());
    await engine.sync();
    expect((await db.profile.get('me'))?.local.skills).toEqual(['Local']);
  });

  it('takes the server profile, options and skill spec when nothing waits', async () => {
    const { db, api, engine } = engineHarness();
    api.profile = { skills: ['Go'], cadence: 'weekly' };
    await engine.sync();
    expect(await db.profile.get('me')).toMatchObject({
      local: { skills: ['Go'], cadence: 'weekly' },
      dirty: 0,
      options: { seniority: ['junior'] },
      skillSpec: { skills: [{ name: 'TypeScript' }] },
    });
  });
});
