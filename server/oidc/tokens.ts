/**
 * ID tokens outside the browser flow (`npm run token`, tests), signed with the provider's persisted keys, so
 * a minted token and one from the code flow are alike.
 */
import { importJWK, SignJWT } from 'jose';
import type { Store } from '../store/store';
import { ensureAccount } from './accounts';
import type { ProviderKeys } from './keys';

export const CLIENT_ID = 'jobstar-extension';

export async function mintIdToken(
  store: Store,
  keys: ProviderKeys,
  issuer: string,
  email: string,
  options: { expiresInSeconds?: number } = {},
): Promise<string> {
  const account = await ensureAccount(store, email);
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
