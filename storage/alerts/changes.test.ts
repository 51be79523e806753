import { describe, expect, it } from 'vitest';
import * as queries from '../queries';
import { freshDb } from '../testing/db-fixture';
import { createAlert } from './alerts';
import { deleteAlert, setAlertActive } from './changes';

const SERVICE_ID = '5b0c6d1e-7f2a-4c3b-9a1d-2e3f4a5b6c7d';

async function confirmedAlert() {
  const db = freshDb();
  const id = await createAlert(db, { country: 'IL' });
  await db.outbox.clear();
  await db.alerts.update(id, { alertId: SERVICE_ID, status: 'confirmed' });
  return { db, id };
}

describe('setAlertActive', () => {
  it('pauses here at once and queues one change, the latest of a pause then a resume', async () => {
    const { db, id } = await confirmedAlert();
    expect(await setAlertActive(db, id, false)).toBe(true);
    expect(await db.alerts.get(id)).toMatchObject({ active: false });
    await setAlertActive(db, id, true);
    expect(await db.outbox.toArray()).toMatchObject([
      { kind: 'alert-active', alertLocalId: id, active: true, key: `alert-change:${id}` },
    ]);
  });

  it('writes nothing for an alert the service has not confirmed: there is no id to pause yet', async () => {
    const db = freshDb();
    const id = await createAlert(db, { country: 'IL' });
    expect(await setAlertActive(db, id, false)).toBe(false);
    expect(await db.alerts.get(id)).toMatchObject({ active: true });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'alert' }]);
  });
});

describe('deleteAlert', () => {
  it('hides the alert at once and keeps a tombstone until the service confirms; the delete replaces a pause', async () => {
    const { db, id } = await confirmedAlert();
    await setAlertActive(db, id, false);
    expect(await deleteAlert(db, id, new Date('2026-03-01T10:00:00Z'))).toBe(true);
    expect(await queries.alerts(db)).toEqual([]);
    expect(await queries.dataCounts(db)).toMatchObject({ alerts: 0 });
    expect(await db.alerts.get(id)).toMatchObject({ deletedAt: '2026-03-01T10:00:00.000Z' });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'alert-delete', alertLocalId: id }]);
  });

  it('drops a creation still waiting, so it is never sent', async () => {
    const db = freshDb();
    const id = await createAlert(db, { country: 'IL' });
    await deleteAlert(db, id);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'alert-delete', alertLocalId: id }]);
  });

  it('answers false for an alert already deleted or unknown, queueing nothing more', async () => {
    const { db, id } = await confirmedAlert();
    await deleteAlert(db, id);
    expect(await deleteAlert(db, id)).toBe(false);
    expect(await deleteAlert(db, 'nope')).toBe(false);
    expect(await setAlertActive(db, id, false)).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });
});
