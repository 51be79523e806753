/**
 * ID token verification for `/api/me/*` (§5), the same rules whoever issued the token: the signature
 * against the issuer's keys, `iss`, `aud`, `exp`, and `iat`/`nbf` not in the future beyond a small skew
 * (jose checks `nbf` and `exp`; it checks `iat` only against a maximum age, so that is done here). The
 * caller's account key is the subject: for the built-in provider its `sub` (the server is the issuer), for an
 * external issuer `<iss>#<sub>` (an issuer URL has no fragment, so the pair cannot collide).
 */
import { createLocalJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { ProviderKeys } from './keys';

/** Clocks of the provider and this server may differ by this much (seconds). */
export const CLOCK_SKEW_SECONDS = 60;

/** Asymmetric algorithms only: a token signed with a shared secret (HS*) or none is never accepted. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

export interface Caller {
  /** The account key the per-user data is stored under. */
  sub: string;
  email: string | undefined;
}

export interface Expectation {
  issuer: string;
  audience: string;
  /** External issuers: the account key includes the issuer. */
  keyWithIssuer: boolean;
}

export async function verifyIdToken(token: string, keys: JWTVerifyGetKey, expect: Expectation): Promise<Caller> {
  const { payload } = await jwtVerify<JWTPayload & { email?: unknown; email_verified?: unknown }>(token, keys, {
    issuer: expect.issuer,
    audience: expect.audience,
    algorithms: ALGORITHMS,
    requiredClaims: ['exp', 'sub', 'iat'],
    clockTolerance: CLOCK_SKEW_SECONDS,
  });
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.iat !== 'number' || payload.iat > now + CLOCK_SKEW_SECONDS) {
    throw new errors.JWTClaimValidationFailed('"iat" is in the future', payload, 'iat', 'check_failed');
  }
  const sub = payload.sub!;
  // The digest goes to this address, so it is kept only when the provider vouches for it: `email_verified` the
  // boolean true; absent, false or the string "false" leaves the account without one.
  const email = typeof payload.email === 'string' && payload.email_verified === true ? payload.email : undefined;
  return { sub: expect.keyWithIssuer ? `${payload.iss}#${sub}` : sub, email };
}

/** The built-in provider's tokens: its own persisted keys, its issuer, the extension's client id. */
export function createDevVerifier(keys: ProviderKeys, issuer: string, audience: string) {
  const jwks = createLocalJWKSet(keys.publicJwks as Parameters<typeof createLocalJWKSet>[0]);
  return (token: string) => verifyIdToken(token, jwks, { issuer, audience, keyWithIssuer: false });
}
