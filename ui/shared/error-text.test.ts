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

  it('words a 429 as its kind, and adds when to try again when the service named it', () => {
    const busy = wordError({ kind: 'api.rate_limited' }, 'en');
    expect(describeError(new ApiError('rate_limited', 'slow down', 429, 30_000), 'en').text).toBe(
      `${busy} Try again in 30 seconds.`,
    );
    expect(describeError(new ApiError('rate_limited', 'slow down', 429), 'en').text).toBe(busy);
  });

  it('words a failure once, by its kind, whatever the browser says (the status line says offline)', () => {
    const dropped = new ApiError('network', 'The service could not be reached');
    vi.stubGlobal('navigator', { onLine: false });
    expect(describeError(dropped, 'en').text).toBe(wordError({ kind: 'api.network' }, 'en'));
  });

  it('keeps the field errors of a service refusal for Details, as for a background refusal', () => {
    const refused = new ApiError('client', 'Invalid', 422, undefined, [{ path: 'country', message: 'bad' }]);
    expect(describeError(refused, 'en')).toEqual({
      text: wordError(refused.info, 'en'),
      details: 'HTTP 422: Invalid\ncountry: bad',
    });
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
