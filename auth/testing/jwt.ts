/** For tests: a signing key pair and JWTs signed with it (WebCrypto, as the extension verifies them). */
import type { Jwk } from '../id-token';

const encoder = new TextEncoder();
const base64Url = (bytes: Uint8Array): string =>
  Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jsonPart = (value: unknown): string => base64Url(encoder.encode(JSON.stringify(value)));

export interface TestSigner {
  alg: 'RS256' | 'ES256';
  kid: string;
  publicJwk: Jwk;
  sign(claims: Record<string, unknown>, header?: Record<string, unknown>): Promise<string>;
}

export async function createSigner(alg: 'RS256' | 'ES256' = 'RS256', kid = `key-${alg}`): Promise<TestSigner> {
  const params =
    alg === 'RS256'
      ? { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }
      : { name: 'ECDSA', namedCurve: 'P-256' };
  const pair = (await crypto.subtle.generateKey(params, true, ['sign', 'verify'])) as CryptoKeyPair;
  const exported = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const publicJwk: Jwk = { ...exported, kid, alg, use: 'sig' };
  return {
    alg,
    kid,
    publicJwk,
    async sign(claims, header = {}) {
      const input = `${jsonPart({ alg, typ: 'JWT', kid, ...header })}.${jsonPart(claims)}`;
      const signature = await crypto.subtle.sign(
        alg === 'RS256' ? { name: 'RSASSA-PKCS1-v1_5' } : { name: 'ECDSA', hash: 'SHA-256' },
        pair.privateKey,
        encoder.encode(input),
      );
      return `${input}.${base64Url(new Uint8Array(signature))}`;
    },
  };
}

/** An unsigned JWT: enough where only the claims are read (expiry decisions). */
export function unsignedJwt(claims: Record<string, unknown>): string {
  return `${jsonPart({ alg: 'none' })}.${jsonPart(claims)}.`;
}
