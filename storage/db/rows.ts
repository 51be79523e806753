/**
 * The rows the stars' upgrade (web-ids.ts) moves, apart from the database that declares its versions (db.ts,
 * which re-exports them), so the upgrade and the database need not import each other.
 */
import type { JobListing, ProfileInput } from '../../api/contract/index';
import type { JobPageData } from '../../api/job-ref';

export interface SavedRow {
  jobId: string;
  /** 1 starred; 0 a tombstone: unstarred here and kept until the server agrees. IndexedDB cannot index booleans. */
  starred: 0 | 1;
  /** ISO time; the local click time until the server's `saved_at` is known (then the server wins, rule 5). */
  savedAt: string;
  /**
   * ISO time the person starred the job here (the click), never replaced by the service's `saved_at`: the star's
   * time shown and exported. Unindexed, so no schema version; a row from before it, or one starred elsewhere,
   * lacks it and reads `savedAt` instead (rule 10).
   */
  starredAt?: string;
  /** 1 once the server is known to hold this state; reconcile reads "synced and missing on the server" as unstarred elsewhere. */
  synced: 0 | 1;
  /** What the page showed when it was starred. */
  page?: JobPageData;
  /** The listing from `/jobs?ids=`, when the service knows the job. */
  listing?: JobListing;
  hydratedAt?: number;
  /**
   * ISO time jobstar first noticed the posting taken down: the service's listing closed or gone, or the page
   * answering that the job is no longer available (issue 32).
   */
  takenDownAt?: string;
}

/** A field of the profile as the person edits it. */
export type ProfileField = keyof ProfileInput;

export type OutboxOp =
  | { kind: 'star'; jobId: string }
  | { kind: 'unstar'; jobId: string }
  /**
   * `fields`: the fields the person changed since the last push (DESIGN §4 rule 3); the push lays only those over
   * the service's current copy. Absent on a whole save, an import and rows queued before fields were recorded:
   * every field is the person's.
   */
  | { kind: 'profile'; fields?: ProfileField[] }
  | { kind: 'alert'; alertLocalId: string }
  /** Pause (`active: false`) or resume an alert the service knows, through its extension (storage/alerts/changes.ts). */
  | { kind: 'alert-active'; alertLocalId: string; active: boolean }
  /** Delete an alert on the service, through its extension; its local row waits as a tombstone until then. */
  | { kind: 'alert-delete'; alertLocalId: string }
  /** A job's record for the service's extension (storage/records): the push sends the record as it is then. */
  | { kind: 'record'; jobId: string };

export type OutboxRow = OutboxOp & {
  id?: number;
  /**
   * Coalescing key: `saved:<jobId>`, `profile`, `alert:<uuid>` (its creation), `alert-change:<uuid>` (its pause,
   * resume or delete: the latest wins). At most one row per key is pending.
   */
  key: string;
  createdAt: number;
};
