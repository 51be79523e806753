/**
 * Reads the records that changed on the service since the last read (`after=` the kept cursor), page by page, and
 * merges each into this device's copy (storage/records/merge-in.ts): the merge keeps every local stamp, so a job
 * with a pending outbox row loses nothing, and the row sends the merged record later. The cursor moves only after
 * a page is merged, in the same transaction. The next page is asked for while this one merges (a new device reads
 * 100 pages, issue 36): reading from a cursor is always safe, and an answer is only merged after the one before it.
 */
import type { RecordPage } from '../api/contract/jobstar/index';
import { mergeIncoming, mergeInTables } from '../storage/records';
import type { RecordsApi, SyncContext } from './context';

/** A bound on pages per run, so a run ends; the next run goes on from the cursor. */
const MAX_PAGES = 500;

/** A read begun early whose failure waits until it is awaited (a merge that fails first ends the run instead). */
function ahead(read: Promise<RecordPage>): Promise<RecordPage> {
  read.catch(() => undefined);
  return read;
}

/** Answers the jobs whose application changed. */
export async function pullRecords(ctx: SyncContext, api: RecordsApi): Promise<string[]> {
  const { db } = ctx;
  const changed: string[] = [];
  let after = (await db.syncState.get('sync'))?.recordsCursor;
  let next = ahead(api.listRecords(after));
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await next;
    await ctx.guard();
    const more = answer.more && answer.cursor !== after;
    if (more && page + 1 < MAX_PAGES) next = ahead(api.listRecords(answer.cursor));
    await db.transaction('rw', [...mergeInTables(db), db.syncState], async () => {
      changed.push(...(await mergeIncoming(db, answer.records, new Date(ctx.now()))));
      const state = await db.syncState.get('sync');
      if (state) await db.syncState.put({ ...state, recordsCursor: answer.cursor });
    });
    if (!more) break;
    after = answer.cursor;
  }
  return changed;
}
