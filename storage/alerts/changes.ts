/**
 * Pausing, resuming and deleting an alert (issue 31): possible only where the service's extension offers
 * `alerts` (the seed can only create one), so the page offers them only then. Each writes the local row and its
 * outbox row in one transaction (DESIGN §4 rule 3); a pause, a resume and a delete of one alert share one key,
 * so only the latest is sent, and none replaces the alert's own creation.
 */
import type { AccountDb } from '../db/db';
import { alertKey, enqueue } from '../outbox/outbox';

/**
 * Pauses (`active: false`) or resumes an alert the service knows. Answers false, writing nothing, for an alert
 * that is gone, deleted, or not yet confirmed (the service has no id to pause until its creation is answered).
 */
export async function setAlertActive(db: AccountDb, localId: string, active: boolean, now = Date.now()) {
  return db.transaction('rw', db.alerts, db.outbox, async () => {
    const alert = await db.alerts.get(localId);
    if (!alert || alert.deletedAt || alert.alertId === undefined) return false;
    await db.alerts.update(localId, { active });
    await enqueue(db, { kind: 'alert-active', alertLocalId: localId, active }, now);
    return true;
  });
}

/**
 * Deletes an alert: hidden at once, kept as a tombstone until the service confirmed the delete, so a pull in
 * between cannot bring it back. A creation still waiting is not sent; one already in flight is answered into the
 * tombstone, whose delete then goes out with the service's id. Answers false for an alert already gone.
 */
export async function deleteAlert(db: AccountDb, localId: string, now = new Date()) {
  return db.transaction('rw', db.alerts, db.outbox, db.deadLetters, async () => {
    const alert = await db.alerts.get(localId);
    if (!alert || alert.deletedAt) return false;
    await Promise.all([
      db.alerts.update(localId, { deletedAt: now.toISOString() }),
      db.outbox.where('key').equals(alertKey(localId)).delete(),
      db.deadLetters.where('key').equals(alertKey(localId)).delete(),
    ]);
    await enqueue(db, { kind: 'alert-delete', alertLocalId: localId }, now.getTime());
    return true;
  });
}
