import type { AccountDb } from '../db/db';

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
