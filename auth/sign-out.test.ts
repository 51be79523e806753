import type { OidcClient } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_WAIT_MS, revokeRefreshToken } from './sign-out';

/** Just the two calls sign-out makes on the client. */
function client(endpoint: string | undefined, revoke: () => Promise<void>) {
  const revokeToken = vi.fn(revoke);
  const stub = {
    metadataService: { getRevocationEndpoint: async () => endpoint },
    revokeToken,
  } as unknown as OidcClient;
  return { stub, revokeToken };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('revoking the refresh token at sign-out', () => {
  it('revokes it as a refresh token where discovery lists a revocation endpoint', async () => {
    const { stub, revokeToken } = client('https://id.example.com/revoke', async () => undefined);
    expect(await revokeRefreshToken(stub, 'refresh-1')).toBe(true);
    expect(revokeToken).toHaveBeenCalledWith('refresh-1', 'refresh_token');
  });

  it('does not try where the provider offers no revocation', async () => {
    const { stub, revokeToken } = client(undefined, async () => undefined);
    expect(await revokeRefreshToken(stub, 'refresh-1')).toBe(false);
    expect(revokeToken).not.toHaveBeenCalled();
  });

  it('a failing provider does not fail the sign-out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { stub } = client('https://id.example.com/revoke', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await revokeRefreshToken(stub, 'refresh-1')).toBe(false);
  });

  it('a provider that does not answer is waited for a few seconds only', async () => {
    vi.useFakeTimers();
    const { stub } = client('https://id.example.com/revoke', () => new Promise<void>(() => undefined));
    const result = revokeRefreshToken(stub, 'refresh-1');
    await vi.advanceTimersByTimeAsync(REVOKE_WAIT_MS);
    expect(await result).toBe(false);
  });
});
