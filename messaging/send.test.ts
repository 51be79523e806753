import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { wordForContent } from '../i18n/content-errors';
import { isErrorKind, wordError } from '../i18n/errors';
import { wordLocalError } from '../i18n/local-errors';
import { send } from './send';
import { createSend } from './sender';

describe('send', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers the data of a success', async () => {
    vi.spyOn(browser.runtime, 'sendMessage').mockResolvedValue({ ok: true, data: { starred: true } } as never);
    expect(await send({ type: 'star.set', ref: { jobId: 'a', site: 's' }, starred: true })).toEqual({ starred: true });
  });

  it('turns a refusal into an error worded in the page’s language that keeps kind, params, detail and fields', async () => {
    const error = {
      kind: 'api.client',
      params: { message: 'Bad' },
      detail: 'HTTP 422: Bad',
      fieldErrors: [{ path: 'profile.skills.0', message: 'Too long' }],
    };
    vi.spyOn(browser.runtime, 'sendMessage').mockResolvedValue({ ok: false, error } as never);
    const hebrew = createSend((info) => wordError(info, 'he'), isErrorKind);
    const refusal = await hebrew({ type: 'sync.now' }).catch((caught: unknown) => caught);
    expect(refusal).toMatchObject({ kind: 'api.client', params: { message: 'Bad' }, detail: 'HTTP 422: Bad' });
    expect((refusal as Error).message).toMatch(/[\u0590-\u05ff]/);
    expect((refusal as Error).message).toContain('Bad');
    expect((refusal as { fieldErrors: unknown }).fieldErrors).toEqual(error.fieldErrors);
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

  it('the content script’s sender shows the background’s words, and its own when none came', async () => {
    const content = createSend(
      (info) => wordForContent(info, 'he'),
      (kind) => typeof kind === 'string',
    );
    // As the background words a refusal on the content script's port (port-server.ts), in the same table.
    const words = wordLocalError({ kind: 'storage.quota' }, 'he');
    vi.spyOn(browser.runtime, 'sendMessage').mockResolvedValue({
      ok: false,
      error: { kind: 'storage.quota', words },
    } as never);
    await expect(content({ type: 'sync.now' })).rejects.toMatchObject({ kind: 'storage.quota', message: words });
    vi.spyOn(browser.runtime, 'sendMessage').mockResolvedValue({ ok: false, error: { kind: 'api.server' } } as never);
    await expect(content({ type: 'sync.now' })).rejects.toMatchObject({
      message: wordLocalError({ kind: 'router.failed' }, 'he'),
    });
    vi.spyOn(browser.runtime, 'sendMessage').mockResolvedValue(undefined as never);
    await expect(content({ type: 'sync.now' })).rejects.toMatchObject({
      kind: 'router.noAnswer',
      message: wordLocalError({ kind: 'router.noAnswer' }, 'he'),
    });
  });
});
