/**
 * oidc-provider's storage in SQLite (sessions, grants, codes, tokens…): one table keyed by model and id,
 * expired rows ignored on read and purged every 200 writes.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { DB } from './database';

export function sqliteAdapter(db: DB): new (model: string) => Adapter {
  const upsert = db.prepare(`INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT(model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
      user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`);
  const byId = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND id = ?');
  const byUid = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND uid = ?');
  const byUserCode = db.prepare(
    'SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND user_code = ?',
  );
  const consume = db.prepare('UPDATE oidc_payloads SET consumed_at = ? WHERE model = ? AND id = ?');
  const destroy = db.prepare('DELETE FROM oidc_payloads WHERE model = ? AND id = ?');
  const revokeGrant = db.prepare('DELETE FROM oidc_payloads WHERE grant_id = ?');
  const purge = db.prepare('DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at < ?');

  type Row = { payload: string; expires_at: number | null; consumed_at: number | null } | undefined;
  const read = (row: Row): AdapterPayload | undefined => {
    if (!row) return undefined;
    if (row.expires_at !== null && row.expires_at < Date.now()) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    if (row.consumed_at !== null) payload.consumed = Math.floor(row.consumed_at / 1000);
    return payload;
  };
  let writes = 0;

  return class SqliteAdapter implements Adapter {
    constructor(private model: string) {}
    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      if (++writes % 200 === 0) purge.run(Date.now());
      upsert.run(
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresIn ? Date.now() + expiresIn * 1000 : null,
      );
    }
    async find(id: string) {
      return read(byId.get(this.model, id) as Row);
    }
    async findByUid(uid: string) {
      return read(byUid.get(this.model, uid) as Row);
    }
    async findByUserCode(userCode: string) {
      return read(byUserCode.get(this.model, userCode) as Row);
    }
    async consume(id: string) {
      consume.run(Date.now(), this.model, id);
    }
    async destroy(id: string) {
      destroy.run(this.model, id);
    }
    async revokeByGrantId(grantId: string) {
      revokeGrant.run(grantId);
    }
  };
}
