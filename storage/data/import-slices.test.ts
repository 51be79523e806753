import { describe, expect, it } from 'vitest';
import { star } from '../stars/saved';
import { freshDb } from '../testing/db-fixture';
import { CHUNK_ROWS } from './chunks';
import { importJson } from './data';

const at = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
const row = (index: number, title = `Job ${index}`) => ({
  ref: { jobId: `lever:acme:${index}`, site: 'lever', title },
  savedAt: at(index),
});
const fileOf = (saved: unknown[]) => ({
  format: 'jobstar-export',
  version: 1,
  exportedAt: at(0),
  saved,
  alerts: [],
  profile: null,
});

describe('importing stars a slice at a time', () => {
  it('adds every star of a file longer than a slice, each queued once for sync, and keeps the ones here', async () => {
    const db = freshDb();
    await star(db, { jobId: 'lever:acme:3', title: 'Mine', site: 'lever' }, new Date('2026-02-01T00:00:00Z'));
    const before = await db.outbox.count();
    const count = CHUNK_ROWS + 20;
    const result = await importJson(db, fileOf(Array.from({ length: count }, (_, index) => row(index))));
    expect(result.saved).toBe(count - 1);
    expect(await db.saved.where('[starred+savedAt]').between([1, ''], [1, '\uffff']).count()).toBe(count);
    expect((await db.saved.get('lever:acme:3'))?.page?.title).toBe('Mine');
    const keys = (await db.outbox.toArray()).map((entry) => entry.key);
    expect(keys).toHaveLength(before + count - 1);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a job twice in one slice is one star, queued once, its first row’s facts kept', async () => {
    const db = freshDb();
    const result = await importJson(db, fileOf([row(1, 'First'), row(2), row(1, 'Again')]));
    expect(result.saved).toBe(2);
    expect(await db.outbox.count()).toBe(2);
    expect((await db.saved.get('lever:acme:1'))?.page?.title).toBe('First');
  });
});
