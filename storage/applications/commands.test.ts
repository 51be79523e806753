import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../model/application';
import { switchToAccount } from '../accounts/accounts';
import { dbNameFor, SIGNED_OUT_DB_NAME } from '../db/db';
import { star, unstar } from '../stars/saved';
import { freshDb, freshStore } from '../testing/db-fixture';
import {
  linkApplications,
  markNotified,
  redateMove,
  setReminder,
  setStage,
  snoozeReminder,
  unlinkApplications,
  updateApplication,
} from './commands';
import { applicationOf, unstarNeedsConfirm } from './queries';

const ref = (jobId: string, site = 'linkedin') => ({ jobId, title: 'Engineer', company: 'Acme', site });
const T0 = new Date('2026-11-01T10:00:00.000Z');
const later = (days: number) => new Date(T0.getTime() + days * DAY_MS);

async function starredDb(...jobIds: string[]) {
  const db = freshDb();
  for (const jobId of jobIds) await star(db, ref(jobId), T0);
  return db;
}

describe('application commands', () => {
  it('moves a starred job and keeps the dated history; a stage needs a star', async () => {
    const db = await starredDb('linkedin:1');
    expect(await setStage(db, 'linkedin:1', 'applied', later(1), later(2))).toEqual({
      stage: 'applied',
      movedAt: later(1).toISOString(),
    });
    const entry = await applicationOf(db, 'linkedin:1', later(2).getTime());
    expect(entry?.application.history.map((move) => move.stage)).toEqual(['saved', 'applied']);
    await expect(setStage(db, 'linkedin:2', 'applied')).rejects.toMatchObject({ kind: 'application.notStarred' });
    expect(await db.applications.count()).toBe(1);
  });

  it('unstar removes stages and notes; a re-star starts at Saved', async () => {
    const db = await starredDb('linkedin:1');
    await setStage(db, 'linkedin:1', 'applied', later(1), later(1));
    await updateApplication(db, 'linkedin:1', { notes: 'Recruiter Dana' }, later(1));
    expect(await unstarNeedsConfirm(db, 'linkedin:1')).toBe(true);
    await unstar(db, 'linkedin:1', later(2));
    expect(await db.applications.get('linkedin:1')).toBeUndefined();
    expect(await applicationOf(db, 'linkedin:1')).toBeNull();
    await star(db, ref('linkedin:1'), later(3));
    const again = await applicationOf(db, 'linkedin:1');
    expect(again?.application).toMatchObject({ stage: 'saved', history: [{ stage: 'saved' }] });
    expect(again?.application.notes).toBeUndefined();
    expect(await unstarNeedsConfirm(db, 'linkedin:1')).toBe(false);
  });

  it('linked jobs are one application: a move of either moves both; unstarring one leaves the other', async () => {
    const db = await starredDb('linkedin:1', 'greenhouse:acme:9');
    await setStage(db, 'linkedin:1', 'applied', later(1), later(1));
    await linkApplications(db, 'linkedin:1', 'greenhouse:acme:9', later(1));
    await setStage(db, 'greenhouse:acme:9', 'interviewing', later(2), later(2));
    expect((await applicationOf(db, 'linkedin:1'))?.application.stage).toBe('interviewing');
    await unlinkApplications(db, 'linkedin:1', 'greenhouse:acme:9', later(3));
    await setStage(db, 'linkedin:1', 'offer', later(3), later(3));
    expect((await applicationOf(db, 'greenhouse:acme:9'))?.application.stage).toBe('interviewing');
    await linkApplications(db, 'linkedin:1', 'greenhouse:acme:9', later(4));
    await unstar(db, 'linkedin:1', later(5));
    expect((await db.applications.get('greenhouse:acme:9'))?.linked).toEqual([]);
    await expect(linkApplications(db, 'greenhouse:acme:9', 'nope:1')).rejects.toMatchObject({
      kind: 'application.notStarred',
    });
  });

  it('redates a recorded move on every linked job in one write; a refusal changes nothing', async () => {
    const db = await starredDb('linkedin:1', 'greenhouse:acme:9');
    await setStage(db, 'linkedin:1', 'applied', later(3), later(3));
    await linkApplications(db, 'linkedin:1', 'greenhouse:acme:9', later(3));
    expect(await redateMove(db, 'greenhouse:acme:9', 1, later(1), later(4))).toEqual({
      stage: 'applied',
      movedAt: later(1).toISOString(),
    });
    for (const jobId of ['linkedin:1', 'greenhouse:acme:9']) {
      const row = await db.applications.get(jobId);
      expect(row?.history[1]).toEqual({ stage: 'applied', at: later(1).toISOString(), id: expect.any(String) });
      expect(row?.movedAt).toBe(later(1).toISOString());
    }
    await expect(redateMove(db, 'linkedin:1', 1, later(9), later(4))).rejects.toMatchObject({
      kind: 'application.futureMove',
    });
    expect((await db.applications.get('linkedin:1'))?.history[1]?.at).toBe(later(1).toISOString());
    await expect(redateMove(db, 'nope:1', 1, later(1))).rejects.toMatchObject({ kind: 'application.notStarred' });
  });

  it('reminders: set, snooze, notified, cleared', async () => {
    const db = await starredDb('linkedin:1');
    await setReminder(db, 'linkedin:1', later(3), later(1));
    await markNotified(db, ['linkedin:1']);
    expect((await db.applications.get('linkedin:1'))?.notifiedAt).toBe(later(3).toISOString());
    const snoozed = await snoozeReminder(db, 'linkedin:1', 1, later(4));
    expect(snoozed).toMatchObject({ remindAt: later(5).toISOString() });
    expect(snoozed.notifiedAt).toBeUndefined();
    expect((await setReminder(db, 'linkedin:1', null, later(4))).remindAt).toBeUndefined();
  });

  it('many reminders shown at once are marked in one transaction; a job unstarred meanwhile is left alone', async () => {
    const db = await starredDb('linkedin:1', 'linkedin:2', 'linkedin:3');
    for (const jobId of ['linkedin:1', 'linkedin:2', 'linkedin:3']) await setReminder(db, jobId, later(3), later(1));
    await unstar(db, 'linkedin:3', later(2));
    let transactions = 0;
    const open = db.transaction.bind(db) as (...args: unknown[]) => unknown;
    (db as unknown as { transaction: (...args: unknown[]) => unknown }).transaction = (...args) => {
      transactions++;
      return open(...args);
    };
    await markNotified(db, ['linkedin:1', 'linkedin:2', 'linkedin:3'], later(4));
    expect(transactions).toBe(1);
    const rows = await db.applications.bulkGet(['linkedin:1', 'linkedin:2']);
    expect(rows.map((row) => row?.notifiedAt)).toEqual([later(3).toISOString(), later(3).toISOString()]);
    expect((await db.applications.get('linkedin:3'))?.notifiedAt).toBeUndefined();
  });

  it('one transaction: a failed write leaves the application as it was', async () => {
    const db = await starredDb('linkedin:1');
    db.applications.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(setStage(db, 'linkedin:1', 'applied')).rejects.toThrow('disk full');
    expect(await db.applications.count()).toBe(0);
  });

  it('each account keeps its own; signed-out applications go to the account that signs in', async () => {
    const store = freshStore();
    const alice = { issuer: 'https://id.example', subject: 'alice' };
    const bob = { issuer: 'https://id.example', subject: 'bob' };
    const signedOut = store.open(SIGNED_OUT_DB_NAME);
    await star(signedOut, ref('linkedin:1'), T0);
    await setStage(signedOut, 'linkedin:1', 'applied', later(1), later(1));
    await switchToAccount(store, alice);
    const aliceDb = store.open(dbNameFor(alice));
    expect((await applicationOf(aliceDb, 'linkedin:1'))?.application.stage).toBe('applied');
    expect(await signedOut.applications.count()).toBe(0);
    await switchToAccount(store, bob);
    expect(await applicationOf(store.open(dbNameFor(bob)), 'linkedin:1')).toBeNull();
    expect(await store.open(dbNameFor(bob)).applications.count()).toBe(0);
  });
});
