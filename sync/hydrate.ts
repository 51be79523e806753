/**
 * Fills starred jobs with their full listing from `/jobs?ids=` (the client batches the ids and caps every
 * field), laid over the listing already stored. A job the service does not know keeps what its page showed;
 * it is marked as looked up so it is not asked for on every sync. One sync looks up at most `HYDRATE_PER_SYNC`
 * jobs, newest saved first, so a first sync of thousands of stars stays quick and the rest follow on later syncs.
 * A job the service lists as closed, or no longer lists after it had, is dated taken down the first time it is
 * noticed (issue 32); its kept posting stays.
 */
import type { JobListing } from '../api/contract/index';
import { knownFields } from '../storage/profile';
import type { SyncContext } from './context';

const HYDRATE_STALE_MS = 24 * 60 * 60_000;
const HYDRATE_PER_SYNC = 500;

export async function hydrateStarred(ctx: SyncContext, staleMs = HYDRATE_STALE_MS): Promise<number> {
  const { db } = ctx;
  const now = ctx.now();
  const due = await db.saved
    .where('[starred+savedAt]')
    .between([1, ''], [1, '\uffff'])
    .reverse()
    .filter((row) => row.hydratedAt === undefined || now - row.hydratedAt > staleMs)
    .limit(HYDRATE_PER_SYNC)
    .primaryKeys();
  if (due.length === 0) return 0;
  const listings = new Map<string, JobListing>();
  for (const job of await ctx.api.jobsByIds(due)) listings.set(job.job_id, job);
  await ctx.guard();
  await db.transaction('rw', db.saved, async () => {
    const rows = await db.saved.bulkGet(due);
    await db.saved.bulkPut(
      rows.flatMap((row) => {
        if (!row) return [];
        // Field by field (DESIGN §4 rule 12): a field the new listing leaves out, or held in a form the lenient
        // read dropped, is unknown and keeps what the old listing said.
        const fresh = listings.get(row.jobId);
        const listing = knownFields(row.listing, fresh);
        const gone = fresh ? Boolean(fresh.closed_at) : row.listing !== undefined;
        const takenDownAt = row.takenDownAt ?? (gone ? new Date(now).toISOString() : undefined);
        return [{ ...row, ...(listing ? { listing } : {}), ...(takenDownAt ? { takenDownAt } : {}), hydratedAt: now }];
      }),
    );
  });
  return listings.size;
}
