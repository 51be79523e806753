/**
 * The digest address is the token's `email` only when the provider vouches for it: `email_verified` the boolean
 * true. Absent, the boolean false and the string "false" (a provider that sends its claims as strings) leave the
 * account without one.
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyIdToken } from './verify';

const ISSUER = 'https://id.example';
const AUDIENCE = 'jobstar-extension';

async function verifierAndSigner() {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
  const keys = createLocalJWKSet({ keys: [jwk] });
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject('dana')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  const emailOf = async (claims: Record<string, unknown>) =>
    (await verifyIdToken(await sign(claims), keys, { issuer: ISSUER, audience: AUDIENCE, keyWithIssuer: true })).email;
  return emailOf;
}

describe('the address a token gives the account', () => {
  it.each([
    ['absent', {}, undefined],
    ['the string "false"', { email_verified: 'false' }, undefined],
    ['false', { email_verified: false }, undefined],
    ['the string "true"', { email_verified: 'true' }, undefined],
    ['true', { email_verified: true }, 'dana@example.com'],
  ])('email_verified %s', async (_name, verified, expected) => {
    const emailOf = await verifierAndSigner();
    expect(await emailOf({ email: 'dana@example.com', ...verified })).toBe(expected);
  });
});
