/** Starred jobs in SQLite: one row per account and job, `seq` breaks ties of equal times. */
import type { SavedStorage } from '../store';
import type { DB } from './database';

export function sqliteSaved(db: DB): SavedStorage {
  const star = db.prepare(
    'INSERT INTO saved (sub, job_id, saved_at) VALUES (?, ?, ?) ON CONFLICT(sub, job_id) DO NOTHING',
  );
  const unstar = db.prepare('DELETE FROM saved WHERE sub = ? AND job_id = ?');
  const list = db.prepare('SELECT job_id, saved_at FROM saved WHERE sub = ? ORDER BY saved_at DESC, seq DESC');
  return {
    async star(sub, jobId, at) {
      star.run(sub, jobId, at);
    },
    async unstar(sub, jobId) {
      unstar.run(sub, jobId);
    },
    async list(sub) {
      return list.all(sub) as { job_id: string; saved_at: number }[];
    },
  };
}
