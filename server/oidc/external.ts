/**
 * Trusting an external identity provider (OIDC_ISSUER, OIDC_AUDIENCE): its discovery document gives the
 * JWKS URL; jose's remote key set caches the keys and fetches them again when a token names a key it does
 * not know (key rotation), at most once per cooldown. Discovery is fetched on first use and again after a
 * failure, so a provider that is down at start does not keep the server from starting.
 */
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { type Caller, verifyIdToken } from './verify';

export interface ExternalIssuer {
  issuer: string;
  audience: string;
  /** After a key fetch, no other for this long, even for an unknown key id (jose's cooldown). Default 30 s. */
  keysCooldownMs?: number;
}

/** jose's codes for a key set that could not be fetched or read (a fetch that failed outright has none). */
const KEYS_UNREACHABLE = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

/** Raised when the provider cannot be reached: the token may be fine, so this is not a 401. */
export class IssuerUnavailable extends Error {
  readonly code = 'ERR_ISSUER_UNAVAILABLE';
}

async function discover(issuer: string, fetchImpl: typeof fetch): Promise<URL> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let document: { issuer?: unknown; jwks_uri?: unknown };
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    document = (await response.json()) as typeof document;
  } catch (error) {
    throw new IssuerUnavailable(`The identity provider's discovery document (${url}) could not be read: ${error}`);
  }
  // OIDC Discovery §4.3: the document's issuer must be exactly the one configured.
  if (document.issuer !== issuer) {
    throw new IssuerUnavailable(`Discovery at ${url} names the issuer ${String(document.issuer)}, not ${issuer}`);
  }
  if (typeof document.jwks_uri !== 'string') throw new IssuerUnavailable(`Discovery at ${url} has no jwks_uri`);
  return new URL(document.jwks_uri);
}

export function createExternalVerifier(
  config: ExternalIssuer,
  fetchImpl: typeof fetch = fetch,
): (token: string) => Promise<Caller> {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const keySet = () => {
    keys ??= discover(config.issuer, fetchImpl).then((jwksUri) =>
      createRemoteJWKSet(jwksUri, {
        cacheMaxAge: 10 * 60_000,
        cooldownDuration: config.keysCooldownMs ?? 30_000,
        timeoutDuration: 10_000,
      }),
    );
    keys.catch(() => {
      keys = undefined;
    });
    return keys;
  };
  return async (token) => {
    const jwks = await keySet();
    try {
      return await verifyIdToken(token, jwks, {
        issuer: config.issuer,
        audience: config.audience,
        keyWithIssuer: true,
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === undefined || KEYS_UNREACHABLE.has(code)) {
        throw new IssuerUnavailable(`The identity provider's keys could not be fetched: ${(error as Error).message}`);
      }
      throw error;
    }
  };
}
