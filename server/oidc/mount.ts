/**
 * The built-in provider mounted under /oidc of the one node server: the login page and its form are ours
 * (provider.ts), everything else goes to oidc-provider with the prefix stripped and `originalUrl` kept, so
 * it builds its URLs under /oidc.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../db';
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

export interface MountOptions {
  db: DB;
  keys: ProviderKeys;
  issuer: string;
  extraRedirectUris: string[];
  idTokenTtlSeconds: number;
}

export type OidcHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void>;

export function mountDevProvider(options: MountOptions): OidcHandler {
  const redirectUris = [
    ...DEFAULT_REDIRECT_URIS,
    ...(process.env.FIREFOX_REDIRECT_URI ? [process.env.FIREFOX_REDIRECT_URI] : []),
    ...options.extraRedirectUris,
  ];
  const provider = createProvider({
    db: options.db,
    keys: options.keys,
    issuer: options.issuer,
    redirectUris: [...new Set(redirectUris)],
    idTokenTtlSeconds: options.idTokenTtlSeconds,
  });
  const callback = provider.callback();
  return async (req, res, pathname) => {
    if (await handleInteraction(provider, options.db, req, res, pathname)) return;
    const original = withConsentForOfflineAccess(req.url ?? '/');
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
    req.url = original.slice(OIDC_PREFIX.length) || '/';
    callback(req, res);
  };
}
