import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../model/stages';
import { createAlert } from '../storage/alerts';
import { setStage } from '../storage/applications';
import { star, unstar } from '../storage/stars';
import { freshDb } from '../storage/testing/db-fixture';
import { FIRST_PULL_SLICE, reconcileSaved } from './reconcile';

const ref = (jobId: string) => ({ jobId, site: 'service' });
const list = (...entries: [string, string][]) => ({
  saved: entries.map(([job_id, saved_at]) => ({ job_id, saved_at })),
});

async function syncedStar(db: ReturnType<typeof freshDb>, jobId: string, savedAt = '2026-01-01T00:00:00.000Z') {
  await db.saved.put({ jobId, starred: 1, synced: 1, savedAt });
}

describe('reconcileSaved', () => {
  it('adds a star made on another device', async () => {
    const db = freshDb();
    const changes = await reconcileSaved(db, list(['x', '2026-01-02T00:00:00.000Z']));
    expect(changes).toEqual([{ jobId: 'x', starred: true }]);
    expect(await db.saved.get('x')).toMatchObject({ starred: 1, synced: 1, savedAt: '2026-01-02T00:00:00.000Z' });
  });

  it('removes a synced star unstarred on another device', async () => {
    const db = freshDb();
    await syncedStar(db, 'x');
    expect(await reconcileSaved(db, list())).toEqual([{ jobId: 'x', starred: false }]);
    expect(await db.saved.count()).toBe(0);
  });

  it('a job unstarred elsewhere (reconciled) keeps its stages, archived; a bare Saved row goes', async () => {
    const T0 = new Date('2026-11-01T10:00:00.000Z');
    const later = new Date(T0.getTime() + DAY_MS);
    const db = freshDb();
    for (const jobId of ['linkedin:1', 'linkedin:2']) {
      await star(db, { jobId, title: 'Engineer', company: 'Acme', site: 'linkedin' }, T0);
    }
    await db.outbox.clear();
    await db.saved.toCollection().modify({ synced: 1 });
    await setStage(db, 'linkedin:1', 'applied', later, later);
    await setStage(db, 'linkedin:2', 'saved', later, later);
    await reconcileSaved(db, { saved: [], skipped: 0 } as never, later.getTime());
    expect(await db.applications.get('linkedin:1')).toMatchObject({
      stage: 'applied',
      archivedAt: later.toISOString(),
    });
    expect(await db.applications.get('linkedin:2')).toBeUndefined();
  });

  it('lets the server saved_at win once known', async () => {
    const db = freshDb();
    await syncedStar(db, 'x', '2026-01-01T00:00:00.000Z');
    expect(await reconcileSaved(db, list(['x', '2025-12-31T00:00:00.000Z']))).toEqual([]);
    expect((await db.saved.get('x'))?.savedAt).toBe('2025-12-31T00:00:00.000Z');
  });

  it('a saved_at the service sent unreadable is unknown: the local time is kept, a new star gets the sync time', async () => {
    const db = freshDb();
    await syncedStar(db, 'x', '2026-01-01T00:00:00.000Z');
    const now = Date.parse('2026-02-01T00:00:00.000Z');
    const changes = await reconcileSaved(db, { saved: [{ job_id: 'x' }, { job_id: 'y' }] }, now);
    expect(changes).toEqual([{ jobId: 'y', starred: true }]);
    expect(await db.saved.get('x')).toMatchObject({ starred: 1, synced: 1, savedAt: '2026-01-01T00:00:00.000Z' });
    expect(await db.saved.get('y')).toMatchObject({ starred: 1, synced: 1, savedAt: '2026-02-01T00:00:00.000Z' });
  });

  it('a list with entries it could not read unstars nothing: its absences are unknown, its stars still come in', async () => {
    const db = freshDb();
    await syncedStar(db, 'x');
    const changes = await reconcileSaved(db, {
      saved: [{ job_id: 'y', saved_at: '2026-01-02T00:00:00.000Z' }],
      skipped: 1,
    });
    expect(changes).toEqual([{ jobId: 'y', starred: true }]);
    expect((await db.saved.toArray()).map((row) => row.jobId).sort()).toEqual(['x', 'y']);
  });

  it('never overwrites a key with an outbox row: a pending star survives its absence on the server', async () => {
    const db = freshDb();
    await star(db, ref('x'));
    expect(await reconcileSaved(db, list())).toEqual([]);
    expect(await db.saved.get('x')).toMatchObject({ starred: 1, synced: 0 });
  });

  it('never overwrites a key with an outbox row: a pending unstar survives the server still having it', async () => {
    const db = freshDb();
    await syncedStar(db, 'x');
    await unstar(db, 'x');
    expect(await reconcileSaved(db, list(['x', '2026-01-01T00:00:00.000Z']))).toEqual([]);
    expect(await db.saved.get('x')).toMatchObject({ starred: 0 });
  });

  it('keeps a key whose operation waits in the dead letters', async () => {
    const db = freshDb();
    await db.saved.put({ jobId: 'x', starred: 1, synced: 0, savedAt: '2026-01-01T00:00:00.000Z' });
    await db.deadLetters.add({ kind: 'star', jobId: 'x', key: 'saved:x', message: 'no', fieldErrors: [], failedAt: 1 });
    await reconcileSaved(db, list());
    expect(await db.saved.get('x')).toBeDefined();
  });

  it('clears an acknowledged tombstone, and revives one the server starred again', async () => {
    const db = freshDb();
    await db.saved.put({ jobId: 'gone', starred: 0, synced: 1, savedAt: '2026-01-01T00:00:00.000Z' });
    await db.saved.put({ jobId: 'back', starred: 0, synced: 1, savedAt: '2026-01-01T00:00:00.000Z' });
    const changes = await reconcileSaved(db, list(['back', '2026-03-01T00:00:00.000Z']));
    expect(changes).toEqual([{ jobId: 'back', starred: true }]);
    expect(await db.saved.get('gone')).toBeUndefined();
    expect(await db.saved.get('back')).toMatchObject({ starred: 1, synced: 1 });
  });

  it('keeps page data and listings of stars both sides hold', async () => {
    const db = freshDb();
    await db.saved.put({
      jobId: 'x',
      starred: 1,
      synced: 1,
      savedAt: '2026-01-01T00:00:00.000Z',
      page: { title: 'From the page', site: 'lever' },
    });
    await reconcileSaved(db, list(['x', '2026-01-01T00:00:00.000Z']));
    expect((await db.saved.get('x'))?.page?.title).toBe('From the page');
  });

  it('ignores other kinds of outbox rows and duplicate entries', async () => {
    const db = freshDb();
    await createAlert(db, { country: 'IL' });
    const changes = await reconcileSaved(
      db,
      list(['x', '2026-01-02T00:00:00.000Z'], ['x', '2026-01-01T00:00:00.000Z']),
    );
    expect(changes).toEqual([{ jobId: 'x', starred: true }]);
    expect((await db.saved.get('x'))?.savedAt).toBe('2026-01-02T00:00:00.000Z');
  });

  describe('a first pull (no local star: a new device)', () => {
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    const many = (count: number) =>
      list(...Array.from({ length: count }, (_, i): [string, string] => [`s:${i}`, at(i)]));

    it('writes the newest stars first, in a transaction of their own, then the rest', async () => {
      const db = freshDb();
      const count = FIRST_PULL_SLICE * 3;
      let firstSlice: string[] | undefined;
      const changes = await reconcileSaved(db, many(count), Date.now(), async () => {
        firstSlice ??= (await db.saved.toArray()).map((row) => row.jobId);
      });
      const newest = Array.from({ length: FIRST_PULL_SLICE }, (_, k) => `s:${count - 1 - k}`);
      expect(firstSlice?.sort()).toEqual(newest.sort());
      expect(changes).toHaveLength(count);
      expect(await db.saved.count()).toBe(count);
      expect(await db.saved.get('s:0')).toMatchObject({ starred: 1, synced: 1, savedAt: at(0) });
    });

    it('leaves what was done meanwhile on this device as it is', async () => {
      const db = freshDb();
      const count = FIRST_PULL_SLICE * 2;
      const pulled = reconcileSaved(db, many(count), Date.now(), async () => {
        // Between the slices, the person unstars one of the older stars on this device: its outbox row holds it.
        await db.outbox.add({ kind: 'unstar', jobId: 's:0', key: 'saved:s:0', attempts: 0, queuedAt: 1 } as never);
        // … and a row of another job is written meanwhile: it is added to, never overwritten.
        await db.saved.put({
          jobId: 's:1',
          starred: 1,
          synced: 0,
          savedAt: at(5000),
          page: { title: 'Mine', site: 'x' },
        });
      });
      const changes = await pulled;
      expect(changes).toHaveLength(count - 2);
      expect(changes.map((change) => change.jobId)).not.toContain('s:1');
      expect(await db.saved.get('s:0')).toBeUndefined();
      expect(await db.saved.get('s:1')).toMatchObject({ synced: 0, page: { title: 'Mine' } });
      expect(await db.saved.count()).toBe(count - 1);
    });

    it('stops when the account changed, keeping the slices already written', async () => {
      const db = freshDb();
      const pulled = reconcileSaved(db, many(FIRST_PULL_SLICE + 10), Date.now(), async () => {
        throw new Error('account changed');
      });
      await expect(pulled).rejects.toThrow('account changed');
      // Each slice is a whole transaction, and every row in it is the server's: the next sync goes on from there.
      expect(await db.saved.count()).toBe(FIRST_PULL_SLICE);
    });
  });
});
