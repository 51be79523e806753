/**
 * The background's sign-in service (DESIGN §5): wires the OIDC client, the browser's identity flow, the
 * token store and the token source into `AuthService`. The background passes `settings` and the `AuthStore`
 * the session is kept in; the extra deps are seams for tests.
 */
import { browser } from 'wxt/browser';
import type { AccountInfo } from '../model/account';
import type { SignInSession } from '../model/session';
import type { Settings } from '../model/settings';
import type { AuthStore } from './auth-store';
import { oidcClientCache } from './oidc-client';
import { createTokenSource } from './refresh';
import { exchangeRefreshToken } from './refresh-exchange';
import type { AuthService } from './service.types';
import { signInInteractive } from './sign-in';
import { revokeRefreshToken } from './sign-out';
import { lockSessionStorage, sessionStateStore } from './state-store';
import { createTokenStore } from './token-store';
import { type LaunchWebAuthFlow, launchInBrowser } from './web-auth-flow';

type SessionArea = typeof browser.storage.session;

export interface AuthServiceDeps {
  settings: () => Promise<Settings>;
  launchWebAuthFlow?: LaunchWebAuthFlow;
  redirectUri?: () => string;
  store: AuthStore;
  sessionArea?: Pick<SessionArea, 'get' | 'set' | 'remove'> & Partial<Pick<SessionArea, 'setAccessLevel'>>;
  now?: () => number;
}

/** One listener's failure must not keep the others from hearing that the session is lost. */
function notifyAll(listeners: Iterable<() => void>): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch (error) {
      console.error('jobstar: a session-lost listener failed', error);
    }
  }
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const now = deps.now ?? Date.now;
  const store = createTokenStore(deps.store);
  const sessionArea = deps.sessionArea ?? browser.storage.session;
  const clientFor = oidcClientCache(sessionStateStore(sessionArea));
  const redirectUri = deps.redirectUri ?? (() => browser.identity.getRedirectURL());
  const launch = deps.launchWebAuthFlow ?? launchInBrowser;
  const listeners = new Set<() => void>();
  let signingIn: Promise<AccountInfo> | undefined;

  /** A session belongs to the issuer and client it was made with; other settings do not use it. */
  const usable = async (row: SignInSession): Promise<boolean> => {
    const settings = await deps.settings();
    return row.configuredIssuer === settings.oidcIssuer && row.clientId === settings.oidcClientId;
  };
  const clientOf = (row: SignInSession) =>
    clientFor({ oidcIssuer: row.configuredIssuer, oidcClientId: row.clientId }, redirectUri());

  const tokens = createTokenSource({
    store,
    usable,
    now,
    exchange: (row) => exchangeRefreshToken(clientOf(row), row, row.clientId, now),
    sessionLost: () => notifyAll(listeners),
  });

  async function signIn(): Promise<AccountInfo> {
    await lockSessionStorage(sessionArea);
    const settings = await deps.settings();
    const redirect = redirectUri();
    const signedIn = await signInInteractive({
      client: clientFor(settings, redirect),
      issuer: settings.oidcIssuer,
      clientId: settings.oidcClientId,
      redirectUri: redirect,
      launch,
      promptLogin: await store.promptLogin(),
      now,
    });
    await store.save({
      sessionId: crypto.randomUUID(),
      configuredIssuer: settings.oidcIssuer,
      clientId: settings.oidcClientId,
      idToken: signedIn.idToken,
      refreshToken: signedIn.refreshToken,
      account: signedIn.account,
      obtainedAt: now(),
    });
    await store.setPromptLogin(false);
    return signedIn.account;
  }

  return {
    async account() {
      const row = await store.load();
      return row && (await usable(row)) ? row.account : null;
    },
    tokens,
    signIn() {
      // A second click while the sign-in window is open joins the first sign-in.
      signingIn ??= signIn().finally(() => {
        signingIn = undefined;
      });
      return signingIn;
    },
    async signOut() {
      const row = await store.load();
      // Signed out here first: a slow or unreachable provider must not keep the person signed in.
      await store.clear();
      await store.setPromptLogin(true);
      if (row?.refreshToken) await revokeRefreshToken(clientOf(row), row.refreshToken);
    },
    onSessionLost(listener) {
      listeners.add(listener);
    },
  };
}
