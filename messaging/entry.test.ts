import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { message } from './entry';
import { MESSAGES } from './protocol';

describe('message', () => {
  it('builds its schemas when they are first read, once, and keeps its rules as given', () => {
    const build = vi.fn(() => ({ request: z.object({ jobId: z.string() }), answer: z.null() }));
    const actsOn = (request: { jobId: string }) => [request.jobId];
    const entry = message(build, { from: ['content'], scope: { actsOn } });
    expect(build).not.toHaveBeenCalled();
    expect(entry.from).toEqual(['content']);
    expect(entry.scope?.actsOn).toBe(actsOn);
    expect(entry.request.safeParse({ jobId: 'greenhouse:a:1' }).success).toBe(true);
    expect(entry.answer.safeParse(null).success).toBe(true);
    expect(entry.request.safeParse({ jobId: 7 }).success).toBe(false);
    expect(build).toHaveBeenCalledOnce();
  });

  it('the protocol table parses a star as it did when its schemas were built at once', () => {
    const star = MESSAGES['star.set'];
    expect(
      star.request.safeParse({ ref: { jobId: 'greenhouse:acme:1', site: 'greenhouse' }, starred: true }).success,
    ).toBe(true);
    expect(star.request.safeParse({ ref: { jobId: 'greenhouse:acme:1', site: 'greenhouse' } }).success).toBe(false);
    expect(
      star.answer.parse({ starred: true, stage: { stage: 'saved', movedAt: '2026-11-27T10:00:00Z' }, extra: 1 }),
    ).toEqual({
      starred: true,
      stage: { stage: 'saved', movedAt: '2026-11-27T10:00:00Z' },
    });
  });
});
