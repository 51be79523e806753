/**
 * The outbox (DESIGN §4 rules 1, 3, 4). Rows are only ever added inside a command's transaction. A newer
 * act on a key replaces the older row with a NEW row (a new id): a push that is still sending the old row
 * acks it by its id and so can never delete the newer intent.
 */
import type { AccountDb, OutboxOp, OutboxRow } from './db';

export const savedKey = (jobId: string): string => `saved:${jobId}`;
export const PROFILE_KEY = 'profile';
export const alertKey = (localId: string): string => `alert:${localId}`;

export function keyOf(op: OutboxOp): string {
  switch (op.kind) {
    case 'star':
    case 'unstar':
      return savedKey(op.jobId);
    case 'profile':
      return PROFILE_KEY;
    case 'alert':
      return alertKey(op.alertLocalId);
  }
}

/** Must run inside a transaction that includes `db.outbox`. */
export async function enqueue(db: AccountDb, op: OutboxOp, now = Date.now()): Promise<void> {
  const key = keyOf(op);
  await db.outbox.where('key').equals(key).delete();
  await db.outbox.add({ ...op, key, createdAt: now } as OutboxRow);
}

export async function hasPending(db: AccountDb, key: string): Promise<boolean> {
  return (await db.outbox.where('key').equals(key).count()) > 0;
}
