/**
 * oidc-client-ts's `OidcClient` set up for an extension's service worker: authorization code with PKCE
 * (S256, the library's default), the browser's identity redirect URL, a `storage.session` state store
 * instead of localStorage, and nothing that needs `window` (no UserManager: no silent renew, no session
 * monitor, no popup or iframe navigators). The client caches discovery and keys, so one is kept per
 * configuration.
 */
import { OidcClient, type StateStore } from 'oidc-client-ts';
import type { Settings } from '../model/settings';

/** `offline_access` asks for a refresh token, so a browser restart does not sign the person out. */
export const SCOPE = 'openid email profile offline_access';

/** Discovery, token and revocation calls give up after this long (DESIGN §4 rule 8: under 30 s). */
export const OIDC_TIMEOUT_SECONDS = 20;

export interface OidcClientConfig {
  settings: Pick<Settings, 'oidcIssuer' | 'oidcClientId'>;
  redirectUri: string;
  stateStore: StateStore;
}

function createOidcClient({ settings, redirectUri, stateStore }: OidcClientConfig): OidcClient {
  return new OidcClient({
    authority: settings.oidcIssuer,
    client_id: settings.oidcClientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: SCOPE,
    stateStore,
    loadUserInfo: false,
    requestTimeoutInSeconds: OIDC_TIMEOUT_SECONDS,
    // RFC 7009 answers a revocation with 200 and an empty body, which some providers label text/plain.
    revokeTokenAdditionalContentTypes: ['text/plain'],
  });
}

/** One client per issuer, client id and redirect URI: a settings change gets fresh discovery. */
export function oidcClientCache(stateStore: StateStore) {
  let cached: { key: string; client: OidcClient } | undefined;
  return (settings: OidcClientConfig['settings'], redirectUri: string): OidcClient => {
    const key = JSON.stringify([settings.oidcIssuer, settings.oidcClientId, redirectUri]);
    if (cached?.key !== key) cached = { key, client: createOidcClient({ settings, redirectUri, stateStore }) };
    return cached.client;
  };
}
