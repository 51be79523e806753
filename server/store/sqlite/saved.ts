/**
 * Starred jobs in SQLite: one row per account and job, `seq` breaks ties of equal times. The cap is counted
 * inside the insert (one statement on the one connection).
 */
import type { SavedStorage } from '../store';
import type { DB } from './database';

export function sqliteSaved(db: DB): SavedStorage {
  const star = db.prepare(
    `INSERT INTO saved (sub, job_id, saved_at) SELECT ?, ?, ? WHERE (SELECT count(*) FROM saved WHERE sub = ?) < ?
     ON CONFLICT(sub, job_id) DO NOTHING`,
  );
  const starred = db.prepare('SELECT 1 FROM saved WHERE sub = ? AND job_id = ?').pluck();
  const unstar = db.prepare('DELETE FROM saved WHERE sub = ? AND job_id = ?');
  const list = db.prepare('SELECT job_id, saved_at FROM saved WHERE sub = ? ORDER BY saved_at DESC, seq DESC');
  return {
    async star(sub, jobId, at, limit = Number.MAX_SAFE_INTEGER) {
      return star.run(sub, jobId, at, sub, limit).changes === 1 || starred.get(sub, jobId) !== undefined;
    },
    async unstar(sub, jobId) {
      unstar.run(sub, jobId);
    },
    async list(sub) {
      return list.all(sub) as { job_id: string; saved_at: number }[];
    },
  };
}
