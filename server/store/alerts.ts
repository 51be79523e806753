/**
 * The SQL of alerts (§4.1): creation with an optional per-account Idempotency-Key (remembered with a hash of
 * the request, so a replay can be told from a reuse), the account's list, and what the digests read and mark.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Alert } from '../../api/contract';
import type { DB } from '../db';

interface AlertRow {
  alert_id: string;
  filter: string;
  active: number;
  created_at: number;
  last_notified_at: number | null;
  request_hash: string | null;
}

/** An active alert as the digests see it: the filter still in its stored (wire) form. */
export interface ActiveAlert {
  alert_id: string;
  sub: string;
  filter: Record<string, string>;
  created_at: number;
  last_notified_at: number | null;
}

const alertFromRow = (row: AlertRow): Alert => ({
  alert_id: row.alert_id,
  filter: JSON.parse(row.filter) as Record<string, string>,
  active: row.active === 1,
  created_at: new Date(row.created_at).toISOString(),
  last_notified_at: row.last_notified_at === null ? null : new Date(row.last_notified_at).toISOString(),
});

/** JSON with sorted keys: the same request with its keys in another order hashes the same. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
};

export type CreateResult = { created: Alert } | { replayed: Alert } | { conflict: true };

/** Creates an alert, or answers for an earlier one made with the same key (a different body is a conflict). */
export function createAlert(
  db: DB,
  sub: string,
  request: { filter: Record<string, string> },
  createdAt: number,
  idempotencyKey?: string,
): CreateResult {
  const hash = createHash('sha256').update(canonicalJson(request)).digest('hex');
  if (idempotencyKey) {
    const existing = db
      .prepare('SELECT * FROM alerts WHERE sub = ? AND idempotency_key = ?')
      .get(sub, idempotencyKey) as AlertRow | undefined;
    if (existing) return existing.request_hash === hash ? { replayed: alertFromRow(existing) } : { conflict: true };
  }
  const row: AlertRow = {
    alert_id: randomUUID(),
    filter: JSON.stringify(request.filter),
    active: 1,
    created_at: createdAt,
    last_notified_at: null,
    request_hash: hash,
  };
  db.prepare(
    `INSERT INTO alerts (alert_id, sub, filter, active, created_at, last_notified_at, idempotency_key, request_hash)
     VALUES (?, ?, ?, 1, ?, NULL, ?, ?)`,
  ).run(row.alert_id, sub, row.filter, row.created_at, idempotencyKey ?? null, hash);
  return { created: alertFromRow(row) };
}

/** The account's alerts, newest first. */
export function listAlerts(db: DB, sub: string): Alert[] {
  const rows = db
    .prepare('SELECT * FROM alerts WHERE sub = ? ORDER BY created_at DESC, rowid DESC')
    .all(sub) as AlertRow[];
  return rows.map(alertFromRow);
}

export function findAlert(db: DB, sub: string, alertId: string): Alert | undefined {
  const row = db.prepare('SELECT * FROM alerts WHERE sub = ? AND alert_id = ?').get(sub, alertId) as
    | AlertRow
    | undefined;
  return row ? alertFromRow(row) : undefined;
}

/** Every active alert, grouped by account in creation order. */
export function activeAlertsByAccount(db: DB): Map<string, ActiveAlert[]> {
  const rows = db
    .prepare(
      'SELECT alert_id, sub, filter, created_at, last_notified_at FROM alerts WHERE active = 1 ORDER BY sub, created_at, rowid',
    )
    .all() as (Omit<ActiveAlert, 'filter'> & { filter: string })[];
  const bySub = new Map<string, ActiveAlert[]>();
  for (const row of rows) {
    const list = bySub.get(row.sub) ?? [];
    list.push({ ...row, filter: JSON.parse(row.filter) as Record<string, string> });
    bySub.set(row.sub, list);
  }
  return bySub;
}

/** Sets `last_notified_at` of the alerts a digest reported on, all or none. */
export function markNotified(db: DB, alertIds: string[], at: number): void {
  const mark = db.prepare('UPDATE alerts SET last_notified_at = ? WHERE alert_id = ?');
  db.transaction(() => {
    for (const id of alertIds) mark.run(at, id);
  })();
}
