import type { AccountDb, SavedRow } from '../db/db';

export async function starredStates(db: AccountDb, jobIds: readonly string[]): Promise<Record<string, boolean>> {
  const rows = await db.saved.bulkGet([...jobIds]);
  return Object.fromEntries(jobIds.map((jobId, index) => [jobId, rows[index]?.starred === 1]));
}

/** When the job was starred: the click here, else (a row from before `starredAt`, or starred elsewhere) the service's. */
export const starTimeOf = (row: Pick<SavedRow, 'savedAt' | 'starredAt'>): string => row.starredAt ?? row.savedAt;

/**
 * Starred jobs, newest starred first (§4.6). The table is read whole and the unstarred rows dropped: through the
 * index, each row is a second look-up in the table, and an export of 20,000 starred jobs took 4.5–4.8 s that way
 * against 3.6–4.2 s (issue 36).
 */
export async function starredJobs(db: AccountDb): Promise<SavedRow[]> {
  return newestStarredFirst((await db.saved.toArray()).filter((row) => row.starred === 1));
}

/** The saved table's index and bounds that hold the starred rows, by `savedAt`. */
export const STARRED_INDEX = '[starred+savedAt]';
export const STARRED_RANGE: readonly [[number, string], [number, string]] = [
  [1, ''],
  [1, '\uffff'],
];

/**
 * Starred rows by the star's own time, not the service's `saved_at` (a star undone and sent again keeps its place);
 * a tie in the `[starred+savedAt]` index's order, newest first, whatever order the rows came in.
 */
export function newestStarredFirst(rows: SavedRow[]): SavedRow[] {
  const times = new Map(rows.map((row) => [row, Date.parse(starTimeOf(row)) || 0]));
  const later = (a: string, b: string) => (a === b ? 0 : a > b ? -1 : 1);
  return rows.sort(
    (a, b) => (times.get(b) ?? 0) - (times.get(a) ?? 0) || later(a.savedAt, b.savedAt) || later(a.jobId, b.jobId),
  );
}
