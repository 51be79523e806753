/** The seed-only order of acts (issue 31): a queued unstar older than the service's `saved_at` is dropped. */
import { describe, expect, it } from 'vitest';
import { star, unstar } from '../storage/stars';
import { engineHarness } from './testing/engine';

const T0 = Date.parse('2026-11-27T10:00:00.000Z');

describe('a queued unstar, without the extension', () => {
  it('is dropped when the job was starred elsewhere after it, and the star comes back here', async () => {
    const { db, api, engine } = engineHarness();
    await star(db, { jobId: 'j', site: 'service' }, new Date(T0));
    await engine.sync({ force: true });
    await unstar(db, 'j', new Date(T0 + 60_000));
    // Another device starred it again later (the service dates that star).
    api.saved.set('j', new Date(T0 + 120_000).toISOString());
    await engine.sync({ force: true });
    expect(api.calls.filter((call) => call.method === 'unstar')).toEqual([]);
    expect(api.saved.has('j')).toBe(true);
    expect(await db.saved.get('j')).toMatchObject({ starred: 1, synced: 1, starredAt: new Date(T0).toISOString() });
  });

  it('is sent when the service’s star is older than it', async () => {
    const { db, api, engine } = engineHarness();
    await star(db, { jobId: 'j', site: 'service' }, new Date(T0));
    await engine.sync({ force: true });
    api.saved.set('j', new Date(T0).toISOString());
    await unstar(db, 'j', new Date(T0 + 60_000));
    await engine.sync({ force: true });
    expect(api.saved.has('j')).toBe(false);
    expect(await db.saved.get('j')).toBeUndefined();
  });
});
