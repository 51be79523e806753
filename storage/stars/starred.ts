import type { AccountDb, SavedRow } from '../db/db';

export async function starredStates(db: AccountDb, jobIds: readonly string[]): Promise<Record<string, boolean>> {
  const rows = await db.saved.bulkGet([...jobIds]);
  return Object.fromEntries(jobIds.map((jobId, index) => [jobId, rows[index]?.starred === 1]));
}

/** When the job was starred: the click here, else (a row from before `starredAt`, or starred elsewhere) the service's. */
export const starTimeOf = (row: Pick<SavedRow, 'savedAt' | 'starredAt'>): string => row.starredAt ?? row.savedAt;

/**
 * Starred jobs, newest starred first (§4.6). By the star's own time, not the service's `saved_at`: a star undone
 * and sent again keeps its place. The index gives them nearly in order already; the sort is stable.
 */
export async function starredJobs(db: AccountDb): Promise<SavedRow[]> {
  const rows = await db.saved.where('[starred+savedAt]').between([1, ''], [1, '\uffff']).reverse().toArray();
  const times = new Map(rows.map((row) => [row, Date.parse(starTimeOf(row)) || 0]));
  return rows.sort((a, b) => (times.get(b) ?? 0) - (times.get(a) ?? 0));
}
