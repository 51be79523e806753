/**
 * Every local write of an application (storage/applications/commands.ts) passes through here inside its own
 * transaction (DESIGN §4 rules 1, 15): it takes the next clock stamp, merges what changed into the job's record, and
 * — only when the person agreed to keep applications on the service — queues the record in the same transaction.
 */
import { type JobRecord, mergeRecords } from '../../api/contract/jobstar/index';
import type { ApplicationRow } from '../../model/application';
import type { AccountDb } from '../db/db';
import { STAR_MOVE_ID } from '../db/move-ids';
import { enqueue } from '../outbox/outbox';
import { nextStamp } from './clock';
import { applicationDelta } from './delta';

/** The tables a transaction that writes applications must include besides `applications` (and `saved`). */
export const recordTables = (db: AccountDb) => [db.records, db.clock, db.outbox, db.syncState];

/** Must run inside a transaction that includes `db.syncState`. */
export const sharesApplications = async (db: AccountDb): Promise<boolean> =>
  (await db.syncState.get('sync'))?.shareApplications === 'yes';

export interface ApplicationWrite {
  /** The row as it was (an implicit Saved row for a job with none). */
  before: ApplicationRow | undefined;
  after: ApplicationRow;
}

const isEmpty = ({ application: app }: JobRecord): boolean =>
  !app ||
  (app.moves.length === 0 &&
    app.events.length === 0 &&
    app.notes.length === 0 &&
    Object.keys(app.fields).length === 0 &&
    !app.archived);

/**
 * The row as the record knows it. A record the service made from a star (its act, no application) or from another
 * device's moves lacks this device's star move, which no write changes: it is sent with the first write after, so
 * every copy's history begins at one star time, not at each device's own click (two devices that both starred).
 */
function knownToRecord(before: ApplicationRow, record: JobRecord): ApplicationRow {
  if (record.application?.moves.some((move) => move.id === STAR_MOVE_ID)) return before;
  return { ...before, history: before.history.filter((move) => move.id !== STAR_MOVE_ID) };
}

/** Must run inside a transaction that includes `recordTables(db)`. */
export async function recordWrites(db: AccountDb, writes: readonly ApplicationWrite[], now: Date): Promise<void> {
  if (writes.length === 0) return;
  const [hlc, share, held] = await Promise.all([
    nextStamp(db, now.getTime()),
    sharesApplications(db),
    db.records.bulkGet(writes.map((write) => write.after.jobId)),
  ]);
  for (const [index, { before, after }] of writes.entries()) {
    const record = held[index]?.record;
    // A job's first record is its whole row: a row from before version 6, or written while nothing was recorded.
    const delta = applicationDelta(
      after.jobId,
      record && before ? knownToRecord(before, record) : undefined,
      after,
      record?.application?.notes ?? [],
      hlc,
    );
    if (isEmpty(delta)) continue;
    await db.records.put({ jobId: after.jobId, record: record ? mergeRecords(record, delta) : delta });
    if (share) await enqueue(db, { kind: 'record', jobId: after.jobId }, now.getTime());
  }
}
