/**
 * Who may sign in, decided before the server starts. The development login (any e-mail is an account) is
 * on only where nobody else can reach it — a loopback HOST (and PUBLIC_URL, when set), with no reverse proxy
 * in front (TRUST_PROXY=1 says there is one, forwarding other machines' requests to the loopback address) —
 * or when DEV_LOGIN=1 says so explicitly. The provider itself also refuses forwarded requests (oidc/mount.ts). With OIDC_ISSUER and OIDC_AUDIENCE the server trusts that provider and its own is off.
 * Anything else on a public address is refused with a message naming both switches.
 */
import type { RateLimits } from './http/rate-limit';
import { DEFAULT_RATE_LIMITS } from './http/rate-limit';
import type { PostgresOptions } from './store/postgres/database';

export class ConfigError extends Error {}

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

/** Why the development login may not run here, or undefined when it may. */
export function devLoginRefusal(host: string, publicUrl: string | undefined, trustProxy = false): string | undefined {
  const publicHost = publicUrl ? new URL(publicUrl).hostname : undefined;
  const why = !isLoopback(host)
    ? `HOST=${host} is not a loopback address`
    : publicHost !== undefined && !isLoopback(publicHost)
      ? `PUBLIC_URL=${publicUrl} is not a loopback address`
      : trustProxy
        ? "TRUST_PROXY=1 says a reverse proxy forwards other machines' requests here"
        : undefined;
  if (!why) return undefined;
  return (
    `Refusing to start: ${why}, and the development login (anyone can sign in as any e-mail address) must ` +
    'not be reachable from other machines. Set OIDC_ISSUER (with OIDC_AUDIENCE) to trust your identity ' +
    'provider, or DEV_LOGIN=1 to run the development login anyway.'
  );
}

export interface Identity {
  externalIssuer?: { issuer: string; audience: string };
  devLogin: boolean;
  /** To print at start, loudly. */
  warnings: string[];
}

export function identityFromEnv(env: NodeJS.ProcessEnv, host: string, publicUrl: string | undefined): Identity {
  const issuer = env.OIDC_ISSUER?.trim();
  const audience = env.OIDC_AUDIENCE?.trim();
  const devLogin = env.DEV_LOGIN === '1';
  if (issuer) {
    if (!audience) {
      throw new ConfigError('OIDC_ISSUER is set but OIDC_AUDIENCE is not: set it to the client id of the extension.');
    }
    if (!/^https?:\/\//.test(issuer))
      throw new ConfigError(
        `OIDC_ISSUER must be an https:// (or, for a local test provider, http://) URL, not ${issuer}`,
      );
    const warnings = devLogin ? ['DEV_LOGIN=1 is ignored: OIDC_ISSUER is set, so the development login is off.'] : [];
    return { externalIssuer: { issuer, audience }, devLogin: false, warnings };
  }
  if (devLogin) {
    const banner = '!'.repeat(100);
    const warning =
      `${banner}\nDEV_LOGIN=1: the DEVELOPMENT LOGIN IS ON. Anyone who can reach this server can sign in as ANY ` +
      `e-mail address\nand read and change that account's data. Never run a shared or public server like this.\n${banner}`;
    return { devLogin: true, warnings: [warning] };
  }
  const refusal = devLoginRefusal(host, publicUrl, env.TRUST_PROXY === '1');
  if (refusal) throw new ConfigError(refusal);
  return { devLogin: false, warnings: [] };
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number of at least 1`);
  return value;
}

/** How often digests run (DIGEST_INTERVAL_MS, default a minute; tests run them sooner). */
export function digestIntervalFromEnv(env: NodeJS.ProcessEnv): number {
  return positiveInt(env, 'DIGEST_INTERVAL_MS', 60_000);
}

/** DATABASE_URL (with its pool size and statement timeout), or undefined: SQLite in DATA_DIR. */
export function postgresFromEnv(env: NodeJS.ProcessEnv): PostgresOptions | undefined {
  const url = env.DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  return {
    url,
    poolSize: positiveInt(env, 'DATABASE_POOL_SIZE', 10),
    statementTimeoutMs: positiveInt(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 5_000),
  };
}

export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits {
  return {
    api: positiveInt(env, 'RATE_LIMIT_API', DEFAULT_RATE_LIMITS.api),
    signIn: positiveInt(env, 'RATE_LIMIT_SIGNIN', DEFAULT_RATE_LIMITS.signIn),
    trustProxy: env.TRUST_PROXY === '1',
  };
}

/**
 * JOBSTAR_EXTENSIONS: `off` starts a service that follows only the seed (it announces and serves no
 * extension, as a third party's service would); `on` or unset offers jobstar's extension.
 */
export function extensionsFromEnv(env: NodeJS.ProcessEnv): boolean {
  const value = env.JOBSTAR_EXTENSIONS?.trim().toLowerCase();
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new ConfigError(`JOBSTAR_EXTENSIONS must be on or off, not ${env.JOBSTAR_EXTENSIONS}`);
}
