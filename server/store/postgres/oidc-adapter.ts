/**
 * oidc-provider's storage in PostgreSQL (sessions, interactions, grants, codes, tokens…), shared by every
 * instance so that a sign-in begun on one can end on another: one table keyed by model and id, expired rows
 * ignored on read and purged every 200 writes of an instance.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type pg from 'pg';

type Row = { payload: AdapterPayload; expires_at: number | null; consumed_at: number | null };

const read = (row: Row | undefined): AdapterPayload | undefined => {
  if (!row) return undefined;
  if (row.expires_at !== null && row.expires_at < Date.now()) return undefined;
  const payload = row.payload;
  if (row.consumed_at !== null) payload.consumed = Math.floor(row.consumed_at / 1000);
  return payload;
};

export function postgresAdapter(pool: pg.Pool): new (model: string) => Adapter {
  let writes = 0;
  const findBy = async (column: 'id' | 'uid' | 'user_code', model: string, value: string) => {
    const { rows } = await pool.query<Row>(
      `SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = $1 AND ${column} = $2`,
      [model, value],
    );
    return read(rows[0]);
  };

  return class PostgresAdapter implements Adapter {
    constructor(private model: string) {}
    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      if (++writes % 200 === 0) {
        await pool.query('DELETE FROM oidc_payloads WHERE expires_at < $1', [Date.now()]);
      }
      await pool.query(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ? Date.now() + expiresIn * 1000 : null,
        ],
      );
    }
    find(id: string) {
      return findBy('id', this.model, id);
    }
    findByUid(uid: string) {
      return findBy('uid', this.model, uid);
    }
    findByUserCode(userCode: string) {
      return findBy('user_code', this.model, userCode);
    }
    async consume(id: string) {
      await pool.query('UPDATE oidc_payloads SET consumed_at = $1 WHERE model = $2 AND id = $3', [
        Date.now(),
        this.model,
        id,
      ]);
    }
    async destroy(id: string) {
      await pool.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [this.model, id]);
    }
    async revokeByGrantId(grantId: string) {
      await pool.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
    }
  };
}
