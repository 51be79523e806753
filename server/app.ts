/**
 * The reference server in one call: the store (migrated, catalog seeded on first start), the identity side (the
 * built-in provider at /oidc, or an external issuer's tokens), the Hono app for /api and the HTML pages, the
 * fault switch, rate limits and the digest scheduler, behind one node HTTP server.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { generateCatalog } from './catalog/generate';
import type { CacheLimits } from './catalog/result-cache';
import { CatalogStore } from './catalog/search';
import type { Catalog, JobSeed } from './catalog/seed-shapes';
import { devLoginRefusal } from './config';
import { createMailer, type Mailer } from './digests/mailer';
import { digestRunner } from './digests/scheduler';
import { createDispatcher } from './dispatch';
import { FaultSwitch } from './faults';
import { RateLimiter, type RateLimits } from './http/rate-limit';
import { createRoutes } from './http/routes';
import { listen } from './listen';
import { createExternalVerifier, type ExternalIssuer } from './oidc/external';
import { loadKeys } from './oidc/keys';
import { mountDevProvider } from './oidc/mount';
import { OIDC_PREFIX } from './oidc/provider';
import { CLIENT_ID, mintIdToken } from './oidc/tokens';
import { type Caller, createDevVerifier } from './oidc/verify';
import type { AccountLimits } from './store/account-limits';
import { identityRecorder } from './store/identities';
import { openStore } from './store/open';
import type { PostgresOptions } from './store/postgres/database';
import type { Store } from './store/store';

export interface StartOptions {
  host?: string;
  /** 0 = a free port. */
  port?: number;
  /** Digest mail, and with SQLite (no `postgres`) the database and the provider's keys. */
  dataDir: string;
  /** Keep everything in this PostgreSQL database instead (DATABASE_URL); several instances may share it. */
  postgres?: PostgresOptions;
  /** Enables `/__faults`. */
  faults?: boolean;
  /** Catalog size when seeding (first start only). Default 30,000. */
  jobs?: number;
  /** Seed this catalog instead of the generated one (first start only). */
  catalog?: Catalog;
  idTokenTtlSeconds?: number;
  /** The clock for the catalog, saved_at, alerts and digests (tokens use the real clock). */
  now?: () => Date;
  extraRedirectUris?: string[];
  /** Public origin when it differs from http://HOST:PORT (behind a proxy). */
  publicUrl?: string;
  /** SMTP URL for digests; default: `.eml` files in DATA_DIR/mail. */
  smtpUrl?: string;
  mailer?: Mailer;
  /** Run digests every `digestIntervalMs` (main.ts: every minute). Off by default. */
  digestIntervalMs?: number;
  /** Trust this identity provider's ID tokens; the built-in provider (and its login) is then off. */
  externalIssuer?: ExternalIssuer;
  /**
   * The built-in development login on a non-loopback address or behind a proxy (DEV_LOGIN=1); without it,
   * /oidc refuses forwarded requests and ones for a non-loopback host name (403).
   */
  devLogin?: boolean;
  /** Per-client limits; none unless given (main.ts always gives them). */
  rateLimits?: RateLimits;
  /** Bounds of the catalog's result cache. */
  cacheLimits?: CacheLimits;
  /** jobstar's service extension, announced and served (default); false: a seed-only service. */
  extensions?: boolean;
  /** What one account may keep (default ACCOUNT_LIMITS: 1,000 alerts, 50,000 stars). */
  accountLimits?: AccountLimits;
}

