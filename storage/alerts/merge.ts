/**
 * The account's alerts as the service's extension lists them, merged into this device's (issue 31): an alert
 * made on another device appears; one deleted elsewhere disappears; the service's `active` and last notice
 * replace this device's. What waits here wins until it is sent (DESIGN §4 rule 5): a pause or delete not yet
 * sent, an alert whose creation is not yet answered, and a tombstone are left as they are.
 */
import type { Alert } from '../../api/contract/index';
import type { AccountDb, AlertRow } from '../db/db';
import { alertChangeKey, alertKey } from '../outbox/outbox';
import { filterFromService } from './service-filter';

export interface AlertMerge {
  added: number;
  removed: number;
  updated: number;
}

const identity = (filter: AlertRow['filter']): string =>
  JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));

export async function mergeServiceAlerts(
  db: AccountDb,
  listed: readonly Alert[],
  now = new Date(),
): Promise<AlertMerge> {
  const result: AlertMerge = { added: 0, removed: 0, updated: 0 };
  await db.transaction('rw', db.alerts, db.outbox, async () => {
    const [rows, pendingKeys] = await Promise.all([db.alerts.toArray(), db.outbox.orderBy('key').uniqueKeys()]);
    const pending = new Set(pendingKeys.map(String));
    const waits = (row: AlertRow) =>
      row.deletedAt !== undefined || pending.has(alertKey(row.id)) || pending.has(alertChangeKey(row.id));
    const byServiceId = new Map(rows.flatMap((row) => (row.alertId ? [[row.alertId, row] as const] : [])));
    // A creation answered with a body that could not be read is confirmed without the service's id: the
    // listed alert with the same filter is that one, not another device's.
    const unnamed = rows.filter((row) => row.alertId === undefined && row.status === 'confirmed' && !row.deletedAt);
    const seen = new Set<string>();

    for (const alert of listed) {
      const alertId = alert.alert_id;
      if (!alertId || seen.has(alertId)) continue;
      seen.add(alertId);
      const filter = filterFromService(alert.filter);
      const service = {
        alertId,
        active: alert.active ?? true,
        lastNotifiedAt: alert.last_notified_at ?? null,
        status: 'confirmed' as const,
      };
      const known = byServiceId.get(alertId) ?? takeSameFilter(unnamed, identity(filter));
      if (!known) {
        await db.alerts.add({ ...service, id: alertId, filter, createdAt: alert.created_at ?? now.toISOString() });
        result.added += 1;
      } else if (!waits(known)) {
        const changed =
          known.alertId !== alertId ||
          known.active !== service.active ||
          known.lastNotifiedAt !== service.lastNotifiedAt;
        if (changed) {
          await db.alerts.update(known.id, service);
          result.updated += 1;
        }
      }
    }

    const gone = rows.filter(
      (row) => row.alertId !== undefined && !seen.has(row.alertId) && row.status === 'confirmed' && !waits(row),
    );
    await db.alerts.bulkDelete(gone.map((row) => row.id));
    result.removed = gone.length;
  });
  return result;
}

function takeSameFilter(rows: AlertRow[], wanted: string): AlertRow | undefined {
  const index = rows.findIndex((row) => identity(row.filter) === wanted);
  return index < 0 ? undefined : rows.splice(index, 1)[0];
}
