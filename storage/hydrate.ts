/**
 * Fills starred jobs with their full listing from `/jobs?ids=` (the client batches the ids). A job the
 * service does not know keeps what its page showed; it is marked as looked up so it is not asked for on
 * every sync.
 */
import type { JobListing } from '../api/contract';
import type { SyncContext } from './sync-context';

const HYDRATE_STALE_MS = 24 * 60 * 60_000;

export async function hydrateStarred(ctx: SyncContext, staleMs = HYDRATE_STALE_MS): Promise<number> {
  const { db } = ctx;
  const now = ctx.now();
  const due = await db.saved
    .filter((row) => row.starred === 1 && (row.hydratedAt === undefined || now - row.hydratedAt > staleMs))
    .primaryKeys();
  if (due.length === 0) return 0;
  const listings = new Map<string, JobListing>();
  for (const job of await ctx.api.jobsByIds(due)) listings.set(job.job_id, job);
  await ctx.guard();
  await db.transaction('rw', db.saved, async () => {
    for (const jobId of due) {
      const row = await db.saved.get(jobId);
      if (!row) continue;
      const listing = listings.get(jobId);
      await db.saved.update(jobId, { ...(listing ? { listing } : {}), hydratedAt: now });
    }
  });
  return listings.size;
}
