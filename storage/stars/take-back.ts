import type { AccountDb } from '../db/db';

/**
 * Takes back the star a woken worker's first script wrote (background/wake) when the rest refused the message it
 * was written for: the page hears the refusal, so the star must not stay. Only the row as that script wrote it
 * (starred, unsynced, no page yet) goes; anything written to it since keeps it.
 */
export async function takeBackWakeStar(db: AccountDb, jobId: string, outboxId: number): Promise<void> {
  await db.transaction('rw', db.saved, db.outbox, async () => {
    const row = await db.saved.get(jobId);
    if (row?.starred === 1 && row.synced === 0 && row.page === undefined) await db.saved.delete(jobId);
    await db.outbox.delete(outboxId);
  });
}
