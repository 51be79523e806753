/**
 * The identity provider's signing keys and cookie secrets, kept by the store (SQLite: files in DATA_DIR;
 * PostgreSQL: the database, so every instance signs and verifies alike) so that tokens stay valid across
 * restarts and `npm run token` signs with the same key the server's JWKS publishes.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { KeyMaterial, Store } from '../store/store';

export interface ProviderKeys extends KeyMaterial {
  /** Public JWKS (what the API verifies with). */
  publicJwks: { keys: JWK[] };
}

const PUBLIC_FIELDS = ['kty', 'kid', 'use', 'alg', 'n', 'e', 'crv', 'x', 'y'] as const;

export function toPublicJwk(jwk: JWK): JWK {
  const out: JWK = {};
  for (const field of PUBLIC_FIELDS) if (jwk[field] !== undefined) (out as Record<string, unknown>)[field] = jwk[field];
  return out;
}

const JWKS_FILE = 'oidc-jwks.json';
const COOKIE_FILE = 'oidc-cookie-keys.json';

/** The key files of a data directory, when both are there. */
export function readKeyFiles(dataDir: string): KeyMaterial | undefined {
  const jwksFile = path.join(dataDir, JWKS_FILE);
  const cookieFile = path.join(dataDir, COOKIE_FILE);
  if (!fs.existsSync(jwksFile) || !fs.existsSync(cookieFile)) return undefined;
  return {
    jwks: JSON.parse(fs.readFileSync(jwksFile, 'utf8')) as { keys: JWK[] },
    cookieKeys: JSON.parse(fs.readFileSync(cookieFile, 'utf8')) as string[],
  };
}

/** Writes the files that are missing (0600); a file another process wrote first is kept. */
export function writeKeyFiles(dataDir: string, keys: KeyMaterial): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const writeOnce = (file: string, content: string) => {
    try {
      fs.writeFileSync(path.join(dataDir, file), content, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  };
  writeOnce(JWKS_FILE, `${JSON.stringify(keys.jwks, null, 2)}\n`);
  writeOnce(COOKIE_FILE, `${JSON.stringify(keys.cookieKeys)}\n`);
}

export async function newKeyMaterial(): Promise<KeyMaterial> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  jwk.kid = await calculateJwkThumbprint(jwk);
  jwk.alg = 'RS256';
  jwk.use = 'sig';
  return { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
}

/**
 * The store's keys; the first time, DATA_DIR's key files when it has them (a server moved from SQLite to
 * PostgreSQL keeps its issuer's keys), else new ones.
 */
export async function loadKeys(store: Store, dataDir: string): Promise<ProviderKeys> {
  const keys = await store.providerKeys(async () => readKeyFiles(dataDir) ?? (await newKeyMaterial()));
  return { ...keys, publicJwks: { keys: keys.jwks.keys.map(toPublicJwk) } };
}
