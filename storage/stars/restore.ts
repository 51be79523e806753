/**
 * Undo of an unstar: the row comes back as it was before the unstar (its page facts, the service's listing, its
 * times), in its place in the list, not as a new star. The caller holds the row as it was (the list read it): the
 * tombstone is gone once the service agreed to the unstar, and with it what the star held.
 */
import type { AccountDb, SavedRow } from '../db/db';
import { pendingIds, replacePending, savedKey } from '../outbox/outbox';

export type StarAsItWas = Pick<SavedRow, 'jobId' | 'savedAt' | 'starredAt' | 'page' | 'listing' | 'hydratedAt'>;

/** Answers the id of the outbox row it queued, or undefined when the job is starred again already (it stays as it is). */
export async function restoreStar(db: AccountDb, before: StarAsItWas, now = new Date()): Promise<number | undefined> {
  return db.transaction('rw', db.saved, db.outbox, async () => {
    const [existing, stale] = await Promise.all([db.saved.get(before.jobId), pendingIds(db, savedKey(before.jobId))]);
    if (existing?.starred === 1) return undefined;
    await db.saved.put({
      ...existing,
      ...before,
      // The first star's time, so that the service's `saved_at` for the star sent again cannot move it (rule 5).
      starredAt: before.starredAt ?? before.savedAt,
      listing: before.listing ?? existing?.listing,
      starred: 1,
      synced: 0,
    });
    return replacePending(db, { kind: 'star', jobId: before.jobId }, stale, now.getTime());
  });
}
