import type { AccountDb, OutboxOp, OutboxRow } from '../db/db';

export const savedKey = (jobId: string): string => `saved:${jobId}`;
export const PROFILE_KEY = 'profile';
export const alertKey = (localId: string): string => `alert:${localId}`;
/** A pause, resume or delete of one alert: apart from its creation, which a pause must never replace. */
export const alertChangeKey = (localId: string): string => `alert-change:${localId}`;
export const recordKey = (jobId: string): string => `record:${jobId}`;

export function keyOf(op: OutboxOp): string {
  switch (op.kind) {
    case 'star':
    case 'unstar':
      return savedKey(op.jobId);
    case 'profile':
      return PROFILE_KEY;
    case 'alert':
      return alertKey(op.alertLocalId);
    case 'alert-active':
    case 'alert-delete':
      return alertChangeKey(op.alertLocalId);
    case 'record':
      return recordKey(op.jobId);
  }
}

/** The row that queues `op`, made at `now`; its id comes from the database. */
export const outboxRow = (op: OutboxOp, now: number): OutboxRow =>
  ({ ...op, key: keyOf(op), createdAt: now }) as OutboxRow;

/** Must run inside a transaction that includes `db.outbox`. Answers the new row's id. */
export async function enqueue(db: AccountDb, op: OutboxOp, now = Date.now()): Promise<number> {
  return replacePending(db, op, await pendingIds(db, keyOf(op)), now);
}

/** `enqueue` for many ops at once (each key's pending row replaced), in three requests. Inside a transaction on `db.outbox`. */
export async function enqueueAll(db: AccountDb, ops: readonly OutboxOp[], now = Date.now()): Promise<void> {
  if (ops.length === 0) return;
  const stale = await db.outbox.where('key').anyOf(ops.map(keyOf)).primaryKeys();
  await Promise.all([db.outbox.bulkDelete(stale), db.outbox.bulkAdd(ops.map((op) => outboxRow(op, now)))]);
}

/** The ids of the rows pending for a key (at most one), for a command that reads it beside its other reads. */
export const pendingIds = (db: AccountDb, key: string): Promise<number[]> =>
  db.outbox.where('key').equals(key).primaryKeys();

/**
 * `enqueue` in one round trip, for a command that read `pendingIds` in the same transaction: both requests are
 * issued at once (IndexedDB runs a transaction's requests in order). Answers the new row's id.
 */
export async function replacePending(db: AccountDb, op: OutboxOp, stale: number[], now: number): Promise<number> {
  const [, id] = await Promise.all([db.outbox.bulkDelete(stale), db.outbox.add(outboxRow(op, now))]);
  return id;
}

export async function hasPending(db: AccountDb, key: string): Promise<boolean> {
  return (await db.outbox.where('key').equals(key).count()) > 0;
}
