/**
 * Records of jobstar's service extension in PostgreSQL. Each write locks the account's counter row first
 * (`FOR UPDATE`), so that writes on one account from any instance run one after the other: none is lost, and
 * revisions are given and committed in one order, so a reader's `after` never skips a change.
 */
import type pg from 'pg';
import type { JobRecord } from '../../../api/contract/jobstar';
import type { HeldRecords, RecordStorage, StoredRecord } from '../store';
import { inTransaction } from './database';

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

export function postgresRecords(pool: pg.Pool): RecordStorage {
  return {
    write: (sub, jobIds, plan) =>
      inTransaction(pool, async (client) => {
        await client.query('INSERT INTO record_accounts (sub) VALUES ($1) ON CONFLICT (sub) DO NOTHING', [sub]);
        const {
          rows: [totals],
        } = await client.query<{ revision: number; count: number; bytes: number }>(
          'SELECT revision, count, bytes FROM record_accounts WHERE sub = $1 FOR UPDATE',
          [sub],
        );
        const ids = [...new Set(jobIds)];
        const held = await client.query<RecordRow>(
          'SELECT job_id, revision, bytes, body FROM records WHERE sub = $1 AND job_id = ANY($2)',
          [sub, ids],
        );
        const saved = await client.query<{ job_id: string; saved_at: number }>(
          'SELECT job_id, saved_at FROM saved WHERE sub = $1 AND job_id = ANY($2)',
          [sub, ids],
        );
        const {
          rows: [savedCount],
        } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM saved WHERE sub = $1', [sub]);
        const state: HeldRecords = {
          records: new Map(held.rows.map((row) => [row.job_id, fromRow(row)])),
          saved: new Map(saved.rows.map((row) => [row.job_id, row.saved_at])),
          totals: { count: totals!.count, bytes: totals!.bytes, saved: savedCount!.n },
        };
        const { writes, result } = plan(state);
        const revisions = new Map<string, number>();
        let { revision, count, bytes } = totals!;
        for (const write of writes) {
          const jobId = write.record.job_id;
          const before = state.records.get(jobId);
          revision += 1;
          count += before ? 0 : 1;
          bytes += write.bytes - (before?.bytes ?? 0);
          await client.query(
            `INSERT INTO records (sub, job_id, revision, bytes, body) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (sub, job_id) DO UPDATE
             SET revision = excluded.revision, bytes = excluded.bytes, body = excluded.body`,
            [sub, jobId, revision, write.bytes, JSON.stringify(write.record)],
          );
          state.records.set(jobId, { record: write.record, revision, bytes: write.bytes });
          revisions.set(jobId, revision);
          if (write.saved?.starred) {
            await client.query(
              'INSERT INTO saved (sub, job_id, saved_at) VALUES ($1, $2, $3) ON CONFLICT (sub, job_id) DO NOTHING',
              [sub, jobId, write.saved.at],
            );
          } else if (write.saved) {
            await client.query('DELETE FROM saved WHERE sub = $1 AND job_id = $2', [sub, jobId]);
          }
        }
        if (writes.length > 0) {
          await client.query('UPDATE record_accounts SET revision = $2, count = $3, bytes = $4 WHERE sub = $1', [
            sub,
            revision,
            count,
            bytes,
          ]);
        }
        return { result, revisions };
      }),
    async page(sub, after, limit) {
      const { rows } = await pool.query<RecordRow>(
        'SELECT job_id, revision, bytes, body FROM records WHERE sub = $1 AND revision > $2 ORDER BY revision LIMIT $3',
        [sub, after, limit],
      );
      return rows.map(fromRow);
    },
  };
}
