import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { wordError } from '../../i18n/errors';
import { MessageError } from '../../messaging/send';
import { describeError, WordedError } from './error-text';

describe('describeError', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('words a service failure by its kind and keeps the status and message for Details', () => {
    const text = describeError(new ApiError('server', 'The service answered 503', 503), 'en');
    expect(text).toEqual({
      text: wordError({ kind: 'api.server' }, 'en'),
      details: 'HTTP 503: The service answered 503',
    });
    expect(text.text).not.toContain('503');
  });

  it('says when to try again after a 429 that named it', () => {
    expect(describeError(new ApiError('rate_limited', 'slow down', 429, 30_000), 'en').text).toBe(
      'The service is busy. Try again in 30 seconds.',
    );
  });

  it('says offline only when the browser is offline', () => {
    const dropped = new ApiError('network', 'The service could not be reached');
    expect(describeError(dropped, 'en').text).toBe(wordError({ kind: 'api.network' }, 'en'));
    vi.stubGlobal('navigator', { onLine: false });
    expect(describeError(dropped, 'en').text).toBe('You are offline. It will work again when the connection is back.');
  });

  it('keeps the words of the background and of the page, and hides the unforeseen behind Details', () => {
    const refused = new MessageError(
      { kind: 'router.invalid', fieldErrors: [{ path: 'filter.country', message: 'bad' }] },
      'en',
    );
    expect(describeError(refused, 'en')).toEqual({ text: refused.message, details: 'filter.country: bad' });
    expect(describeError(new WordedError('This file isn’t a jobstar export.'), 'en')).toEqual({
      text: 'This file isn’t a jobstar export.',
      details: undefined,
    });
    expect(describeError(new TypeError('x is undefined'), 'en')).toEqual({
      text: wordError({ kind: 'router.failed' }, 'en'),
      details: 'x is undefined',
    });
  });
});
