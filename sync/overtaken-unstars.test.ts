/** Issue 31, finding 2: an unstar queued offline on A never undoes B's later re-star; it still wins over B's older star. */
import { describe, expect, it } from 'vitest';
import { star, unstar } from '../storage/stars';
import { engineHarness } from './testing/engine';

const ref = { jobId: 'linkedin:1', title: 'Engineer', company: 'Acme', site: 'linkedin' };

describe('a queued unstar and a star made elsewhere', () => {
  it('a star made elsewhere after the unstar was queued wins: the unstar is dropped, not sent', async () => {
    const { db, api, engine } = engineHarness();
    await star(db, ref, new Date('2026-11-01T10:00:00Z'));
    await engine.sync({ force: true });
    // Offline on A: unstarred at 11:00. On B: unstarred, then starred again at 12:00.
    await unstar(db, ref.jobId, new Date('2026-11-01T11:00:00Z'));
    api.saved.set(ref.jobId, '2026-11-01T12:00:00.000Z');
    await engine.sync({ force: true });
    expect(api.calls.filter((call) => call.method === 'unstar')).toEqual([]);
    expect(api.saved.has(ref.jobId)).toBe(true);
    expect(await db.saved.get(ref.jobId)).toMatchObject({ starred: 1, synced: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('the star this device saw, even stamped later by a skewed clock, is unstarred as asked', async () => {
    const { db, api, engine } = engineHarness();
    await star(db, ref, new Date('2026-11-01T10:00:00Z'));
    await engine.sync({ force: true });
    const known = (await db.saved.get(ref.jobId))?.savedAt;
    // The service's saved_at is later than this device's unstar clock, but it is the very star this device knew.
    await unstar(db, ref.jobId, new Date(Date.parse(known ?? '') - 60_000));
    await engine.sync({ force: true });
    expect(api.saved.has(ref.jobId)).toBe(false);
    expect(await db.saved.get(ref.jobId)).toBeUndefined();
  });
});
