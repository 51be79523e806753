/**
 * Records of jobstar's service extension in SQLite. One process and a synchronous driver: an immediate
 * transaction around read, plan and write is the account's lock.
 */
import type { JobRecord } from '../../../api/contract/jobstar';
import type { HeldRecords, RecordStorage, StoredRecord } from '../store';
import type { DB } from './database';

interface RecordRow {
  job_id: string;
  revision: number;
  bytes: number;
  body: string;
}

const fromRow = (row: RecordRow): StoredRecord => ({
  record: JSON.parse(row.body) as JobRecord,
  revision: row.revision,
  bytes: row.bytes,
});

export function sqliteRecords(db: DB): RecordStorage {
  const account = db.prepare('SELECT revision, count, bytes FROM record_accounts WHERE sub = ?');
  const held = db.prepare('SELECT job_id, revision, bytes, body FROM records WHERE sub = ? AND job_id = ?');
  const savedAt = db.prepare('SELECT saved_at FROM saved WHERE sub = ? AND job_id = ?');
  const savedCount = db.prepare('SELECT count(*) AS n FROM saved WHERE sub = ?');
  const upsert = db.prepare(
    `INSERT INTO records (sub, job_id, revision, bytes, body) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (sub, job_id) DO UPDATE SET revision = excluded.revision, bytes = excluded.bytes, body = excluded.body`,
  );
  const saveAccount = db.prepare(
    `INSERT INTO record_accounts (sub, revision, count, bytes) VALUES (?, ?, ?, ?)
     ON CONFLICT (sub) DO UPDATE SET revision = excluded.revision, count = excluded.count, bytes = excluded.bytes`,
  );
  const star = db.prepare(
    'INSERT INTO saved (sub, job_id, saved_at) VALUES (?, ?, ?) ON CONFLICT (sub, job_id) DO NOTHING',
  );
  const unstar = db.prepare('DELETE FROM saved WHERE sub = ? AND job_id = ?');
  const page = db.prepare(
    'SELECT job_id, revision, bytes, body FROM records WHERE sub = ? AND revision > ? ORDER BY revision LIMIT ?',
  );

  return {
    async write(sub, jobIds, plan) {
      return db
        .transaction(() => {
          const totals = (account.get(sub) as { revision: number; count: number; bytes: number } | undefined) ?? {
            revision: 0,
            count: 0,
            bytes: 0,
          };
          const state: HeldRecords = {
            records: new Map(),
            saved: new Map(),
            totals: {
              count: totals.count,
              bytes: totals.bytes,
              saved: (savedCount.get(sub) as { n: number }).n,
            },
          };
          for (const jobId of new Set(jobIds)) {
            const row = held.get(sub, jobId) as RecordRow | undefined;
            if (row) state.records.set(jobId, fromRow(row));
            const saved = savedAt.get(sub, jobId) as { saved_at: number } | undefined;
            if (saved) state.saved.set(jobId, saved.saved_at);
          }
          const { writes, result } = plan(state);
          const revisions = new Map<string, number>();
          let { revision, count, bytes } = totals;
          for (const write of writes) {
            const jobId = write.record.job_id;
            const before = state.records.get(jobId);
            revision += 1;
            count += before ? 0 : 1;
            bytes += write.bytes - (before?.bytes ?? 0);
            upsert.run(sub, jobId, revision, write.bytes, JSON.stringify(write.record));
            state.records.set(jobId, { record: write.record, revision, bytes: write.bytes });
            revisions.set(jobId, revision);
            if (write.saved?.starred) star.run(sub, jobId, write.saved.at);
            else if (write.saved) unstar.run(sub, jobId);
          }
          if (writes.length > 0) saveAccount.run(sub, revision, count, bytes);
          return { result, revisions };
        })
        .immediate();
    },
    async page(sub, after, limit) {
      return (page.all(sub, after, limit) as RecordRow[]).map(fromRow);
    },
  };
}
