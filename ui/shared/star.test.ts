import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setStar, starFailure } from './star';

const answers: (Error | null)[] = [];
vi.mock('../../messaging/send', async (original) => ({
  ...(await original<typeof import('../../messaging/send')>()),
  send: async () => {
    const next = answers.shift();
    if (next) throw next;
    return { starred: true };
  },
}));

const ref = { jobId: 'greenhouse:acme:1', title: 'Data Engineer', site: 'greenhouse' };

describe('setStar', () => {
  beforeEach(() => {
    starFailure.value = undefined;
    answers.length = 0;
  });

  it('keeps a failure for the page to show, with the job and what was asked, and clears it on success', async () => {
    answers.push(new Error('disk full'));
    expect(await setStar(ref, true)).toBe(false);
    expect(starFailure.value).toMatchObject({ ref, starred: true, error: { details: 'disk full' } });
    expect(await setStar(ref, true)).toBe(true);
    expect(starFailure.value).toBeUndefined();
  });
});
