/**
 * The ID token is the API's bearer (§5), so jobstar checks it before keeping it: oidc-client-ts checks
 * state, nonce and `sub`, but not the signature, issuer, audience or expiry. Those are checked here with
 * WebCrypto against the provider's published keys (OIDC Core §3.1.3.7).
 */
import { z } from 'zod';
import { lazySchema } from '../api/contract/lazy-schema';
import type { AccountInfo } from '../model/account';

export const IdTokenClaims = lazySchema(() =>
  z.looseObject({
    iss: z.string().min(1),
    sub: z.string().min(1),
    aud: z.union([z.string(), z.array(z.string())]),
    exp: z.number(),
    iat: z.number().optional(),
    nbf: z.number().optional(),
    nonce: z.string().optional(),
    azp: z.string().optional(),
    email: z.string().optional(),
    /** Read as it comes: only the boolean true vouches for `email` (a string "false" is not a no to trust). */
    email_verified: z.unknown().optional(),
    name: z.string().optional(),
  }),
);
export type IdTokenClaims = z.infer<typeof IdTokenClaims>;

/**
 * The account a verified token names. `emailVerified` is true only when the provider says so with the boolean
 * true, as the service decides whether the address gets digests (server/oidc/verify.ts).
 */
export const accountOf = (claims: IdTokenClaims): AccountInfo => ({
  issuer: claims.iss,
  subject: claims.sub,
  email: claims.email,
  emailVerified: claims.email_verified === true,
  name: claims.name,
});

const JwsHeader = lazySchema(() => z.looseObject({ alg: z.string(), kid: z.string().optional() }));

/** Which check failed: a `signature` failure may mean the provider rotated its keys. */
export type IdTokenCheck = 'format' | 'signature' | 'claims';

export class IdTokenError extends Error {
  override readonly name = 'IdTokenError';

  constructor(
    message: string,
    readonly check: IdTokenCheck = 'claims',
  ) {
    super(message);
  }
}

