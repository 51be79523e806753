import { describe, expect, it } from 'vitest';
import type { JobListing } from '../api/contract/index';
import { freshDb } from '../storage/testing/db-fixture';
import { hydrateStarred } from './hydrate';
import { FakeApi } from './testing/fake-api';

const DAY = 24 * 60 * 60_000;

describe('a refreshed listing', () => {
  it('keeps what the old one knew and the new one leaves out (absent is unknown, not erased)', async () => {
    const db = freshDb();
    const old: JobListing = {
      job_id: 'known-1',
      title: 'Engineer',
      company: 'Acme',
      url: 'https://jobs.example/1',
      closed_at: null,
    };
    await db.saved.put({
      jobId: 'known-1',
      starred: 1,
      synced: 1,
      savedAt: '2026-11-01T00:00:00Z',
      listing: old,
      hydratedAt: 0,
    });
    const api = new FakeApi();
    // A lenient read turned the odd company and url into absent fields; the title and closed_at are new.
    api.jobsByIds = async () => [{ job_id: 'known-1', title: 'Senior Engineer', closed_at: '2026-11-20T00:00:00Z' }];
    const now = 2 * DAY;
    expect(await hydrateStarred({ db, api, guard: async () => undefined, now: () => now })).toBe(1);
    expect(await db.saved.get('known-1')).toMatchObject({
      listing: {
        job_id: 'known-1',
        title: 'Senior Engineer',
        company: 'Acme',
        url: 'https://jobs.example/1',
        closed_at: '2026-11-20T00:00:00Z',
      },
      hydratedAt: now,
    });
  });
});

describe('a posting taken down', () => {
  const row = (jobId: string, listing?: JobListing) => ({
    jobId,
    starred: 1 as const,
    synced: 1 as const,
    savedAt: '2026-11-01T00:00:00Z',
    ...(listing ? { listing, hydratedAt: 0 } : {}),
  });
  const listing = (jobId: string, closed_at: string | null = null) => ({ job_id: jobId, title: jobId, closed_at });

  it('is dated when the service lists it closed or no longer lists it, once; a job it never knew is not', async () => {
    const db = freshDb();
    await db.saved.bulkPut([
      row('open', listing('open')),
      row('closing', listing('closing')),
      row('vanishing', listing('vanishing')),
      row('never-known'),
    ]);
    await db.postings.add({ jobId: 'vanishing', nodes: ['Kept words'], cut: false, keptAt: '2026-11-01T00:00:00Z' });
    const api = new FakeApi();
    api.jobsByIds = async () => [listing('open'), listing('closing', '2026-11-20T00:00:00Z')];
    const ctx = (now: number) => ({ db, api, guard: async () => undefined, now: () => now });
    await hydrateStarred(ctx(2 * DAY));
    const taken = async () =>
      Object.fromEntries((await db.saved.toArray()).map((saved) => [saved.jobId, saved.takenDownAt]));
    const noticed = new Date(2 * DAY).toISOString();
    expect(await taken()).toEqual({ open: undefined, closing: noticed, vanishing: noticed, 'never-known': undefined });
    await hydrateStarred(ctx(5 * DAY));
    expect(await taken()).toEqual({ open: undefined, closing: noticed, vanishing: noticed, 'never-known': undefined });
    expect(await db.postings.get('vanishing')).toMatchObject({ nodes: ['Kept words'] });
  });
});
