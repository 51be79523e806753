import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { saveProfile } from '../profile/profile';
import { freshDb } from '../testing/db-fixture';
import { alertFilterDefaults, createAlert } from './alerts';

describe('createAlert', () => {
  it('stores a pending alert and its outbox row keyed by the local uuid', async () => {
    const db = freshDb();
    const id = await createAlert(db, { country: 'IL', seniority: 'senior' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.alerts.get(id)).toMatchObject({
      status: 'pending',
      filter: { country: 'IL', seniority: 'senior' },
    });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'alert', alertLocalId: id, key: `alert:${id}` }]);
  });

  it('stores only what §4.7 allows: several seniorities in one alert are refused, nothing stored', async () => {
    const db = freshDb();
    await expect(createAlert(db, { seniority: 'senior,staff' } as never)).rejects.toBeInstanceOf(ZodError);
    await expect(createAlert(db, { workplace: 'remote,hybrid' } as never)).rejects.toBeInstanceOf(ZodError);
    expect(await db.alerts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('never coalesces two alerts, even with the same filter', async () => {
    const db = freshDb();
    await createAlert(db, { country: 'IL' });
    await createAlert(db, { country: 'IL' });
    expect(await db.outbox.count()).toBe(2);
  });

  it('starts from the profile country and skills when the caller gives no filter', async () => {
    const db = freshDb();
    await saveProfile(db, { country: ['IL', 'DE'], skills: ['TypeScript', 'Go'], seniority: 'senior' });
    const id = await createAlert(db, {});
    expect((await db.alerts.get(id))?.filter).toEqual({ country: 'IL,DE', skills: 'TypeScript,Go' });
  });

  it('defaults to an empty filter without a profile', () => {
    expect(alertFilterDefaults(undefined)).toEqual({});
    expect(alertFilterDefaults({ country: [], skills: ['Rust'] })).toEqual({ skills: 'Rust' });
  });

  it('rolls back the alert when its outbox row fails', async () => {
    const db = freshDb();
    db.outbox.hook('creating', () => {
      throw new Error('quota');
    });
    await expect(createAlert(db, { country: 'IL' })).rejects.toThrow('quota');
    expect(await db.alerts.count()).toBe(0);
  });
});