function base64UrlBytes(part: string): Uint8Array<ArrayBuffer> {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function jsonPart(part: string | undefined): unknown {
  if (!part) throw new IdTokenError('not a JWT', 'format');
  try {
    return JSON.parse(new TextDecoder().decode(base64UrlBytes(part)));
  } catch {
    throw new IdTokenError('not a JWT', 'format');
  }
}

/** The claims without any check: for reading `exp` of a token that was verified when it was stored. */
export function decodeIdToken(token: string): IdTokenClaims {
  const parsed = IdTokenClaims.safeParse(jsonPart(token.split('.')[1]));
  if (!parsed.success) throw new IdTokenError('the ID token lacks iss, sub, aud or exp', 'format');
  return parsed.data;
}

/** Epoch milliseconds at which the token stops being accepted. */
export const expiresAt = (token: string): number => decodeIdToken(token).exp * 1000;

interface Algorithm {
  importParams: RsaHashedImportParams | EcKeyImportParams;
  verifyParams: AlgorithmIdentifier | RsaPssParams | EcdsaParams;
  kty: 'RSA' | 'EC';
}

/** Asymmetric algorithms only: `none` and HMAC (a shared secret a public client cannot hold) are refused. */
const ALGORITHMS: Record<string, Algorithm> = Object.fromEntries(
  ([256, 384, 512] as const).flatMap((bits) => {
    const hash = `SHA-${bits}`;
    const curve = bits === 512 ? 'P-521' : `P-${bits}`;
    return [
      [
        `RS${bits}`,
        {
          kty: 'RSA',
          importParams: { name: 'RSASSA-PKCS1-v1_5', hash },
          verifyParams: { name: 'RSASSA-PKCS1-v1_5' },
        },
      ],
      [
        `PS${bits}`,
        {
          kty: 'RSA',
          importParams: { name: 'RSA-PSS', hash },
          verifyParams: { name: 'RSA-PSS', saltLength: bits / 8 },
        },
      ],
      [
        `ES${bits}`,
        { kty: 'EC', importParams: { name: 'ECDSA', namedCurve: curve }, verifyParams: { name: 'ECDSA', hash } },
      ],
    ];
  }),
);

/** A JWK as a provider's `jwks_uri` lists it (oidc-client-ts's `getSigningKeys()`). */
export type Jwk = Record<string, unknown>;

async function verifySignature(token: string, keys: readonly Jwk[]): Promise<void> {
  const [headerPart, payloadPart, signaturePart] = token.split('.');
  if (!headerPart || !payloadPart || signaturePart === undefined) throw new IdTokenError('not a JWT', 'format');
  const header = JwsHeader.safeParse(jsonPart(headerPart));
  if (!header.success) throw new IdTokenError('the ID token has no algorithm', 'format');
  const algorithm = ALGORITHMS[header.data.alg];
  if (!algorithm)
    throw new IdTokenError(`the ID token is signed with ${header.data.alg}, which jobstar does not accept`, 'format');
  const candidates = keys.filter(
    (key) =>
      key.kty === algorithm.kty &&
      key.use !== 'enc' &&
      (header.data.kid === undefined || key.kid === header.data.kid) &&
      (key.alg === undefined || key.alg === header.data.alg),
  );
  const data = new TextEncoder().encode(`${headerPart}.${payloadPart}`);
  const signature = base64UrlBytes(signaturePart);
  for (const jwk of candidates) {
    // Only the key material: WebCrypto refuses a JWK whose `alg`/`use`/`key_ops` disagree with the import.
    const material: JsonWebKey =
      algorithm.kty === 'RSA'
        ? { kty: 'RSA', n: String(jwk.n), e: String(jwk.e) }
        : { kty: 'EC', crv: String(jwk.crv), x: String(jwk.x), y: String(jwk.y) };
    let key: CryptoKey;
    try {
      key = await crypto.subtle.importKey('jwk', material, algorithm.importParams, false, ['verify']);
    } catch {
      continue;
    }
    if (await crypto.subtle.verify(algorithm.verifyParams, key, signature, data)) return;
  }
  throw new IdTokenError('the ID token signature does not match the provider’s keys', 'signature');
}

/**
 * How far ahead of this computer's clock a token's `iat` or `nbf` may be: providers' clocks drift a little, but a
 * token from further in the future was minted wrongly (or replayed from a forged clock) and is refused.
 */
export const CLOCK_SKEW_MS = 120_000;

export interface VerifyOptions {
  /** The `issuer` of the provider's discovery document. */
  issuer: string;
  clientId: string;
  keys: readonly Jwk[];
  now: number;
  /** The nonce sent with the sign-in request; absent on refresh. */
  nonce?: string;
  /** On refresh: the subject must stay the same person. */
  subject?: string;
}

export async function verifyIdToken(token: string, options: VerifyOptions): Promise<IdTokenClaims> {
  const claims = decodeIdToken(token);
  await verifySignature(token, options.keys);
  if (claims.iss !== options.issuer) throw new IdTokenError(`the ID token was issued by ${claims.iss}`);
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : claims.aud;
  if (!audiences.includes(options.clientId)) throw new IdTokenError('the ID token is meant for another application');
  if (claims.azp !== undefined && claims.azp !== options.clientId) {
    throw new IdTokenError('the ID token was requested by another application');
  }
  if (claims.exp * 1000 <= options.now) {
    throw new IdTokenError('the ID token has already expired; is this computer’s clock right?');
  }
  for (const claim of ['iat', 'nbf'] as const) {
    const at = claims[claim];
    if (at !== undefined && at * 1000 > options.now + CLOCK_SKEW_MS) {
      throw new IdTokenError(
        claim === 'iat'
          ? 'the ID token says it was issued in the future; is this computer’s clock right?'
          : 'the ID token is not valid yet; is this computer’s clock right?',
      );
    }
  }
  if (options.nonce !== undefined && claims.nonce !== options.nonce) {
    throw new IdTokenError('the ID token answers another sign-in');
  }
  if (options.subject !== undefined && claims.sub !== options.subject) {
    throw new IdTokenError('the renewed ID token names another person');
  }
  return claims;
}
