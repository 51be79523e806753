/** Starred jobs in PostgreSQL: one row per account and job, `seq` breaks ties of equal times. */
import type pg from 'pg';
import type { SavedStorage } from '../store';

export function postgresSaved(pool: pg.Pool): SavedStorage {
  return {
    async star(sub, jobId, at) {
      await pool.query(
        'INSERT INTO saved (sub, job_id, saved_at) VALUES ($1, $2, $3) ON CONFLICT (sub, job_id) DO NOTHING',
        [sub, jobId, at],
      );
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
