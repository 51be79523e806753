/**
 * Reconciles the local stars with `GET /me/saved`, the full set (DESIGN §4 rules 4, 5). A key with an
 * outbox row or a dead letter keeps the user's own intent; otherwise the server is the truth: a synced star
 * it lacks was unstarred elsewhere, a star it has that we lack was starred elsewhere, and its `saved_at`
 * replaces the local click time. A `saved_at` the service sent unreadable is unknown: the local time stays, and
 * a star first seen here takes the time of this sync. A list with entries we could not read is not a known full
 * set (any of them might be a star of ours), so its absences unstar nothing this time (rule 12).
 *
 * A first pull (no local star at all: a new device, a new account) has nothing to remove or keep, only stars to
 * add, and it writes them newest first in slices, each a transaction of its own: the list's first screen is on disk
 * after the first slice, rather than after all of them (20,000 stars took 1.5 s in one transaction, issue 36).
 */
import type { SavedList } from '../api/contract/index';
import { archiveApplications } from '../storage/applications';
import type { AccountDb, SavedRow } from '../storage/db';

/** The newest stars a first pull writes first: more than the list's first screen shows. */
export const FIRST_PULL_SLICE = 500;
/** The rest of a first pull, per transaction. */
const PULL_SLICE = 5000;

export interface StarChange {
  jobId: string;
  starred: boolean;
}

/** The stars whose intent is the user's own, queued or failed: the server's list does not overrule them. */
async function heldKeys(db: AccountDb): Promise<Set<string>> {
  const [queued, failed] = await Promise.all([db.outbox.toArray(), db.deadLetters.toArray()]);
  const held = new Set<string>();
  for (const row of [...queued, ...failed]) if (row.kind === 'star' || row.kind === 'unstar') held.add(row.jobId);
  return held;
}

/**
 * What the server's entry makes of the local row: a star first seen here, with the server's time or else this
 * sync's, or the local row starred, synced and at the server's time; nothing when it already is.
 */
function fromServer(
  jobId: string,
  savedAt: string | undefined,
  row: SavedRow | undefined,
  now: number,
): { put: SavedRow; added: boolean } | undefined {
  if (!row)
    return { put: { jobId, starred: 1, savedAt: savedAt ?? new Date(now).toISOString(), synced: 1 }, added: true };
  const at = savedAt ?? row.savedAt;
  if (row.starred === 1 && row.synced === 1 && row.savedAt === at) return undefined;
  return { put: { ...row, starred: 1, synced: 1, savedAt: at }, added: row.starred === 0 };
}

/**
 * `between` runs before each slice of a first pull after the first (the engine checks that the account is still the
 * one signed in).
 */
export async function reconcileSaved(
  db: AccountDb,
  list: SavedList,
  now = Date.now(),
  between: () => Promise<void> = async () => {},
): Promise<StarChange[]> {
  const server = new Map<string, string | undefined>();
  for (const entry of list.saved) if (!server.has(entry.job_id)) server.set(entry.job_id, entry.saved_at);
  // One key says whether the device holds any star; a count would read all of them (Chromium counts by reading).
  if ((await db.saved.limit(1).primaryKeys()).length === 0) return firstPull(db, server, now, between);
  const changes: StarChange[] = [];
  await db.transaction('rw', db.saved, db.outbox, db.deadLetters, db.applications, async () => {
    // Three reads at once and bulk writes: a row-by-row reconcile of thousands of stars costs a round trip each.
    const [held, rows] = await Promise.all([heldKeys(db), db.saved.toArray()]);
    const local = new Map(rows.map((row) => [row.jobId, row]));
    const gone: string[] = [];
    const put: SavedRow[] = [];
    const take = (jobId: string, row: SavedRow | undefined) => {
      const merged = fromServer(jobId, server.get(jobId), row, now);
      if (!merged) return;
      put.push(merged.put);
      if (merged.added) changes.push({ jobId, starred: true });
    };
    for (const row of local.values()) {
      if (held.has(row.jobId)) continue;
      if (!server.has(row.jobId)) {
        if (list.skipped) continue;
        gone.push(row.jobId);
        if (row.starred === 1) changes.push({ jobId: row.jobId, starred: false });
        continue;
      }
      take(row.jobId, row);
    }
    for (const jobId of server.keys()) if (!held.has(jobId) && !local.has(jobId)) take(jobId, undefined);
    if (gone.length > 0) {
      await db.saved.bulkDelete(gone);
      // Unstarred elsewhere: its history is archived, never deleted silently (DESIGN §4 rule 15).
      await archiveApplications(db, gone, new Date(now));
    }
    await db.saved.bulkPut(put);
  });
  return changes;
}

/** The positions a bulk add refused (keys that exist), from Dexie's BulkError; anything else is thrown again. */
function refusedPositions(error: unknown): Set<number> {
  const failures = (error as { name?: string; failuresByPos?: Record<number, unknown> } | null)?.failuresByPos;
  if ((error as { name?: string } | null)?.name !== 'BulkError' || !failures) throw error;
  return new Set(Object.keys(failures).map(Number));
}

/**
 * No local star: every entry is one to add, newest first (the list's order), in slices. Each slice is added, never
 * put: a row written meanwhile (the user's star, with its outbox row) is left as it is, and a key the user queued
 * or failed is not touched, as the whole reconcile does. Reading each slice's keys first cost a request per key
 * (20,000 stars: 1.5–2 s more in all). A failed slice leaves the ones before it, which the next sync keeps.
 */
async function firstPull(
  db: AccountDb,
  server: ReadonlyMap<string, string | undefined>,
  now: number,
  between: () => Promise<void>,
): Promise<StarChange[]> {
  const sync = new Date(now).toISOString();
  const entries = [...server].map(
    ([jobId, savedAt]): SavedRow => ({ jobId, starred: 1, savedAt: savedAt ?? sync, synced: 1 }),
  );
  entries.sort((a, b) => descending(a.savedAt, b.savedAt));
  const changes: StarChange[] = [];
  for (let start = 0, size = FIRST_PULL_SLICE; start < entries.length; start += size, size = PULL_SLICE) {
    if (start > 0) await between();
    const slice = entries.slice(start, start + size);
    await db.transaction('rw', db.saved, db.outbox, db.deadLetters, async () => {
      const held = await heldKeys(db);
      const rows = slice.filter((row) => !held.has(row.jobId));
      const refused = await db.saved.bulkAdd(rows).then(() => new Set<number>(), refusedPositions);
      rows.forEach((row, index) => {
        if (!refused.has(index)) changes.push({ jobId: row.jobId, starred: true });
      });
    });
  }
  return changes;
}

const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
