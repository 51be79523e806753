/**
 * The identity provider's signing keys and cookie secrets, persisted in DATA_DIR so tokens stay valid
 * across restarts and `npm run token` signs with the same key the server's JWKS publishes.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface ProviderKeys {
  /** Private JWKS (what oidc-provider signs with). */
  jwks: { keys: JWK[] };
  /** Public JWKS (what the API verifies with). */
  publicJwks: { keys: JWK[] };
  cookieKeys: string[];
}

const PUBLIC_FIELDS = ['kty', 'kid', 'use', 'alg', 'n', 'e', 'crv', 'x', 'y'] as const;

export function toPublicJwk(jwk: JWK): JWK {
  const out: JWK = {};
  for (const field of PUBLIC_FIELDS) if (jwk[field] !== undefined) (out as Record<string, unknown>)[field] = jwk[field];
  return out;
}

function writeOnce(file: string, content: string): void {
  try {
    fs.writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

export async function loadKeys(dataDir: string): Promise<ProviderKeys> {
  fs.mkdirSync(dataDir, { recursive: true });
  const jwksFile = path.join(dataDir, 'oidc-jwks.json');
  const cookieFile = path.join(dataDir, 'oidc-cookie-keys.json');
  if (!fs.existsSync(jwksFile)) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    jwk.kid = await calculateJwkThumbprint(jwk);
    jwk.alg = 'RS256';
    jwk.use = 'sig';
    writeOnce(jwksFile, `${JSON.stringify({ keys: [jwk] }, null, 2)}\n`);
  }
  if (!fs.existsSync(cookieFile)) {
    writeOnce(cookieFile, `${JSON.stringify([randomBytes(32).toString('base64url')])}\n`);
  }
  const jwks = JSON.parse(fs.readFileSync(jwksFile, 'utf8')) as { keys: JWK[] };
  const cookieKeys = JSON.parse(fs.readFileSync(cookieFile, 'utf8')) as string[];
  return { jwks, publicJwks: { keys: jwks.keys.map(toPublicJwk) }, cookieKeys };
}
