/**
 * Alerts in SQLite, with the per-account idempotency key as a unique index. The cap is counted inside the
 * insert itself: one statement on the one connection, so nothing can pass it between the count and the write.
 */
import type { AlertRecord, AlertStorage } from '../store';
import type { DB } from './database';

interface AlertRow {
  alert_id: string;
  sub: string;
  filter: string;
  active: number;
  created_at: number;
  last_notified_at: number | null;
  request_hash: string | null;
}

export const alertFromRow = (row: AlertRow): AlertRecord => ({
  alert_id: row.alert_id,
  sub: row.sub,
  filter: JSON.parse(row.filter) as Record<string, string>,
  active: row.active === 1,
  created_at: row.created_at,
  last_notified_at: row.last_notified_at,
  request_hash: row.request_hash,
});

const COLUMNS = 'alert_id, sub, filter, active, created_at, last_notified_at, request_hash';

export function sqliteAlerts(db: DB): AlertStorage {
  const insert = db.prepare(
    `INSERT INTO alerts (alert_id, sub, filter, active, created_at, last_notified_at, idempotency_key, request_hash)
     SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE (SELECT count(*) FROM alerts WHERE sub = ?) < ? ON CONFLICT DO NOTHING`,
  );
  const byKey = db.prepare(`SELECT ${COLUMNS} FROM alerts WHERE sub = ? AND idempotency_key = ?`);
  const list = db.prepare(`SELECT ${COLUMNS} FROM alerts WHERE sub = ? ORDER BY created_at DESC, rowid DESC`);
  const find = db.prepare(`SELECT ${COLUMNS} FROM alerts WHERE sub = ? AND alert_id = ?`);
  const setActive = db.prepare('UPDATE alerts SET active = ? WHERE sub = ? AND alert_id = ?');
  const remove = db.prepare('DELETE FROM alerts WHERE sub = ? AND alert_id = ?');
  return {
    async insert(alert, idempotencyKey, limit = Number.MAX_SAFE_INTEGER) {
      const { changes } = insert.run(
        alert.alert_id,
        alert.sub,
        JSON.stringify(alert.filter),
        alert.active ? 1 : 0,
        alert.created_at,
        alert.last_notified_at,
        idempotencyKey ?? null,
        alert.request_hash,
        alert.sub,
        limit,
      );
      if (changes === 1) return alert;
      const earlier = idempotencyKey === undefined ? undefined : (byKey.get(alert.sub, idempotencyKey) as AlertRow);
      return earlier && alertFromRow(earlier);
    },
    async list(sub) {
      return (list.all(sub) as AlertRow[]).map(alertFromRow);
    },
    async find(sub, alertId) {
      const row = find.get(sub, alertId) as AlertRow | undefined;
      return row ? alertFromRow(row) : undefined;
    },
    async setActive(sub, alertId, active) {
      setActive.run(active ? 1 : 0, sub, alertId);
      const row = find.get(sub, alertId) as AlertRow | undefined;
      return row ? alertFromRow(row) : undefined;
    },
    async remove(sub, alertId) {
      return remove.run(sub, alertId).changes === 1;
    },
  };
}
