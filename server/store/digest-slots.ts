/** The SQL of the digest slots: per account, the start of the last daily/weekly slot already handled. */
import type { DB } from '../db';

export function lastSlot(db: DB, sub: string): number | undefined {
  const row = db.prepare('SELECT last_slot FROM digest_state WHERE sub = ?').get(sub) as
    | { last_slot: number }
    | undefined;
  return row?.last_slot;
}

export function setLastSlot(db: DB, sub: string, slot: number): void {
  db.prepare(
    'INSERT INTO digest_state (sub, last_slot) VALUES (?, ?) ON CONFLICT(sub) DO UPDATE SET last_slot = excluded.last_slot',
  ).run(sub, slot);
}
