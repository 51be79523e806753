/**
 * Whether the service already holds what this device would send for a job (issue 36): a new device that says yes to
 * keeping applications on the service must not send back the thousands of records it has just read from there. A
 * record is acknowledged (`acked`) when it equals the service's last answered copy; any local write drops that.
 */
import type { JobRecord } from '../../api/contract/jobstar/index';
import type { RecordRow, SavedRow } from '../db/db';

/** JSON with every object's keys in one order, so two equal records read the same whoever built them. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, held: unknown) =>
    held && typeof held === 'object' && !Array.isArray(held)
      ? Object.fromEntries(Object.entries(held).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : held,
  );

/** The merge is a normal form (copies that saw the same writes are equal), so equal means the same knowledge. */
export const sameRecord = (a: JobRecord, b: JobRecord): boolean => canonical(a) === canonical(b);

/**
 * Whether sending the job's record would tell the service something: a record not acknowledged, or the star's
 * details this device captured and the record lacks (the send adds them, sync/push-records.ts). A job with neither
 * would send a bare id: its star travels as its own outbox row.
 */
export const hasNews = (held: RecordRow | undefined, job: SavedRow | undefined): boolean =>
  (held !== undefined && held.acked !== 1) || (!held?.record.facts && job?.page !== undefined);
