/**
 * Reads the records that changed on the service since the last read (`after=` the kept cursor), page by page, and
 * merges them into this device's copies (storage/records/merge-in.ts): the merge keeps every local stamp, so a job
 * with a pending outbox row loses nothing, and the row sends the merged record later. The cursor moves only after
 * what it covers is merged, in the same transaction.
 *
 * A new device reads 100 pages (issue 36), so the pages are read one after another ahead of the merge (reading from
 * a cursor is always safe), and the pages that arrived while one transaction ran are merged in the next, together.
 */
import type { JobRecord, RecordPage } from '../api/contract/jobstar/index';
import { mergeIncoming, mergeInTables } from '../storage/records';
import type { RecordsApi, SyncContext } from './context';

/** A bound on pages per run, so a run ends; the next run goes on from the cursor. */
const MAX_PAGES = 500;
/** Pages read and not yet merged, at most: what a slow merge holds in memory. */
const AHEAD = 5;

/** The reads, one at a time from the cursor of the page before, while fewer than `AHEAD` wait to be merged. */
class PageReader {
  private readonly held: RecordPage[] = [];
  private failure: { error: unknown } | undefined;
  private ended = false;
  private reading = false;
  private reads = 0;
  private arrived: (() => void) | undefined;

  constructor(
    private readonly api: RecordsApi,
    private after: string | undefined,
  ) {
    this.read();
  }

  private read(): void {
    if (this.reading || this.ended || this.failure || this.held.length >= AHEAD) return;
    if (this.reads >= MAX_PAGES) {
      this.ended = true;
      return;
    }
    this.reading = true;
    this.reads += 1;
    const after = this.after;
    this.api
      .listRecords(after)
      .then(
        (page) => {
          this.held.push(page);
          if (!page.more || page.cursor === after) this.ended = true;
          else this.after = page.cursor;
        },
        (error: unknown) => {
          this.failure = { error };
        },
      )
      .finally(() => {
        this.reading = false;
        this.read();
        this.arrived?.();
      });
  }

  /** Every page read and not yet taken (at least one), or null once all were. A failed read throws, after them. */
  async take(): Promise<RecordPage[] | null> {
    while (this.held.length === 0) {
      if (this.failure) throw this.failure.error;
      if (this.ended && !this.reading) return null;
      await new Promise<void>((resolve) => {
        this.arrived = resolve;
      });
      this.arrived = undefined;
    }
    const pages = this.held.splice(0);
    this.read();
    return pages;
  }

  stop(): void {
    this.ended = true;
  }
}

/** A job changed again while the pages were read comes twice: its later copy holds all of the earlier one. */
const latestOfEach = (pages: readonly RecordPage[]): JobRecord[] => [
  ...new Map(pages.flatMap((page) => page.records.map((record) => [record.job_id, record] as const))).values(),
];

/** Answers the jobs whose application changed. */
export async function pullRecords(ctx: SyncContext, api: RecordsApi): Promise<string[]> {
  const { db } = ctx;
  const changed: string[] = [];
  const reader = new PageReader(api, (await db.syncState.get('sync'))?.recordsCursor);
  try {
    for (let pages = await reader.take(); pages; pages = await reader.take()) {
      await ctx.guard();
      const cursor = pages.at(-1)!.cursor;
      const records = latestOfEach(pages);
      await db.transaction('rw', [...mergeInTables(db), db.syncState], async () => {
        changed.push(...(await mergeIncoming(db, records, new Date(ctx.now()))));
        const state = await db.syncState.get('sync');
        if (state) await db.syncState.put({ ...state, recordsCursor: cursor });
      });
    }
  } finally {
    reader.stop();
  }
  return changed;
}
