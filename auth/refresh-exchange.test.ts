import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { RefreshRefused } from './refresh';
import { refreshError } from './refresh-exchange';

describe('refresh failures, sorted for the sync engine', () => {
  it('invalid_grant ends the session', () => {
    expect(refreshError(new ErrorResponse({ error: 'invalid_grant' }))).toBeInstanceOf(RefreshRefused);
  });

  it('no answer or a server fault: retry later, the session kept', () => {
    const cases: [unknown, string][] = [
      [new TypeError('Failed to fetch'), 'network'],
      [new ErrorTimeout('Network timed out'), 'timeout'],
      [new ErrorResponse({ error: 'temporarily_unavailable' }), 'server'],
      [new ErrorResponse({ error: 'server_error' }), 'server'],
      [new Error('Invalid response Content-Type: text/html, from URL: https://id.example.com/token'), 'server'],
    ];
    for (const [error, kind] of cases) {
      const sorted = refreshError(error);
      expect(sorted).toBeInstanceOf(ApiError);
      expect((sorted as ApiError).kind).toBe(kind);
      expect((sorted as ApiError).retryable).toBe(true);
    }
  });

  it('any other refusal pauses sync until the person signs in, with the provider’s reason', () => {
    const sorted = refreshError(new ErrorResponse({ error: 'invalid_client', error_description: 'client disabled' }));
    expect(sorted).toBeInstanceOf(ApiError);
    expect(sorted).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect((sorted as ApiError).info).toMatchObject({
      kind: 'api.unauthorized',
      detail: expect.stringMatching(/client disabled/),
    });
  });
});
