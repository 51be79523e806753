import type { AccountDb, SavedRow } from '../db/db';

export async function starredStates(db: AccountDb, jobIds: readonly string[]): Promise<Record<string, boolean>> {
  const rows = await db.saved.bulkGet([...jobIds]);
  return Object.fromEntries(jobIds.map((jobId, index) => [jobId, rows[index]?.starred === 1]));
}

/** When the job was starred: the click here, else (a row from before `starredAt`, or starred elsewhere) the service's. */
export const starTimeOf = (row: Pick<SavedRow, 'savedAt' | 'starredAt'>): string => row.starredAt ?? row.savedAt;

/**
 * Starred jobs, newest starred first (§4.6). By the star's own time, not the service's `saved_at`: a star undone
 * and sent again keeps its place; then in the `[starred+savedAt]` index's order, newest first. The table is read
 * whole and the unstarred rows dropped: through the index, each row it holds is a second look-up, and reading 20,000
 * starred rows that way took twice as long (issue 36).
 */
export async function starredJobs(db: AccountDb): Promise<SavedRow[]> {
  const rows = (await db.saved.toArray()).filter((row) => row.starred === 1);
  const times = new Map(rows.map((row) => [row, Date.parse(starTimeOf(row)) || 0]));
  const later = (a: string, b: string) => (a === b ? 0 : a > b ? -1 : 1);
  return rows.sort(
    (a, b) => (times.get(b) ?? 0) - (times.get(a) ?? 0) || later(a.savedAt, b.savedAt) || later(a.jobId, b.jobId),
  );
}

/** The saved table's index and bounds that hold the starred rows, by `savedAt`. */
export const STARRED_INDEX = '[starred+savedAt]';
export const STARRED_RANGE: readonly [[number, string], [number, string]] = [
  [1, ''],
  [1, '\uffff'],
];

/** Starred rows as the index gives them (newest `savedAt` first), sorted by the star's own time; stable. */
export function newestStarredFirst(rows: SavedRow[]): SavedRow[] {
  const times = new Map(rows.map((row) => [row, Date.parse(starTimeOf(row)) || 0]));
  return rows.sort((a, b) => (times.get(b) ?? 0) - (times.get(a) ?? 0));
}
