import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../model/application';
import { ManualApplication, manualFieldErrors } from '../../model/manual-application';
import { freshDb } from '../testing/db-fixture';
import { addByHand } from './by-hand';
import { addEvent, removeEvent, setStage } from './commands';
import { applicationOf, starredApplications, unstarNeedsConfirm } from './queries';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const UUID = '0b6f1c1e-3f4a-4c1e-9a51-7d3c2b1a0f99';
const input = (over: Partial<Record<string, string>> = {}) =>
  ManualApplication.parse({
    company: 'Acme',
    title: 'Engineer',
    url: 'https://acme.example/jobs/1',
    foundVia: 'a friend',
    stage: 'applied',
    at: '2026-10-05T09:00:00.000Z',
    ...over,
  });

describe('an application added by hand', () => {
  it('is a star with its outbox row and an application at the stage and date given', async () => {
    const db = freshDb();
    const jobId = await addByHand(db, input(), UUID, NOW);
    expect(jobId).toBe(`manual:${UUID}`);
    const saved = await db.saved.get(jobId);
    expect(saved).toMatchObject({ starred: 1, synced: 0, savedAt: NOW.toISOString() });
    expect(saved?.page).toEqual({
      title: 'Engineer',
      company: 'Acme',
      url: 'https://acme.example/jobs/1',
      site: 'manual',
    });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'star', jobId }]);
    const entry = await applicationOf(db, jobId, NOW.getTime());
    expect(entry?.application.history).toEqual([
      { stage: 'saved', at: '2026-10-05T09:00:00.000Z', id: 'star' },
      { stage: 'applied', at: '2026-10-05T09:00:00.000Z', id: expect.any(String) },
    ]);
    expect(entry?.application.foundVia).toBe('a friend');
    expect((await starredApplications(db)).map((found) => found.job.jobId)).toEqual([jobId]);
    // A later move is held to the same rules as any other.
    await expect(setStage(db, jobId, 'interviewing', new Date('2026-10-01T00:00:00Z'), NOW)).rejects.toMatchObject({
      kind: 'application.beforeStar',
    });
  });

  it('refuses a date in the future and writes nothing', async () => {
    const db = freshDb();
    const tomorrow = new Date(NOW.getTime() + DAY_MS).toISOString();
    await expect(addByHand(db, input({ at: tomorrow }), UUID, NOW)).rejects.toMatchObject({
      kind: 'application.futureMove',
    });
    expect(await db.saved.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('names what is wrong with each field', () => {
    expect(
      manualFieldErrors({ company: ' ', title: 'x'.repeat(301), url: 'http://a.example', stage: 'applied', at: '' }),
    ).toEqual({ company: 'missing', title: 'tooLong', url: 'badLink', at: 'badDate' });
    expect(manualFieldErrors({ company: 'A', title: 'B', url: '', stage: 'saved', at: NOW.toISOString() })).toEqual({});
  });
});

describe('events of an application', () => {
  const event = (id: string, at: string) => ({ id, kind: 'interview' as const, at, zone: 'Asia/Jerusalem' });
  const ID1 = '11111111-1111-4111-8111-111111111111';
  const ID2 = '22222222-2222-4222-8222-222222222222';

  it('may lie in the future, are kept soonest first, and make an unstar ask first', async () => {
    const db = freshDb();
    const jobId = await addByHand(db, input({ stage: 'saved', foundVia: '' }), UUID, NOW);
    expect(await unstarNeedsConfirm(db, jobId)).toBe(false);
    await addEvent(db, jobId, event(ID1, '2026-12-10T08:00:00.000Z'), NOW);
    await addEvent(db, jobId, event(ID2, '2026-12-01T08:00:00.000Z'), NOW);
    const row = (await applicationOf(db, jobId))?.application;
    expect(row?.events?.map((entry) => entry.id)).toEqual([ID2, ID1]);
    expect(await unstarNeedsConfirm(db, jobId)).toBe(true);
    await removeEvent(db, jobId, ID2, NOW);
    await removeEvent(db, jobId, ID1, NOW);
    expect((await applicationOf(db, jobId))?.application.events).toBeUndefined();
    await expect(removeEvent(db, jobId, ID1, NOW)).rejects.toMatchObject({ kind: 'application.noSuchEvent' });
  });
});
