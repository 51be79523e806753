/** The records' pull (issue 36): pages read ahead of the merge, merged in order, the cursor kept past what merged. */
import { describe, expect, it } from 'vitest';
import type { JobRecord, RecordPage } from '../api/contract/jobstar/index';
import { freshDb } from '../storage/testing/db-fixture';
import type { RecordsApi, SyncContext } from './context';
import { pullRecords } from './pull-records';

const T0 = Date.parse('2026-11-27T10:00:00.000Z');

const record = (jobId: string, stamp: number, stage: 'applied' | 'offer' = 'applied'): JobRecord => ({
  job_id: jobId,
  application: {
    moves: [{ id: `m-${jobId}`, stage, at: new Date(T0).toISOString(), hlc: `00176423760000${stamp}:0000:b` }],
    events: [],
    notes: [],
    fields: {},
  },
});

/** A service of fixed pages (the cursor is the page's number); `fail` names the page whose read fails. */
function pagedService(pages: JobRecord[][], fail?: number) {
  const reads: (string | undefined)[] = [];
  const api: RecordsApi = {
    describe: async () => ({ version: 1, features: ['records'] }),
    mergeRecords: async () => ({ records: [] }),
    listRecords: async (after?: string): Promise<RecordPage> => {
      reads.push(after);
      const index = after === undefined ? 0 : Number(after);
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (index === fail) throw new Error('the service failed');
      return { records: pages[index] ?? [], cursor: String(index + 1), more: index + 1 < pages.length };
    },
  };
  return { api, reads };
}

async function device() {
  const db = freshDb();
  await db.syncState.put({ id: 'sync', running: false, attempt: 0 });
  const jobs = ['j1', 'j2', 'j3', 'j4', 'j5', 'j6'];
  await db.saved.bulkPut(
    jobs.map((jobId) => ({ jobId, starred: 1 as const, savedAt: new Date(T0).toISOString(), synced: 1 as const })),
  );
  const ctx: SyncContext = { db, api: {} as SyncContext['api'], now: () => T0, guard: async () => undefined };
  return { db, ctx };
}

describe('the records pull', () => {
  it('merges every page in order, a job read twice as its later copy, and keeps the last cursor', async () => {
    const { db, ctx } = await device();
    const pages = [
      [record('j1', 1), record('j2', 2)],
      [record('j3', 3), record('j4', 4)],
      [record('j5', 5), record('j1', 6, 'offer')],
      [record('j6', 7)],
    ];
    const { api, reads } = pagedService(pages);
    const changed = await pullRecords(ctx, api);
    expect(reads).toEqual([undefined, '1', '2', '3']);
    expect(new Set(changed)).toEqual(new Set(['j1', 'j2', 'j3', 'j4', 'j5', 'j6']));
    expect((await db.applications.get('j1'))?.stage).toBe('offer');
    expect((await db.records.get('j6'))?.acked).toBe(1);
    expect((await db.syncState.get('sync'))?.recordsCursor).toBe('4');
  });

  it('merges the pages read before a read fails, keeps their cursor, and fails the run', async () => {
    const { db, ctx } = await device();
    const { api } = pagedService([[record('j1', 1)], [record('j2', 2)], [record('j3', 3)]], 2);
    await expect(pullRecords(ctx, api)).rejects.toThrow('the service failed');
    expect((await db.syncState.get('sync'))?.recordsCursor).toBe('2');
    expect((await db.applications.get('j2'))?.stage).toBe('applied');
    expect(await db.applications.get('j3')).toBeUndefined();
  });
});
