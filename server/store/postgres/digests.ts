/** The digests' state in PostgreSQL: active alerts by account, the last slot handled, alerts marked notified. */
import type pg from 'pg';
import type { AlertRecord, DigestStorage } from '../store';
import { ALERT_COLUMNS } from './alerts';

export function postgresDigests(pool: pg.Pool): DigestStorage {
  return {
    async activeAlerts() {
      const { rows } = await pool.query<AlertRecord>(
        `SELECT ${ALERT_COLUMNS} FROM alerts WHERE active ORDER BY sub, created_at, seq`,
      );
      const bySub = new Map<string, AlertRecord[]>();
      for (const alert of rows) {
        const list = bySub.get(alert.sub) ?? [];
        list.push(alert);
        bySub.set(alert.sub, list);
      }
      return bySub;
    },
    async lastSlot(sub) {
      const { rows } = await pool.query<{ last_slot: number }>('SELECT last_slot FROM digest_state WHERE sub = $1', [
        sub,
      ]);
      return rows[0]?.last_slot;
    },
    async setLastSlot(sub, slot) {
      await pool.query(
        `INSERT INTO digest_state (sub, last_slot) VALUES ($1, $2)
         ON CONFLICT (sub) DO UPDATE SET last_slot = excluded.last_slot`,
        [sub, slot],
      );
    },
    async markNotified(alertIds, at) {
      await pool.query('UPDATE alerts SET last_notified_at = $1 WHERE alert_id = ANY($2::text[])', [at, alertIds]);
    },
  };
}
