import { describe, expect, it } from 'vitest';
import type { Alert } from '../../api/contract/index';
import * as queries from '../queries';
import { freshDb } from '../testing/db-fixture';
import { createAlert } from './alerts';
import { deleteAlert, setAlertActive } from './changes';
import { mergeServiceAlerts } from './merge';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2026-04-01T00:00:00Z');

const listed = (alertId: string, more: Partial<Alert> = {}): Alert => ({
  alert_id: alertId,
  filter: { country: 'IL' },
  active: true,
  created_at: '2026-03-01T00:00:00.000Z',
  last_notified_at: null,
  ...more,
});

async function withConfirmed(alertId: string) {
  const db = freshDb();
  const id = await createAlert(db, { country: 'IL' });
  await db.outbox.clear();
  await db.alerts.update(id, { alertId, status: 'confirmed' });
  return { db, id };
}

describe('mergeServiceAlerts', () => {
  it('adds an alert made on another device, its filter read tolerantly', async () => {
    const db = freshDb();
    const result = await mergeServiceAlerts(
      db,
      [listed(B, { filter: { country: 'DE', min_age_days: 3, unknown_key: 'x', seniority: 'senior,staff' } })],
      NOW,
    );
    expect(result).toEqual({ added: 1, removed: 0, updated: 0 });
    expect(await queries.alerts(db)).toMatchObject([
      {
        id: B,
        alertId: B,
        status: 'confirmed',
        active: true,
        filter: { country: 'DE', min_age_days: '3', seniority: 'senior' },
      },
    ]);
  });

  it('a second pull of the same list changes nothing', async () => {
    const db = freshDb();
    await mergeServiceAlerts(db, [listed(B)], NOW);
    expect(await mergeServiceAlerts(db, [listed(B)], NOW)).toEqual({ added: 0, removed: 0, updated: 0 });
    expect(await db.alerts.count()).toBe(1);
  });

  it('removes a confirmed alert the service no longer lists: deleted elsewhere', async () => {
    const { db } = await withConfirmed(A);
    expect(await mergeServiceAlerts(db, [], NOW)).toMatchObject({ removed: 1 });
    expect(await db.alerts.count()).toBe(0);
  });

  it('takes the service’s pause and last e-mail', async () => {
    const { db, id } = await withConfirmed(A);
    await mergeServiceAlerts(db, [listed(A, { active: false, last_notified_at: '2026-03-30T08:00:00.000Z' })], NOW);
    expect(await db.alerts.get(id)).toMatchObject({ active: false, lastNotifiedAt: '2026-03-30T08:00:00.000Z' });
  });

  it('keeps what waits here: a pause not yet sent, a delete not yet sent, a creation not yet answered', async () => {
    const { db, id } = await withConfirmed(A);
    await setAlertActive(db, id, false);
    const other = await withConfirmed(B);
    await deleteAlert(other.db, other.id);
    const waiting = await createAlert(db, { country: 'FR' });

    await mergeServiceAlerts(db, [listed(A, { active: true })], NOW);
    expect(await db.alerts.get(id)).toMatchObject({ active: false });
    expect(await db.alerts.get(waiting)).toMatchObject({ status: 'pending' });

    // Unlisted elsewhere while the delete waits, or listed still: the tombstone stays hidden either way.
    await mergeServiceAlerts(other.db, [listed(B)], NOW);
    expect(await queries.alerts(other.db)).toEqual([]);
    await mergeServiceAlerts(other.db, [], NOW);
    expect(await other.db.alerts.get(other.id)).toMatchObject({ deletedAt: expect.any(String) });
  });

  it('a creation confirmed without a readable answer is matched by its filter, not listed twice', async () => {
    const db = freshDb();
    const id = await createAlert(db, { country: 'IL' });
    await db.outbox.clear();
    await db.alerts.update(id, { status: 'confirmed' });
    await mergeServiceAlerts(db, [listed(A)], NOW);
    expect(await db.alerts.toArray()).toMatchObject([{ id, alertId: A }]);
  });
});
