import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { MessageError, send } from './send';

describe('send', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers the data of a success', async () => {
    vi.spyOn(browser.runtime, 'sendMessage').mockResolvedValue({ ok: true, data: { starred: true } } as never);
    expect(await send({ type: 'star.set', ref: { jobId: 'a', site: 's' }, starred: true })).toEqual({ starred: true });
  });

  it('turns a refusal into an error worded in the page’s language that keeps kind, params, detail and fields', () => {
    const error = new MessageError(
      {
        kind: 'api.client',
        params: { message: 'Bad' },
        detail: 'HTTP 422: Bad',
        fieldErrors: [{ path: 'profile.skills.0', message: 'Too long' }],
      },
      'he',
    );
    expect(error.message).toMatch(/[\u0590-\u05ff]/);
    expect(error.message).toContain('Bad');
    expect(error).toMatchObject({ kind: 'api.client', params: { message: 'Bad' }, detail: 'HTTP 422: Bad' });
    expect(error.fieldErrors).toEqual([{ path: 'profile.skills.0', message: 'Too long' }]);
  });

  it('a kind this page does not know, or no answer at all, still reads as words', async () => {
    vi.spyOn(browser.runtime, 'sendMessage').mockResolvedValue({ ok: false, error: { kind: 'future.kind' } } as never);
    await expect(send({ type: 'sync.now' })).rejects.toMatchObject({ kind: 'router.failed' });
    vi.spyOn(browser.runtime, 'sendMessage').mockResolvedValue(undefined as never);
    await expect(send({ type: 'sync.now' })).rejects.toMatchObject({
      kind: 'router.noAnswer',
      message: expect.stringMatching(/did not answer/),
    });
  });
});
