import { describe, expect, it } from 'vitest';
import { createAlert } from '../storage/alerts';
import { saveProfile } from '../storage/profile';
import { star } from '../storage/stars';
import { freshDb } from '../storage/testing/db-fixture';
import { discardDeadLetter, retryDeadLetter } from './dead-letters';
import { reconcileSaved } from './reconcile';

const letter = { message: 'Invalid', fieldErrors: [], failedAt: 1, status: 400 };

describe('dead letters', () => {
  it('retry puts the operation back in the outbox and the alert back to pending', async () => {
    const db = freshDb();
    const alertId = await createAlert(db, { country: 'IL' });
    await db.outbox.clear();
    await db.alerts.update(alertId, { status: 'rejected', error: 'Invalid' });
    const id = await db.deadLetters.add({ kind: 'alert', alertLocalId: alertId, key: `alert:${alertId}`, ...letter });
    await retryDeadLetter(db, id);
    expect(await db.deadLetters.count()).toBe(0);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'alert', alertLocalId: alertId }]);
    const alert = await db.alerts.get(alertId);
    expect(alert?.status).toBe('pending');
    expect(alert?.error).toBeUndefined();
  });

  it('discarding a star lets the server state win at the next pull', async () => {
    const db = freshDb();
    await star(db, { jobId: 'a', site: 'service' });
    await db.outbox.clear();
    const id = await db.deadLetters.add({ kind: 'star', jobId: 'a', key: 'saved:a', ...letter });
    await discardDeadLetter(db, id);
    await reconcileSaved(db, { saved: [] });
    expect(await db.saved.count()).toBe(0);
  });

  it('discarding a profile edit goes back to the server copy; discarding an alert removes it', async () => {
    const db = freshDb();
    await saveProfile(db, { skills: ['Mine'] });
    await db.profile.update('me', { server: { skills: ['Server'] } });
    const profileLetter = await db.deadLetters.add({ kind: 'profile', key: 'profile', ...letter });
    const alertId = await createAlert(db, {});
    const alertLetter = await db.deadLetters.add({
      kind: 'alert',
      alertLocalId: alertId,
      key: `alert:${alertId}`,
      ...letter,
    });
    await discardDeadLetter(db, profileLetter);
    await discardDeadLetter(db, alertLetter);
    expect(await db.profile.get('me')).toMatchObject({ dirty: 0, local: { skills: ['Server'] } });
    expect(await db.alerts.get(alertId)).toBeUndefined();
  });

  it('discarding a profile edit keeps the local fields that a sparse server copy lacks', async () => {
    const db = freshDb();
    await saveProfile(db, { skills: ['Mine'], country: ['IL'], cadence: 'weekly' });
    await db.profile.update('me', { server: { skills: ['Server'] } });
    const id = await db.deadLetters.add({ kind: 'profile', key: 'profile', ...letter });
    await discardDeadLetter(db, id);
    expect((await db.profile.get('me'))?.local).toEqual({ skills: ['Server'], country: ['IL'], cadence: 'weekly' });
  });
});
