/**
 * The built-in provider mounted under /oidc of the one node server: the login page and its form are ours
 * (provider.ts), everything else goes to oidc-provider with the prefix stripped and `originalUrl` kept, so
 * it builds its URLs under /oidc.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopback } from '../config';
import type { Store } from '../store/store';
import type { ProviderKeys } from './keys';
import { CHROME_REDIRECT_URI, createProvider, handleInteraction, OIDC_PREFIX } from './provider';

export const DEFAULT_REDIRECT_URIS = [CHROME_REDIRECT_URI, CHROME_REDIRECT_URI.replace(/\/$/, '')];

/**
 * oidc-provider follows OIDC Core §11: it drops `offline_access` unless the request has prompt=consent.
 * The extension asks for `offline_access` without a prompt, so an authorization request that does so gets
 * prompt=consent added here; the consent step is then completed automatically for the first-party client
 * (see provider.ts), so the user sees only the login page, and a refresh token is issued.
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

/** Headers a reverse proxy adds: a request carrying one came from somewhere else, whatever the socket says. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** The name part of a Host header: `127.0.0.1:8787` → `127.0.0.1`, `[::1]:8787` → `[::1]`. */
function hostName(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
}

/**
 * The development login is for the person at this machine: a request that came through a proxy, or was
 * addressed to a name other than a loopback one (the server reached under a public name), is not theirs.
 * Defence in depth beside config.ts, which refuses to start where the login could be reached; a proxy that
 * adds none of these headers and rewrites Host to the loopback address is not detectable here.
 */
function isDirectLoopbackRequest(req: IncomingMessage): boolean {
  if (PROXY_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  const host = req.headers.host;
  return host !== undefined && isLoopback(hostName(host));
}

const NOT_DIRECT_MESSAGE =
  'The development login answers only requests made directly to a loopback address (this one came through ' +
  'a proxy or was addressed to another host name). Set OIDC_ISSUER to sign in with a real identity ' +
  'provider, or start the server with DEV_LOGIN=1 to allow the development login from anywhere.\n';

export interface MountOptions {
  store: Store;
  keys: ProviderKeys;
  issuer: string;
  extraRedirectUris: string[];
  idTokenTtlSeconds: number;
  /** DEV_LOGIN=1: serve forwarded requests and other host names too. */
  devLogin: boolean;
}

export type OidcHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void>;

export function mountDevProvider(options: MountOptions): OidcHandler {
  const redirectUris = [
    ...DEFAULT_REDIRECT_URIS,
    ...(process.env.FIREFOX_REDIRECT_URI ? [process.env.FIREFOX_REDIRECT_URI] : []),
    ...options.extraRedirectUris,
  ];
  const provider = createProvider({
    store: options.store,
    keys: options.keys,
    issuer: options.issuer,
    redirectUris: [...new Set(redirectUris)],
    idTokenTtlSeconds: options.idTokenTtlSeconds,
  });
  const callback = provider.callback();
  return async (req, res, pathname) => {
    if (!options.devLogin && !isDirectLoopbackRequest(req)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(NOT_DIRECT_MESSAGE);
      return;
    }
    if (await handleInteraction(provider, options.store, req, res, pathname)) return;
    const original = withConsentForOfflineAccess(req.url ?? '/');
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
    req.url = original.slice(OIDC_PREFIX.length) || '/';
    callback(req, res);
  };
}
