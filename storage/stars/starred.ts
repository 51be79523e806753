import type { AccountDb, SavedRow } from '../db/db';

export async function starredStates(db: AccountDb, jobIds: readonly string[]): Promise<Record<string, boolean>> {
  const rows = await db.saved.bulkGet([...jobIds]);
  return Object.fromEntries(jobIds.map((jobId, index) => [jobId, rows[index]?.starred === 1]));
}

/** Starred jobs, newest saved first (§4.6). */
export const starredJobs = (db: AccountDb): Promise<SavedRow[]> =>
  db.saved.where('[starred+savedAt]').between([1, ''], [1, '\uffff']).reverse().toArray();
