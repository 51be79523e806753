/**
 * Sends a pause, resume or delete of an alert (outbox kinds `alert-active`, `alert-delete`) through the service's
 * extension. An alert the service never confirmed has nothing to delete there: its tombstone simply goes. A 404
 * on delete means it is gone already, which is what was asked (api/account/extension.ts). Should the service stop
 * offering alerts while a change waits, the change is refused for good, so it shows in the failed changes with
 * Retry and Discard instead of waiting silently.
 */
import { ApiError } from '../api/errors';
import type { OutboxRow } from '../storage/db';
import { alertsExtension } from './alerts-extension';
import type { SyncContext } from './context';

export type AlertChangeRow = Extract<OutboxRow, { kind: 'alert-active' | 'alert-delete' }>;

export const NO_ALERTS_EXTENSION = 'This service no longer offers pausing or deleting alerts';

export async function pushAlertChange(ctx: SyncContext, row: AlertChangeRow): Promise<void> {
  const { db } = ctx;
  const id = row.id as number;
  const alert = await db.alerts.get(row.alertLocalId);
  const alertId = alert?.alertId;
  if (alertId !== undefined) {
    const extension = await alertsExtension(ctx);
    if (!extension) throw new ApiError('client', NO_ALERTS_EXTENSION);
    if (row.kind === 'alert-delete') await extension.deleteAlert(alertId);
    else await extension.setAlertActive(alertId, row.active);
  }
  // Like an alert's creation, recorded before the account check: this database is the account's own.
  await db.transaction('rw', db.outbox, db.alerts, async () => {
    await db.outbox.delete(id);
    if (row.kind === 'alert-delete') await db.alerts.delete(row.alertLocalId);
  });
  await ctx.guard();
}
