/**
 * The reference server in one call: SQLite (migrated, catalog seeded on first start), oidc-provider at
 * /oidc, the Hono app for /api and the HTML pages, the fault switch and the digest scheduler. One plain
 * node `http` server routes `/oidc/*` to the provider (with the prefix stripped and `originalUrl` kept, so
 * the provider builds its URLs under /oidc) and everything else to Hono.
 */
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { CatalogStore } from './catalog/search';
import { insertJobs, seedIfEmpty } from './catalog/seed';
import type { Catalog, JobSeed } from './catalog/seed-shapes';
import { openDatabase } from './db';
import { createMailer, type Mailer } from './digests/mailer';
import { runDigests } from './digests/scheduler';
import { FaultSwitch } from './faults';
import { createApi } from './http/api';
import { createPages } from './http/pages';
import { problemBody } from './http/problem';
import { loadKeys } from './oidc/keys';
import { CHROME_REDIRECT_URI, createProvider, handleInteraction, OIDC_PREFIX } from './oidc/provider';
import { CLIENT_ID, createVerifier, mintIdToken } from './oidc/tokens';

export interface StartOptions {
  host?: string;
  /** 0 = a free port. */
  port?: number;
  dataDir: string;
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
}

export interface RunningServer {
  url: string;
  issuer: string;
  clientId: string;
  dataDir: string;
  close(): Promise<void>;
  mintIdToken(email: string, opts?: { expiresInSeconds?: number }): Promise<string>;
  runDigests(): Promise<number>;
  /** Adds (or replaces) catalog jobs, e.g. to make something new for a digest test. */
  addJobs(jobs: JobSeed[]): void;
}

/**
 * oidc-provider follows OIDC Core §11: it drops `offline_access` unless the request has prompt=consent.
 * The extension asks for `offline_access` without a prompt, so an authorization request that does so gets
 * prompt=consent added here; the consent step is then completed automatically for the first-party client
 * (see oidc/provider.ts), so the user sees only the login page, and a refresh token is issued.
 */
export function withConsentForOfflineAccess(url: string): string {
  const [pathname, search = ''] = url.split('?');
  if (pathname !== `${OIDC_PREFIX}/auth`) return url;
  const params = new URLSearchParams(search);
  const scopes = (params.get('scope') ?? '').split(' ');
  if (!scopes.includes('offline_access') || params.has('prompt')) return url;
  params.set('prompt', 'consent');
  return `${pathname}?${params}`;
}

export const DEFAULT_REDIRECT_URIS = [CHROME_REDIRECT_URI, CHROME_REDIRECT_URI.replace(/\/$/, '')];

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? (() => new Date());
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(dataDir);
  seedIfEmpty(db, { jobs: options.jobs, now: now(), catalog: options.catalog });
  const catalog = new CatalogStore(db);
  const keys = await loadKeys(dataDir);
  const faults = options.faults ? new FaultSwitch() : undefined;

  // Listen first: the issuer needs the real port.
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503).end();
  };
  const server = http.createServer((req, res) => handler(req, res));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const baseUrl = (options.publicUrl ?? `http://${urlHost}:${address.port}`).replace(/\/+$/, '');
  const issuer = `${baseUrl}${OIDC_PREFIX}`;

  const redirectUris = [
    ...DEFAULT_REDIRECT_URIS,
    ...(process.env.FIREFOX_REDIRECT_URI ? [process.env.FIREFOX_REDIRECT_URI] : []),
    ...(options.extraRedirectUris ?? []),
  ];
  const provider = createProvider({
    db,
    keys,
    issuer,
    redirectUris: [...new Set(redirectUris)],
    idTokenTtlSeconds: options.idTokenTtlSeconds ?? 3600,
  });
  const oidc = provider.callback();
  const verify = createVerifier(keys, issuer);

  const app = new Hono();
  const { api, invalidateOptions } = createApi({ db, catalog, verify, now, baseUrl });
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.route('/api', api);
  app.route('/', createPages({ catalog, now, baseUrl }));
  app.notFound((c) =>
    c.body(JSON.stringify(problemBody(404, 'Not found')), 404, { 'content-type': 'application/problem+json' }),
  );
  app.onError((error, c) => {
    console.error(error);
    return c.body(JSON.stringify(problemBody(500, 'Something went wrong')), 500, {
      'content-type': 'application/problem+json',
    });
  });
  const honoListener = getRequestListener(app.fetch);

  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  handler = (req, res) => {
    void (async () => {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      if (faults) {
        if (await faults.control(req, res, pathname)) return;
        if (await faults.apply(req, res, pathname)) return;
      }
      if (pathname === OIDC_PREFIX || pathname.startsWith(`${OIDC_PREFIX}/`)) {
        if (await handleInteraction(provider, db, req, res, pathname)) return;
        const original = withConsentForOfflineAccess(req.url ?? '/');
        (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
        req.url = original.slice(OIDC_PREFIX.length) || '/';
        oidc(req, res);
        return;
      }
      await honoListener(req, res);
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify(problemBody(500, 'Something went wrong')));
    });
  };

  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: options.smtpUrl ?? process.env.SMTP_URL, mailDir: path.join(dataDir, 'mail'), now });
  let digestRunning: Promise<number> | undefined;
  const digests = () => {
    digestRunning ??= runDigests({ db, catalog, mailer, now, baseUrl }).finally(() => {
      digestRunning = undefined;
    });
    return digestRunning;
  };
  const timer = options.digestIntervalMs
    ? setInterval(() => {
        digests().catch((error: unknown) => console.error('digest run failed', error));
      }, options.digestIntervalMs)
    : undefined;
  timer?.unref();

  let closed: Promise<void> | undefined;
  return {
    url: baseUrl,
    issuer,
    clientId: CLIENT_ID,
    dataDir,
    mintIdToken: (email, opts) => mintIdToken(db, keys, issuer, email, opts),
    runDigests: digests,
    addJobs: (jobs) => {
      insertJobs(db, jobs);
      catalog.reload();
      invalidateOptions();
    },
    close: () => {
      closed ??= (async () => {
        if (timer) clearInterval(timer);
        await digestRunning?.catch(() => undefined);
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          setTimeout(() => {
            for (const socket of sockets) socket.destroy();
          }, 1_000).unref();
        });
        db.close();
      })();
      return closed;
    },
  };
}
