/**
 * `npm run -s token -- <email>` prints a valid ID token for that account, signed with the dev provider's
 * persisted key (DATA_DIR, or the database of DATABASE_URL), with the issuer of a server on HOST:PORT (or PUBLIC_URL), aud = the client id,
 * a stable sub per e-mail, email, and exp in 1 hour (ID_TOKEN_TTL seconds when set).
 */
import path from 'node:path';
import { postgresFromEnv } from './config';
import { EMAIL_PATTERN } from './oidc/accounts';
import { loadKeys } from './oidc/keys';
import { OIDC_PREFIX } from './oidc/provider';
import { mintIdToken } from './oidc/tokens';
import { openStore } from './store/open';

const email = process.argv[2];
if (!email || !EMAIL_PATTERN.test(email)) {
  console.error('Usage: npm run -s token -- <email>');
  process.exit(2);
}
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8787);
const base = (process.env.PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(
  /\/+$/,
  '',
);
const dataDir = path.resolve(process.env.DATA_DIR || './.data');
const store = await openStore({ dataDir, postgres: postgresFromEnv(process.env) });
const keys = await loadKeys(store, dataDir);
const ttl = process.env.ID_TOKEN_TTL ? Number(process.env.ID_TOKEN_TTL) : 3600;
const token = await mintIdToken(store, keys, `${base}${OIDC_PREFIX}`, email, { expiresInSeconds: ttl });
await store.close();
process.stdout.write(`${token}\n`);
