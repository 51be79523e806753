/**
 * ID tokens outside the browser flow (`npm run token`, tests) and their verification for `/api/me/*`.
 * Both use the provider's persisted keys, so a minted token and one from the code flow are alike.
 */
import { createLocalJWKSet, importJWK, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { DB } from '../db';
import { ensureAccount } from './accounts';
import type { ProviderKeys } from './keys';

export const CLIENT_ID = 'jobstar-extension';

export async function mintIdToken(
  db: DB,
  keys: ProviderKeys,
  issuer: string,
  email: string,
  options: { expiresInSeconds?: number } = {},
): Promise<string> {
  const account = ensureAccount(db, email);
  const jwk = keys.jwks.keys[0]!;
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresInSeconds ?? 3600;
  return new SignJWT({ email: account.email, email_verified: true, name: account.name })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(CLIENT_ID)
    .setSubject(account.sub)
    .setIssuedAt(expiresIn > 0 ? now : now + expiresIn - 60)
    .setExpirationTime(now + expiresIn)
    .sign(key);
}

export interface Caller {
  sub: string;
  email: string | undefined;
}

export function createVerifier(keys: ProviderKeys, issuer: string) {
  const jwks = createLocalJWKSet(keys.publicJwks as Parameters<typeof createLocalJWKSet>[0]);
  return async (token: string): Promise<Caller> => {
    const { payload } = await jwtVerify<JWTPayload & { email?: string }>(token, jwks, {
      issuer,
      audience: CLIENT_ID,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'sub'],
      clockTolerance: 5,
    });
    return { sub: payload.sub!, email: typeof payload.email === 'string' ? payload.email : undefined };
  };
}
