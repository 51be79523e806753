/**
 * Creating alerts (§4.1) with an optional per-account Idempotency-Key, remembered with a hash of the request
 * so that a replay can be told from a key reused for another body, and alerts as the API shows them.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Alert } from '../../api/contract';
import type { AlertRecord, Store } from './store';

export const toAlert = (record: AlertRecord): Alert => ({
  alert_id: record.alert_id,
  filter: record.filter,
  active: record.active,
  created_at: new Date(record.created_at).toISOString(),
  last_notified_at: record.last_notified_at === null ? null : new Date(record.last_notified_at).toISOString(),
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

export type CreateResult = { created: Alert } | { replayed: Alert } | { conflict: true } | { full: true };

/**
 * Creates an alert, or answers for an earlier one made with the same key (a different body is a conflict); an
 * account that already has `limit` alerts gets none.
 */
export async function createAlert(
  store: Store,
  sub: string,
  request: { filter: Record<string, string> },
  createdAt: number,
  idempotencyKey: string | undefined,
  limit: number,
): Promise<CreateResult> {
  const hash = createHash('sha256').update(canonicalJson(request)).digest('hex');
  const record: AlertRecord = {
    alert_id: randomUUID(),
    sub,
    filter: request.filter,
    active: true,
    created_at: createdAt,
    last_notified_at: null,
    request_hash: hash,
  };
  const stored = await store.alerts.insert(record, idempotencyKey, limit);
  if (!stored) return { full: true };
  if (stored.alert_id === record.alert_id) return { created: toAlert(stored) };
  return stored.request_hash === hash ? { replayed: toAlert(stored) } : { conflict: true };
}
