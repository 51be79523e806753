/**
 * The seed alone cannot order two devices' acts (DESIGN §4 rule 5, issue 31): a queued unstar is dropped when the
 * service's `saved_at` for that job is newer than the click that unstarred it — the job was starred again elsewhere
 * after this device's unstar, so sending it would undo a later act. Read from `GET /me/saved` in the same sync, just
 * before the push; the reconcile that follows brings the star back here.
 */
import type { OutboxRow } from '../storage/db';
import type { SyncContext } from './context';

type UnstarRow = Extract<OutboxRow, { kind: 'unstar' }>;

/** Answers the rows still to send: `rows` without the unstars the service's list made stale (those are deleted). */
export async function dropStaleUnstars(ctx: SyncContext, rows: readonly OutboxRow[]): Promise<OutboxRow[]> {
  const unstars = rows.filter((row): row is UnstarRow => row.kind === 'unstar');
  if (unstars.length === 0) return [...rows];
  const list = await ctx.api.listSaved();
  const savedAt = new Map(list.saved.map((entry) => [entry.job_id, entry.saved_at]));
  const stale = unstars.filter((row) => {
    const at = savedAt.get(row.jobId);
    return at !== undefined && Date.parse(at) > row.createdAt;
  });
  if (stale.length === 0) return [...rows];
  await ctx.guard();
  const ids = stale.map((row) => row.id as number);
  await ctx.db.outbox.bulkDelete(ids);
  const dropped = new Set(ids);
  return rows.filter((row) => !dropped.has(row.id as number));
}
