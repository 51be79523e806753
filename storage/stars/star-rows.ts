/**
 * What a star writes when it is the job's first: the saved row and its outbox row. One place for both the star
 * command (saved.ts) and a woken worker's first star (storage/wake), so the two cannot write different rows.
 */
import type { JobPageData } from '../../api/job-ref';
import type { OutboxRow, SavedRow } from '../db/rows';
import { outboxRow } from '../outbox/outbox';

/** `page`: what the page showed; none from a woken worker's first script, which leaves it to the rest. */
export function starRows(
  jobId: string,
  page: JobPageData | undefined,
  now: Date,
): { row: SavedRow; queued: OutboxRow } {
  const at = now.toISOString();
  return {
    row: { jobId, starred: 1, savedAt: at, starredAt: at, synced: 0, ...(page ? { page } : {}) },
    queued: outboxRow({ kind: 'star', jobId }, now.getTime()),
  };
}
