import { describe, expect, it } from 'vitest';
import { freshDb } from '../testing/db-fixture';
import { star, unstar } from './saved';
import { starredJobs, starredStates } from './starred';

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
