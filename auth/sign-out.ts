/**
 * Revoking the refresh token at sign-out (RFC 7009), when the provider's discovery lists a
 * `revocation_endpoint`. It is a courtesy to the provider: the tokens are already forgotten locally,
 * so a failure is logged and the wait is bounded. RFC 7009 §2.2 says the client ignores the body of the
 * answer, and providers do send empty `text/html` 200s, so only the status is read (oidc-client-ts's own
 * `revokeToken` refuses any answer that is not JSON).
 */
import type { OidcClient } from 'oidc-client-ts';

export const REVOKE_WAIT_MS = 5_000;

export type RevokingClient = Pick<OidcClient, 'metadataService' | 'settings'>;

export async function revokeRefreshToken(
  client: RevokingClient,
  refreshToken: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REVOKE_WAIT_MS);
  try {
    // Optional (`true`): a provider without revocation is simply not asked, with no warning at every sign-out.
    const endpoint = await client.metadataService.getRevocationEndpoint(true);
    if (!endpoint) return false;
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: refreshToken,
        token_type_hint: 'refresh_token',
        client_id: client.settings.client_id,
      }),
      signal: abort.signal,
    });
    await response.body?.cancel();
    if (!response.ok) console.warn(`jobstar: the sign-in service answered ${response.status} to the revocation`);
    return response.ok;
  } catch (error) {
    console.warn('jobstar: the sign-in service did not revoke the refresh token', error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
