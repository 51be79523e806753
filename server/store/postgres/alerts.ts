/**
 * Alerts in PostgreSQL, with the per-account idempotency key as a unique index. With a cap, the count and the
 * insert run in one transaction under the account's advisory lock: two instances inserting for one account at
 * once take turns, so neither can pass the cap on a count that the other's insert made stale.
 */
import type pg from 'pg';
import type { AlertRecord, AlertStorage } from '../store';
import { inTransaction } from './database';

const ALERT_COLUMNS = 'alert_id, sub, filter, active, created_at, last_notified_at, request_hash';

export function postgresAlerts(pool: pg.Pool): AlertStorage {
  const one = async (sql: string, params: unknown[]) => (await pool.query<AlertRecord>(sql, params)).rows[0];
  return {
    async insert(alert, idempotencyKey, limit) {
      const insert = async (client: pg.Pool | pg.PoolClient): Promise<AlertRecord | undefined> => {
        const inserted = await client.query(
          `INSERT INTO alerts (alert_id, sub, filter, active, created_at, last_notified_at, idempotency_key, request_hash)
           SELECT $1, $2, $3, $4, $5::bigint, $6::bigint, $7, $8
           WHERE $9::bigint IS NULL OR (SELECT count(*) FROM alerts WHERE sub = $2) < $9::bigint
           ON CONFLICT (sub, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING`,
          [
            alert.alert_id,
            alert.sub,
            JSON.stringify(alert.filter),
            alert.active,
            alert.created_at,
            alert.last_notified_at,
            idempotencyKey ?? null,
            alert.request_hash,
            limit ?? null,
          ],
        );
        if (inserted.rowCount === 1) return alert;
        if (idempotencyKey === undefined) return undefined;
        // A statement of its own: it sees the alert another instance made with this key at the same moment.
        const { rows } = await client.query<AlertRecord>(
          `SELECT ${ALERT_COLUMNS} FROM alerts WHERE sub = $1 AND idempotency_key = $2`,
          [alert.sub, idempotencyKey],
        );
        return rows[0];
      };
      if (limit === undefined) return insert(pool);
      return inTransaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`jobstar.alerts#${alert.sub}`]);
        return insert(client);
      });
    },
    async list(sub) {
      const { rows } = await pool.query<AlertRecord>(
        `SELECT ${ALERT_COLUMNS} FROM alerts WHERE sub = $1 ORDER BY created_at DESC, seq DESC`,
        [sub],
      );
      return rows;
    },
    find: (sub, alertId) => one(`SELECT ${ALERT_COLUMNS} FROM alerts WHERE sub = $1 AND alert_id = $2`, [sub, alertId]),
    setActive: (sub, alertId, active) =>
      one(`UPDATE alerts SET active = $3 WHERE sub = $1 AND alert_id = $2 RETURNING ${ALERT_COLUMNS}`, [
        sub,
        alertId,
        active,
      ]),
    async remove(sub, alertId) {
      const { rowCount } = await pool.query('DELETE FROM alerts WHERE sub = $1 AND alert_id = $2', [sub, alertId]);
      return rowCount === 1;
    },
  };
}
