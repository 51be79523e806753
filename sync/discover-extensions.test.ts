import { describe, expect, it, vi } from 'vitest';
import { freshDb } from '../storage/testing/db-fixture';
import { extensionsKeeper } from './discover-extensions';

const LINK = 'https://service.example/api/jobstar/v1';
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('extensionsKeeper', () => {
  it('describes an announced link once, keeps its features, and forgets it when an answer no longer announces it', async () => {
    const db = freshDb();
    const describeLink = vi.fn(async () => ({ version: 1 as const, features: ['alerts' as const] }));
    const keep = extensionsKeeper(db, describeLink, () => Date.parse('2026-05-01T00:00:00Z'));
    keep(LINK);
    keep(LINK);
    await settle();
    expect(describeLink).toHaveBeenCalledTimes(1);
    expect((await db.syncState.get('sync'))?.extensions).toEqual({
      link: LINK,
      features: ['alerts'],
      describedAt: '2026-05-01T00:00:00.000Z',
    });
    keep(null);
    await settle();
    expect((await db.syncState.get('sync'))?.extensions).toBeNull();
  });

  it('a failed description keeps nothing, and the next announcement tries again', async () => {
    const db = freshDb();
    const describeLink = vi
      .fn()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce({ version: 1, features: ['records'] });
    const keep = extensionsKeeper(db, describeLink);
    keep(LINK);
    await settle();
    expect((await db.syncState.get('sync'))?.extensions).toBeUndefined();
    keep(LINK);
    await settle();
    expect((await db.syncState.get('sync'))?.extensions?.features).toEqual(['records']);
  });
});
