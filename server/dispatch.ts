/**
 * The one node request listener in front of everything: security headers on every answer, the fault switch
 * (tests), a declared body over the limit refused before it is read, per-client rate limits on everything but
 * /healthz, then /oidc to the built-in provider (when it is on) and the rest to Hono.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultSwitch } from './faults';
import { problemBody } from './http/problem';
import { clientAddress, type RateLimiter } from './http/rate-limit';
import { sizeInWords } from './http/request';
import { maxBody } from './jobstar/body-limit';
import type { OidcHandler } from './oidc/mount';
import { OIDC_PREFIX } from './oidc/provider';

/**
 * On every answer, HTML or not: no framing, no sniffing, no referrer. Pages style themselves inline and run
 * no script (JSON-LD is data, not script). `script-src` is there, allowing nothing ('report-sample' only
 * shapes violation reports), because oidc-provider appends the sha256 of its one inline script to an
 * existing `script-src`: the auto-submitting form it shows when another account signs in over a session.
 * No form-action: the login form's redirect chain ends at the extension's redirect URI, which a form-action
 * list would have to name.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'none'; script-src 'report-sample'; style-src 'unsafe-inline'; img-src 'self' data:; " +
    "base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

export interface DispatchDeps {
  faults?: FaultSwitch;
  /** The built-in provider; undefined when an external issuer is trusted. */
  oidc?: OidcHandler;
  hono: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  limits?: { api: RateLimiter; signIn: RateLimiter; trustProxy: boolean };
  /** jobstar's service extension is served (its batch of records has a larger body limit). */
  extensions?: boolean;
}

function refuse(res: ServerResponse, status: number, detail: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/problem+json', ...headers });
  res.end(JSON.stringify(problemBody(status, detail)));
}

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** True when the request was answered here: its declared body is over the limit (nothing is read). */
function tooLarge(req: IncomingMessage, res: ServerResponse, pathname: string, extensions: boolean): boolean {
  const max = maxBody(extensions, req.method, pathname);
  if (Number(req.headers['content-length'] ?? 0) <= max) return false;
  refuse(res, 413, `The body is larger than ${sizeInWords(max)}`);
  return true;
}

/**
 * True when the request was answered here: its client is over the rate limit of that part. The HTML pages run
 * the same catalog queries as /api, so they draw on the client's /api bucket; only /healthz (a balancer's
 * probe, which reads nothing) is free.
 */
function overLimit(req: IncomingMessage, res: ServerResponse, pathname: string, deps: DispatchDeps): boolean {
  const limiter =
    !deps.limits || pathname === '/healthz'
      ? undefined
      : isUnder(pathname, OIDC_PREFIX)
        ? deps.limits.signIn
        : deps.limits.api;
  const wait = limiter?.take(clientAddress(req, deps.limits?.trustProxy)) ?? 0;
  if (wait > 0) {
    refuse(res, 429, `Too many requests from this address; try again in ${wait} s`, { 'retry-after': String(wait) });
    return true;
  }
  return false;
}

export function createDispatcher(deps: DispatchDeps) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    void (async () => {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      if (tooLarge(req, res, pathname, deps.extensions ?? true)) return;
      if (deps.faults) {
        if (await deps.faults.control(req, res, pathname)) return;
        if (await deps.faults.apply(req, res, pathname)) return;
      }
      if (overLimit(req, res, pathname, deps)) return;
      if (deps.oidc && isUnder(pathname, OIDC_PREFIX)) return deps.oidc(req, res, pathname);
      await deps.hono(req, res);
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify(problemBody(500, 'Something went wrong')));
    });
  };
}
