/**
 * Applications made while signed out go to the next account that signs in, with their stars (DESIGN §4 rule 9).
 * Copied before the stars are adopted and then cleared, so a crash in between leaves them in the account's database,
 * never lost; a job the account already has an application for keeps the account's.
 */
import type { AccountDb } from '../db';

export async function adoptApplications(from: AccountDb, into: AccountDb): Promise<number> {
  const rows = await from.applications.toArray();
  if (rows.length === 0) return 0;
  let adopted = 0;
  await into.transaction('rw', into.applications, async () => {
    const existing = await into.applications.bulkGet(rows.map((row) => row.jobId));
    const fresh = rows.filter((_row, index) => existing[index] === undefined);
    await into.applications.bulkPut(fresh);
    adopted = fresh.length;
  });
  await from.applications.clear();
  return adopted;
}
