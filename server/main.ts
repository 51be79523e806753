/**
 * `npm run server`: the reference server on HOST:PORT (default 127.0.0.1:8787) with its data in DATA_DIR
 * (default ./.data). Flags: `--faults` enables the fault switch, `--jobs N` sets the catalog size seeded on
 * first start (default 30000). Digests run every minute (DIGEST_INTERVAL_MS). SIGINT/SIGTERM close it gracefully. Who may sign
 * in (OIDC_ISSUER/OIDC_AUDIENCE, DEV_LOGIN) and the rate limits come from the environment (config.ts); a
 * configuration that would expose the development login is refused before anything starts.
 */
import { startServer } from './app';
import {
  ConfigError,
  digestIntervalFromEnv,
  extensionsFromEnv,
  identityFromEnv,
  postgresFromEnv,
  rateLimitsFromEnv,
} from './config';

function parseArgs(argv: string[]): { faults: boolean; jobs?: number } {
  let faults = false;
  let jobs: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--faults') faults = true;
    else if (arg === '--jobs' || arg.startsWith('--jobs=')) {
      const value = arg.includes('=') ? arg.slice('--jobs='.length) : argv[++i];
      const count = Number(value);
      if (!Number.isInteger(count) || count < 10) {
        console.error('--jobs needs a whole number of at least 10');
        process.exit(2);
      }
      jobs = count;
    } else {
      console.error(`Unknown argument: ${arg}\nUsage: npm run server -- [--faults] [--jobs N]`);
      process.exit(2);
    }
  }
  return { faults, jobs };
}

const { faults, jobs } = parseArgs(process.argv.slice(2));
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8787);
const ttl = process.env.ID_TOKEN_TTL ? Number(process.env.ID_TOKEN_TTL) : undefined;
const publicUrl = process.env.PUBLIC_URL || undefined;

function configure() {
  try {
    return {
      identity: identityFromEnv(process.env, host, publicUrl),
      rateLimits: rateLimitsFromEnv(process.env),
      postgres: postgresFromEnv(process.env),
      extensions: extensionsFromEnv(process.env),
      digestIntervalMs: digestIntervalFromEnv(process.env),
    };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const { identity, rateLimits, postgres, extensions, digestIntervalMs } = configure();
for (const warning of identity.warnings) console.error(warning);

const server = await startServer({
  host,
  port,
  dataDir: process.env.DATA_DIR || './.data',
  postgres,
  faults,
  jobs,
  idTokenTtlSeconds: ttl && ttl > 0 ? ttl : undefined,
  publicUrl,
  digestIntervalMs,
  externalIssuer: identity.externalIssuer,
  devLogin: identity.devLogin,
  rateLimits,
  extensions,
});
console.log(`jobstar server listening on ${server.url}`);
console.log(
  identity.externalIssuer
    ? `trusting ID tokens of ${server.issuer} for audience ${server.clientId}; the development login is off`
    : `development login at ${server.issuer} (any e-mail address is an account)`,
);
if (faults) console.log('fault switch enabled at /__faults');
if (!extensions)
  console.log("JOBSTAR_EXTENSIONS=off: seed only, jobstar's service extension is neither announced nor served");

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
  setTimeout(() => process.exit(1), 5_000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
