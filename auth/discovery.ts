/**
 * The provider's discovery document, read through the client (which caches it), with the two ways a
 * configured issuer can be wrong told apart: nothing answers there, or something answers that is not
 * this OpenID provider.
 */
import { ErrorTimeout, type OidcClient, type OidcMetadata } from 'oidc-client-ts';
import { AuthError, authWords } from './errors';

/** `fetch` rejects with a TypeError when no HTTP answer came (offline, refused, DNS, CORS). */
export const isUnreachable = (error: unknown): boolean => error instanceof TypeError || error instanceof ErrorTimeout;

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

export type ProviderMetadata = OidcMetadata & { issuer: string; jwks_uri: string };

export async function discover(client: OidcClient, issuer: string): Promise<ProviderMetadata> {
  let metadata: Partial<OidcMetadata>;
  try {
    metadata = await client.metadataService.getMetadata();
  } catch (error) {
    if (isUnreachable(error))
      throw new AuthError('unreachable', authWords('unreachable', { issuer }), { cause: error });
    throw new AuthError('wrong_issuer', authWords('wrongIssuer', { issuer }), { cause: error });
  }
  if (
    typeof metadata.issuer !== 'string' ||
    typeof metadata.authorization_endpoint !== 'string' ||
    typeof metadata.token_endpoint !== 'string' ||
    typeof metadata.jwks_uri !== 'string'
  ) {
    throw new AuthError('wrong_issuer', authWords('wrongIssuer', { issuer }));
  }
  // OpenID Discovery §4.3: the document's issuer must be the one asked for; a slash at the end is forgiven.
  if (withoutTrailingSlash(metadata.issuer) !== withoutTrailingSlash(issuer)) {
    throw new AuthError('wrong_issuer', authWords('issuerMismatch', { issuer, actual: metadata.issuer }));
  }
  return metadata as ProviderMetadata;
}
