/**
 * Verifies an ID token against the keys the provider publishes at `jwks_uri` (cached by the client).
 * A signature that matches none of the cached keys is tried once more with freshly fetched keys, since
 * providers rotate them.
 */
import type { OidcClient } from 'oidc-client-ts';
import { type IdTokenClaims, IdTokenError, type VerifyOptions, verifyIdToken } from './id-token';

export async function verifyWithProviderKeys(
  client: OidcClient,
  token: string,
  options: Omit<VerifyOptions, 'keys'>,
): Promise<IdTokenClaims> {
  const keys = async () => (await client.metadataService.getSigningKeys()) ?? [];
  try {
    return await verifyIdToken(token, { ...options, keys: await keys() });
  } catch (error) {
    if (!(error instanceof IdTokenError && error.check === 'signature')) throw error;
    client.metadataService.resetSigningKeys();
    return verifyIdToken(token, { ...options, keys: await keys() });
  }
}
