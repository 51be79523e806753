/** The SQL of starred jobs (§4.4–4.6): one row per account and job, `seq` breaks ties of equal times. */
import type { DB } from '../db';

/** Idempotent: a repeated star keeps the first `saved_at`. */
export function starJob(db: DB, sub: string, jobId: string, savedAt: number): void {
  db.prepare('INSERT INTO saved (sub, job_id, saved_at) VALUES (?, ?, ?) ON CONFLICT(sub, job_id) DO NOTHING').run(
    sub,
    jobId,
    savedAt,
  );
}

export function unstarJob(db: DB, sub: string, jobId: string): void {
  db.prepare('DELETE FROM saved WHERE sub = ? AND job_id = ?').run(sub, jobId);
}

/** Newest `saved_at` first; equal times: the later star first. */
export function listSaved(db: DB, sub: string): { job_id: string; saved_at: string }[] {
  const rows = db
    .prepare('SELECT job_id, saved_at FROM saved WHERE sub = ? ORDER BY saved_at DESC, seq DESC')
    .all(sub) as { job_id: string; saved_at: number }[];
  return rows.map((row) => ({ job_id: row.job_id, saved_at: new Date(row.saved_at).toISOString() }));
}
