/**
 * Revoking the refresh token at sign-out (RFC 7009), when the provider's discovery lists a
 * `revocation_endpoint`. It is a courtesy to the provider: the tokens are already forgotten locally,
 * so a failure is logged and the wait is bounded.
 */
import type { OidcClient } from 'oidc-client-ts';

export const REVOKE_WAIT_MS = 5_000;

export async function revokeRefreshToken(client: OidcClient, refreshToken: string): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (async () => {
    const endpoint = await client.metadataService.getRevocationEndpoint();
    if (!endpoint) return false;
    await client.revokeToken(refreshToken, 'refresh_token');
    return true;
  })();
  const gaveUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), REVOKE_WAIT_MS);
  });
  try {
    return await Promise.race([attempt, gaveUp]);
  } catch (error) {
    console.warn('jobstar: the sign-in service did not revoke the refresh token', error);
    return false;
  } finally {
    clearTimeout(timer);
    attempt.catch(() => undefined);
  }
}