export interface RunningServer {
  url: string;
  /** The issuer whose tokens the API accepts (the built-in one at /oidc, or the external one). */
  issuer: string;
  clientId: string;
  dataDir: string;
  catalog: CatalogStore;
  close(): Promise<void>;
  /** A token of the built-in provider (accepted only while it is the issuer). */
  mintIdToken(email: string, opts?: { expiresInSeconds?: number }): Promise<string>;
  runDigests(): Promise<number>;
  /** Adds (or replaces) catalog jobs, e.g. to make something new for a digest test. */
  addJobs(jobs: JobSeed[]): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const refusal =
    options.externalIssuer || options.devLogin
      ? undefined
      : devLoginRefusal(host, options.publicUrl, options.rateLimits?.trustProxy);
  if (refusal) throw new Error(refusal);
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const store = await openStore({ dataDir, postgres: options.postgres });
  try {
    return await serve(store, { ...options, host, dataDir });
  } catch (error) {
    // A PostgreSQL pool left open would keep the process alive after a failed start.
    await store.close();
    throw error;
  }
}

async function serve(store: Store, options: StartOptions & { host: string }): Promise<RunningServer> {
  const { host, dataDir } = options;
  const now = options.now ?? (() => new Date());
  await store.catalog.seedIfEmpty(
    () => options.catalog ?? generateCatalog({ jobs: options.jobs ?? 30_000, now: now() }),
  );
  const catalog = await CatalogStore.open(store.catalog, options.cacheLimits);
  const keys = await loadKeys(store, dataDir);
  const server = await listen(host, options.port ?? 8787);
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const baseUrl = (options.publicUrl ?? `http://${urlHost}:${server.port}`).replace(/\/+$/, '');
  const devIssuer = `${baseUrl}${OIDC_PREFIX}`;
  const external = options.externalIssuer;
  const verify = identityVerifier(store, now, external, () => createDevVerifier(keys, devIssuer, CLIENT_ID));
  const oidc = external
    ? undefined
    : mountDevProvider({
        store,
        keys,
        issuer: devIssuer,
        extraRedirectUris: options.extraRedirectUris ?? [],
        idTokenTtlSeconds: options.idTokenTtlSeconds ?? 3600,
        devLogin: options.devLogin ?? false,
      });
  const extensions = options.extensions ?? true;
  const app = createRoutes({ store, catalog, verify, now, baseUrl, extensions, accountLimits: options.accountLimits });
  const limits = options.rateLimits;
  server.handle(
    createDispatcher({
      faults: options.faults ? new FaultSwitch() : undefined,
      oidc,
      hono: getRequestListener(app.fetch),
      extensions,
      limits: limits && {
        api: new RateLimiter(limits.api),
        signIn: new RateLimiter(limits.signIn),
        trustProxy: limits.trustProxy ?? false,
      },
    }),
  );
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: options.smtpUrl ?? process.env.SMTP_URL, mailDir: path.join(dataDir, 'mail'), now });
  const digests = digestRunner(
    { store, catalog, mailer, now, baseUrl, instanceId: randomUUID() },
    options.digestIntervalMs,
  );

  let closed: Promise<void> | undefined;
  return {
    url: baseUrl,
    issuer: external?.issuer ?? devIssuer,
    clientId: external?.audience ?? CLIENT_ID,
    dataDir,
    catalog,
    mintIdToken: (email, opts) => mintIdToken(store, keys, devIssuer, email, opts),
    runDigests: digests.run,
    addJobs: async (jobs) => {
      await store.catalog.upsertJobs(jobs);
      await catalog.reload();
    },
    close: () => {
      closed ??= (async () => {
        await digests.stop();
        await server.close();
        await store.close();
      })();
      return closed;
    },
  };
}

/** The external issuer's verifier (remembering each account's e-mail for digests), or the built-in one's. */
function identityVerifier(
  store: Store,
  now: () => Date,
  external: ExternalIssuer | undefined,
  dev: () => (token: string) => Promise<Caller>,
): (token: string) => Promise<Caller> {
  if (!external) return dev();
  const verify = createExternalVerifier(external);
  const remember = identityRecorder(store, () => now().getTime());
  return async (token) => {
    const caller = await verify(token);
    await remember(caller.sub, caller.email);
    return caller;
  };
}
