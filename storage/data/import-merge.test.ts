import { describe, expect, it } from 'vitest';
import { star, unstar } from '../stars/saved';
import { freshDb } from '../testing/db-fixture';
import { importJson } from './data';

const FILE = { format: 'jobstar-export', version: 1, exportedAt: '2026-04-01T00:00:00Z', alerts: [], profile: null };
const description = (word: string) => ({ nodes: [word], cut: false, keptAt: '2026-01-01T00:00:00.000Z' });

describe('the import’s merge, read from the keys this device has (issue 36)', () => {
  it('a job unstarred here and starred later in the file is starred again, with one outbox row for it', async () => {
    const db = freshDb();
    await star(db, { jobId: 'a', title: 'Here', site: 'service' }, new Date('2026-01-01T00:00:00Z'));
    await unstar(db, 'a', new Date('2026-01-02T00:00:00Z'));
    const result = await importJson(db, {
      ...FILE,
      saved: [{ ref: { jobId: 'a', title: 'File', site: 'service' }, savedAt: '2026-03-01T00:00:00Z' }],
    });
    expect(result.saved).toBe(1);
    expect(await db.saved.get('a')).toMatchObject({ starred: 1, savedAt: '2026-03-01T00:00:00Z', synced: 0 });
    expect((await db.outbox.toArray()).map(({ kind, key }) => [kind, key])).toEqual([['star', 'saved:a']]);
  });

  it('a job twice in the file keeps its first posting and is one star', async () => {
    const db = freshDb();
    const result = await importJson(db, {
      ...FILE,
      saved: [
        { ref: { jobId: 'a', site: 'service' }, savedAt: '2026-01-01T00:00:00Z', description: description('First') },
        { ref: { jobId: 'a', site: 'service' }, savedAt: '2026-01-02T00:00:00Z', description: description('Second') },
      ],
    });
    expect(result.saved).toBe(1);
    expect(await db.saved.count()).toBe(1);
    expect((await db.postings.get('a'))?.nodes).toEqual(['First']);
    expect(await db.outbox.count()).toBe(1);
  });

  it('a file refused by a rule writes nothing, where this device already has stars', async () => {
    const db = freshDb();
    await star(db, { jobId: 'a', site: 'service' }, new Date('2026-01-01T00:00:00Z'));
    const before = { saved: await db.saved.toArray(), outbox: await db.outbox.toArray() };
    await expect(
      importJson(db, {
        ...FILE,
        saved: [
          { ref: { jobId: 'b', site: 'service' }, savedAt: '2026-01-01T00:00:00Z', description: description('B') },
          { ref: { jobId: 'c', site: 'service' }, savedAt: '2099-01-01T00:00:00Z' },
        ],
      }),
    ).rejects.toMatchObject({ kind: 'import.futureStar' });
    expect({ saved: await db.saved.toArray(), outbox: await db.outbox.toArray() }).toEqual(before);
    expect(await db.postings.count()).toBe(0);
  });

  it('reads applications and links only where the file does not say the job is starred, with the same outcome', async () => {
    const db = freshDb();
    await star(db, { jobId: 'here', site: 'service' }, new Date('2026-01-01T00:00:00Z'));
    const application = (jobId: string, linked: string[], updatedAt: string, notes: string) => ({
      jobId,
      stage: 'applied',
      history: [
        { stage: 'saved', at: '2026-01-01T00:00:00Z' },
        { stage: 'applied', at: '2026-01-02T00:00:00Z' },
      ],
      movedAt: '2026-01-02T00:00:00Z',
      notes,
      linked,
      updatedAt,
    });
    await importJson(db, {
      ...FILE,
      saved: [],
      applications: [application('here', [], '2026-02-01T00:00:00Z', 'Kept')],
    });
    const result = await importJson(db, {
      ...FILE,
      saved: [{ ref: { jobId: 'file', site: 'service' }, savedAt: '2026-01-03T00:00:00Z' }],
      applications: [
        application('file', ['here', 'nowhere'], '2026-01-03T00:00:00Z', 'From the file'),
        application('here', [], '2026-01-15T00:00:00Z', 'Older'),
        application('nowhere', [], '2026-01-03T00:00:00Z', 'Not starred'),
      ],
    });
    expect(result.applications).toBe(1);
    expect(await db.applications.get('file')).toMatchObject({ notes: 'From the file', linked: ['here'] });
    expect(await db.applications.get('here')).toMatchObject({ notes: 'Kept' });
    expect(await db.applications.get('nowhere')).toBeUndefined();
  });
});
