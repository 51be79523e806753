import { describe, expect, it } from 'vitest';
import { freshDb } from '../testing/db-fixture';
import { restoreStar } from './restore';
import { star, unstar } from './saved';
import { starredJobs } from './starred';

const page = {
  site: 'greenhouse',
  title: 'Data Engineer',
  company: 'Acme',
  salary: 'ILS 35,000–45,000 per month',
  employmentType: 'Full time',
  datePosted: '2026-11-20',
};
const listing = { job_id: 'b', title: 'Data Engineer', salary_min: 35000, salary_max: 45000 };

describe('undo of an unstar', () => {
  it('brings the row back as it was, in its place, even once the service agreed and the tombstone is gone', async () => {
    const db = freshDb();
    await star(db, { jobId: 'a', site: 'greenhouse' }, new Date('2026-11-01T00:00:00Z'));
    await star(db, { jobId: 'b', ...page }, new Date('2026-11-02T00:00:00Z'));
    await star(db, { jobId: 'c', site: 'greenhouse' }, new Date('2026-11-03T00:00:00Z'));
    // Synced: the service's saved_at replaced the click time, and the listing was hydrated.
    await db.saved.update('b', { savedAt: '2026-11-02T00:00:05Z', synced: 1, listing, hydratedAt: 1 });
    const before = (await db.saved.get('b'))!;

    await unstar(db, 'b');
    await db.outbox.clear();
    await db.saved.delete('b');
    const id = await restoreStar(db, before, new Date('2026-11-26T00:00:00Z'));

    expect(await db.saved.get('b')).toEqual({ ...before, synced: 0 });
    expect(await db.outbox.toArray()).toMatchObject([{ id, kind: 'star', jobId: 'b' }]);
    // The service's saved_at for the star sent again does not move it.
    await db.saved.update('b', { savedAt: '2026-11-26T00:00:01Z', synced: 1 });
    expect((await starredJobs(db)).map((row) => row.jobId)).toEqual(['c', 'b', 'a']);
  });

  it('replaces the unstar still waiting to be sent, and keeps a row starred again meanwhile', async () => {
    const db = freshDb();
    await star(db, { jobId: 'b', ...page }, new Date('2026-11-02T00:00:00Z'));
    const before = (await db.saved.get('b'))!;
    await unstar(db, 'b');
    await restoreStar(db, before);
    expect((await db.outbox.toArray()).map((row) => row.kind)).toEqual(['star']);
    expect((await db.saved.get('b'))?.page).toEqual(page);

    await star(db, { jobId: 'b', site: 'greenhouse', title: 'Renamed' }, new Date('2026-11-05T00:00:00Z'));
    expect(await restoreStar(db, before)).toBeUndefined();
    expect((await db.saved.get('b'))?.page?.title).toBe('Renamed');
  });

  it('a row from before starredAt keeps its place by the time it held', async () => {
    const db = freshDb();
    await db.saved.put({ jobId: 'old', starred: 1, savedAt: '2026-10-01T00:00:00Z', synced: 1 });
    await star(db, { jobId: 'new', site: 'greenhouse' }, new Date('2026-11-01T00:00:00Z'));
    const before = (await db.saved.get('old'))!;
    await unstar(db, 'old');
    await restoreStar(db, before);
    await db.saved.update('old', { savedAt: '2026-11-26T00:00:00Z' });
    expect((await db.saved.get('old'))?.starredAt).toBe('2026-10-01T00:00:00Z');
    expect((await starredJobs(db)).map((row) => row.jobId)).toEqual(['new', 'old']);
  });
});
