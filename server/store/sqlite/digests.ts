/** The digests' state in SQLite: active alerts by account, the last slot handled, alerts marked notified. */
import type { AlertRecord, DigestStorage } from '../store';
import { alertFromRow } from './alerts';
import type { DB } from './database';

export function sqliteDigests(db: DB): DigestStorage {
  const active = db.prepare(
    `SELECT alert_id, sub, filter, active, created_at, last_notified_at, request_hash FROM alerts
     WHERE active = 1 ORDER BY sub, created_at, rowid`,
  );
  const lastSlot = db.prepare('SELECT last_slot FROM digest_state WHERE sub = ?').pluck();
  const setLastSlot = db.prepare(
    'INSERT INTO digest_state (sub, last_slot) VALUES (?, ?) ON CONFLICT(sub) DO UPDATE SET last_slot = excluded.last_slot',
  );
  const mark = db.prepare('UPDATE alerts SET last_notified_at = ? WHERE alert_id = ?');
  const markAll = db.transaction((alertIds: string[], at: number) => {
    for (const id of alertIds) mark.run(at, id);
  });
  return {
    async activeAlerts() {
      const bySub = new Map<string, AlertRecord[]>();
      for (const row of active.all() as Parameters<typeof alertFromRow>[0][]) {
        const alert = alertFromRow(row);
        const list = bySub.get(alert.sub) ?? [];
        list.push(alert);
        bySub.set(alert.sub, list);
      }
      return bySub;
    },
    async lastSlot(sub) {
      return lastSlot.get(sub) as number | undefined;
    },
    async setLastSlot(sub, slot) {
      setLastSlot.run(sub, slot);
    },
    async markNotified(alertIds, at) {
      markAll(alertIds, at);
    },
  };
}
