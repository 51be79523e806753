/**
 * Reads the records that changed on the service since the last read (`after=` the kept cursor), page by page, and
 * merges each into this device's copy (storage/records/merge-in.ts): the merge keeps every local stamp, so a job
 * with a pending outbox row loses nothing, and the row sends the merged record later. The cursor moves only after
 * a page is merged, in the same transaction.
 */
import { mergeIncoming, mergeInTables } from '../storage/records';
import type { RecordsApi, SyncContext } from './context';

/** A bound on pages per run, so a run ends; the next run goes on from the cursor. */
const MAX_PAGES = 500;

/** Answers the jobs whose application changed. */
export async function pullRecords(ctx: SyncContext, api: RecordsApi): Promise<string[]> {
  const { db } = ctx;
  const changed: string[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const after = (await db.syncState.get('sync'))?.recordsCursor;
    const answer = await api.listRecords(after);
    await ctx.guard();
    await db.transaction('rw', [...mergeInTables(db), db.syncState], async () => {
      changed.push(...(await mergeIncoming(db, answer.records, new Date(ctx.now()))));
      const state = await db.syncState.get('sync');
      if (state) await db.syncState.put({ ...state, recordsCursor: answer.cursor });
    });
    if (!answer.more || answer.cursor === after) break;
  }
  return changed;
}
