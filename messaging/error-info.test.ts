import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/errors';
import { AuthError, authWords } from '../auth/errors';
import { errorInfoOf, RefusedError } from './error-info';

describe('errors as they cross to a page', () => {
  it('an API error crosses as its kind, the status and server words as detail, field paths kept', () => {
    const error = new ApiError('client', 'Bad country', 422, undefined, [{ path: 'filter.country', message: 'No' }]);
    expect(errorInfoOf(error)).toEqual({
      kind: 'api.client',
      params: { message: 'Bad country' },
      detail: 'HTTP 422: Bad country',
      fieldErrors: [{ path: 'filter.country', message: 'No' }],
    });
    expect(errorInfoOf(new ApiError('network', 'unreachable'))).toEqual({ kind: 'api.network', detail: 'unreachable' });
  });

  it('a sign-in error crosses as its wording kind with its parameters and the cause as detail', () => {
    const error = new AuthError('wrong_issuer', authWords('issuerMismatch', { issuer: 'a', actual: 'b' }), {
      cause: new Error('iss differs'),
    });
    expect(errorInfoOf(error)).toEqual({
      kind: 'auth.issuerMismatch',
      params: { issuer: 'a', actual: 'b' },
      detail: 'iss differs',
    });
  });

  it('storage, validation, refusals and the unforeseen each have a kind', () => {
    const quota = new Dexie.AbortError('aborted', Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    expect(errorInfoOf(quota)).toMatchObject({ kind: 'storage.quota' });
    const invalid = z.object({ a: z.object({ b: z.number() }) }).safeParse({ a: { b: 'x' } });
    expect(errorInfoOf(invalid.error)).toMatchObject({ kind: 'router.invalid', fieldErrors: [{ path: 'a.b' }] });
    expect(errorInfoOf(new RefusedError({ kind: 'router.outOfScope' }))).toEqual({ kind: 'router.outOfScope' });
    expect(errorInfoOf(new TypeError('boom'))).toEqual({ kind: 'router.failed', detail: 'boom' });
  });
});
