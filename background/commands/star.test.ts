import { describe, expect, it, vi } from 'vitest';
import { freshDb } from '../../storage/testing/db-fixture';
import { refuseOutboxRows } from '../../storage/testing/refuse-outbox';
import { createStarCommands, NEWS_WAIT_MS } from './star';

const SERVICE = 'http://127.0.0.1:8787';

function setup() {
  const db = freshDb();
  const told: [string, boolean][] = [];
  let syncs = 0;
  const star = createStarCommands({
    db: async () => db,
    requestSync: async () => {
      syncs += 1;
    },
    serviceOrigin: async () => SERVICE,
    starChanged: async (jobId, starred) => {
      told.push([jobId, starred]);
    },
  });
  return { db, star, told, syncs: () => syncs };
}

describe('star commands', () => {
  it('star, toggle and unstar write locally, ask for a sync and tell the star UI', async () => {
    const { db, star, told, syncs } = setup();
    const ref = { jobId: 'lever:acme:1', site: 'lever', url: 'https://jobs.lever.co/acme/1' };
    expect(await star.starJob(ref)).toBe(true);
    expect(await star.isStarred(ref.jobId)).toBe(true);
    expect(await star.toggleJob(ref)).toBe(false);
    expect(await star.starredStates([ref.jobId, 'other'])).toEqual({ [ref.jobId]: false, other: false });
    expect(told).toEqual([
      [ref.jobId, true],
      [ref.jobId, false],
    ]);
    expect(syncs()).toBe(2);
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps a page’s link only when it is https, or http on the service’s own origin', async () => {
    const { db, star } = setup();
    await star.starJob({ jobId: 'a', site: 'jsonld', url: 'http://evil.example/a' });
    await star.starJob({ jobId: 'b', site: 'service', url: `${SERVICE}/jobs/b` });
    expect((await db.saved.get('a'))?.page).not.toHaveProperty('url');
    expect((await db.saved.get('b'))?.page?.url).toBe(`${SERVICE}/jobs/b`);
  });

  it('answers once the star is on disk: the sync gets the write (its queued row), tabs and badges hear after the answer', async () => {
    const db = freshDb();
    const fresh: Promise<number | undefined>[] = [];
    let origins = 0;
    const star = createStarCommands({
      db: async () => db,
      requestSync: async (id) => {
        fresh.push(id);
      },
      serviceOrigin: async () => {
        origins += 1;
        return SERVICE;
      },
      starChanged: () => new Promise<void>(() => undefined),
    });
    expect(await star.starJob({ jobId: 'a', site: 'lever', url: 'https://jobs.lever.co/acme/1' })).toBe(true);
    expect(await star.starJob({ jobId: 'a', site: 'lever' })).toBe(true);
    const [row] = await db.outbox.toArray();
    expect(await Promise.all(fresh)).toEqual([row?.id, undefined]);
    // An https link needs no settings: only a plain-http one is checked against the service's origin.
    expect(origins).toBe(0);
  });

  it('tabs and badges hear once the star’s request was answered, or NEWS_WAIT_MS after its commit at most', async () => {
    const db = freshDb();
    const told: string[] = [];
    let answered: () => void = () => undefined;
    const star = createStarCommands({
      db: async () => db,
      requestSync: (change) => {
        if (told.length === 0) return new Promise<void>((resolve) => (answered = resolve));
        return change.then(() => new Promise<void>(() => undefined));
      },
      serviceOrigin: async () => SERVICE,
      starChanged: async (jobId) => {
        told.push(jobId);
      },
    });
    expect(await star.starJob({ jobId: 'a', site: 'lever' })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(told).toEqual([]);
    answered();
    await vi.waitFor(() => expect(told).toEqual(['a']));

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      expect(await star.starJob({ jobId: 'b', site: 'lever' })).toBe(true);
      await vi.advanceTimersByTimeAsync(NEWS_WAIT_MS - 1);
      expect(told).toEqual(['a']);
      await vi.advanceTimersByTimeAsync(1);
      expect(told).toEqual(['a', 'b']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('afterNews waits for the star’s request as tabs and badges do, and a failed request holds nothing back', async () => {
    const db = freshDb();
    let answer: () => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const star = createStarCommands({
      db: async () => db,
      requestSync: () =>
        new Promise<void>((resolve, reject) => {
          answer = resolve;
          fail = reject;
        }),
      serviceOrigin: async () => SERVICE,
      starChanged: async () => undefined,
    });
    const order: string[] = [];
    expect(await star.starJob({ jobId: 'a', site: 'lever' })).toBe(true);
    const waited = star.afterNews('a').then(() => order.push('after news'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    order.push('request answered');
    answer();
    await waited;
    expect(order).toEqual(['request answered', 'after news']);
    await expect(star.afterNews('never-starred')).resolves.toBeUndefined();

    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await star.starJob({ jobId: 'b', site: 'lever' })).toBe(true);
    const failed = star.afterNews('b');
    fail(new Error('offline'));
    await expect(failed).resolves.toBeUndefined();
    await vi.waitFor(() => expect(warned).toHaveBeenCalledWith('jobstar star ui:', expect.any(Error)));
    warned.mockRestore();
  });

  it('a write that fails is refused to the caller, and the sync is told it queued nothing', async () => {
    const db = freshDb();
    const fresh: Promise<number | undefined>[] = [];
    const told: string[] = [];
    const star = createStarCommands({
      db: async () => db,
      requestSync: async (change) => {
        fresh.push(change);
      },
      serviceOrigin: async () => SERVICE,
      starChanged: async (jobId) => {
        told.push(jobId);
      },
    });
    await refuseOutboxRows(db);
    await expect(star.starJob({ jobId: 'a', site: 'lever' })).rejects.toThrow('disk full');
    expect(fresh).toHaveLength(1);
    await expect(fresh[0]).rejects.toThrow('disk full');
    expect(told).toEqual([]);
    expect(await db.saved.count()).toBe(0);
  });
});
