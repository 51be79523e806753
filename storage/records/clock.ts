/**
 * This device's hybrid logical clock for the account (api/contract/jobstar/hlc.ts), kept in the account's
 * database so that it outlives the worker: every local write takes the next stamp, and every stamp read from the
 * service moves the clock past it, so an edit always sorts after what it was made from.
 */
import { compareHlc, type Hlc, maxHlc, nextHlc } from '../../api/contract/jobstar/index';
import type { AccountDb, ClockRow } from '../db/db';

const newNode = (): string => crypto.randomUUID().replaceAll('-', '').slice(0, 16);

/** Must run inside a transaction that includes `db.clock`. */
export async function nextStamp(db: AccountDb, now: number): Promise<Hlc> {
  const clock: ClockRow = (await db.clock.get('clock')) ?? { id: 'clock', node: newNode() };
  const hlc = nextHlc(clock.last, now, clock.node);
  await db.clock.put({ ...clock, last: hlc });
  return hlc;
}

/** Must run inside a transaction that includes `db.clock`: the clock moves past the stamps seen. */
export async function observeStamps(db: AccountDb, seen: readonly Hlc[]): Promise<void> {
  const latest = seen.reduce<Hlc | undefined>((held, hlc) => maxHlc(held, hlc), undefined);
  if (!latest) return;
  const clock: ClockRow = (await db.clock.get('clock')) ?? { id: 'clock', node: newNode() };
  if (clock.last && compareHlc(clock.last, latest) >= 0) return;
  await db.clock.put({ ...clock, last: latest });
}
