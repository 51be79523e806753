/**
 * Starred jobs in PostgreSQL: one row per account and job, `seq` breaks ties of equal times. With a cap, the
 * count and the insert run in one transaction under the account's advisory lock (see alerts.ts).
 */
import type pg from 'pg';
import type { SavedStorage } from '../store';
import { inTransaction } from './database';

export function postgresSaved(pool: pg.Pool): SavedStorage {
  return {
    async star(sub, jobId, at, limit) {
      const star = async (client: pg.Pool | pg.PoolClient): Promise<boolean> => {
        const inserted = await client.query(
          `INSERT INTO saved (sub, job_id, saved_at) SELECT $1, $2, $3::bigint
           WHERE $4::bigint IS NULL OR (SELECT count(*) FROM saved WHERE sub = $1) < $4::bigint
           ON CONFLICT (sub, job_id) DO NOTHING`,
          [sub, jobId, at, limit ?? null],
        );
        if (inserted.rowCount === 1) return true;
        const { rowCount } = await client.query('SELECT 1 FROM saved WHERE sub = $1 AND job_id = $2', [sub, jobId]);
        return rowCount === 1;
      };
      if (limit === undefined) return star(pool);
      return inTransaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`jobstar.saved#${sub}`]);
        return star(client);
      });
    },
    async unstar(sub, jobId) {
      await pool.query('DELETE FROM saved WHERE sub = $1 AND job_id = $2', [sub, jobId]);
    },
    async list(sub) {
      const { rows } = await pool.query<{ job_id: string; saved_at: number }>(
        'SELECT job_id, saved_at FROM saved WHERE sub = $1 ORDER BY saved_at DESC, seq DESC',
        [sub],
      );
      return rows;
    },
  };
}
