import { describe, expect, it } from 'vitest';
import { freshDb } from '../testing/db-fixture';
import { star, unstar } from './saved';
import { newestStarredFirst, starredJobs, starredStates, starTimeOf } from './starred';

const ref = (jobId: string) => ({ jobId, title: 'Engineer', company: 'Acme', site: 'greenhouse' });

describe('reading stars', () => {
  it('answers star state in one batch and lists starred newest first', async () => {
    const db = freshDb();
    await star(db, ref('a'), new Date('2026-01-01T00:00:00Z'));
    await star(db, ref('b'), new Date('2026-01-02T00:00:00Z'));
    await star(db, ref('c'), new Date('2026-01-03T00:00:00Z'));
    await unstar(db, 'c');
    expect(await starredStates(db, ['a', 'b', 'c', 'd'])).toEqual({ a: true, b: true, c: false, d: false });
    expect((await starredJobs(db)).map((row) => row.jobId)).toEqual(['b', 'a']);
  });
});

describe('the star’s own time', () => {
  it('orders by the click, not by the service’s saved_at; a row without one reads saved_at', async () => {
    const db = freshDb();
    await star(db, ref('a'), new Date('2026-01-01T00:00:00Z'));
    await star(db, ref('b'), new Date('2026-01-02T00:00:00Z'));
    await db.saved.put({ jobId: 'elsewhere', starred: 1, savedAt: '2026-01-03T00:00:00Z', synced: 1 });
    // Synced later: the service's time is the sync's, after the later star.
    await db.saved.update('a', { savedAt: '2026-01-05T00:00:00Z', synced: 1 });
    expect((await db.saved.get('a'))?.starredAt).toBe('2026-01-01T00:00:00.000Z');
    expect((await starredJobs(db)).map((row) => row.jobId)).toEqual(['elsewhere', 'b', 'a']);
    expect(starTimeOf((await db.saved.get('elsewhere'))!)).toBe('2026-01-03T00:00:00Z');
  });
});

describe('the same star time', () => {
  it('keeps the index’s order: the later saved_at first, then the later id', async () => {
    const db = freshDb();
    const at = '2026-01-01T00:00:00.000Z';
    const rows = [
      { jobId: 'a', savedAt: '2026-01-02T00:00:00Z' },
      { jobId: 'b', savedAt: '2026-01-03T00:00:00Z' },
      { jobId: 'c', savedAt: '2026-01-02T00:00:00Z' },
      { jobId: 'd', savedAt: '2026-01-01T00:00:00Z' },
    ];
    await db.saved.bulkPut(rows.map((row) => ({ ...row, starred: 1 as const, starredAt: at, synced: 1 as const })));
    const throughIndex = await db.saved.where('[starred+savedAt]').between([1, ''], [1, '\uffff']).reverse().toArray();
    expect(throughIndex.map((row) => row.jobId)).toEqual(['b', 'c', 'a', 'd']);
    expect((await starredJobs(db)).map((row) => row.jobId)).toEqual(['b', 'c', 'a', 'd']);
    // Whatever order the rows come in (the popup's first read has them from the index, oldest first).
    for (const order of [
      [...throughIndex].reverse(),
      [throughIndex[2]!, throughIndex[0]!, throughIndex[3]!, throughIndex[1]!],
    ])
      expect(newestStarredFirst(order).map((row) => row.jobId)).toEqual(['b', 'c', 'a', 'd']);
  });
});
