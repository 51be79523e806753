/**
 * ID tokens for the API client (DESIGN §5, §4 rule 6). The ID token is the bearer; before a request it is
 * checked against its `exp` with a skew and renewed with the refresh token. Parallel callers share one
 * renewal. A renewal that brings no new ID token never lets an expired one through. A refused refresh
 * token (`invalid_grant`) ends the session: tokens are forgotten and the session-lost listeners told; the
 * outbox is the sync engine's and stays.
 */
import type { TokenSource } from '../api/client';
import type { SignInSession } from '../model/session';
import { decodeIdToken, expiresAt } from './id-token';
import type { TokenStore } from './token-store';

/** Renew this long before `exp`, so a token does not expire on its way to the server. */
export const EXPIRY_SKEW_MS = 60_000;
/** After a 401, a token this young is not renewed again: the other failed requests of a burst share one refresh. */
const RECENT_REFRESH_MS = 5_000;

/** The provider refused the refresh token (`invalid_grant`): only an interactive sign-in helps. */
export class RefreshRefused extends Error {
  override readonly name = 'RefreshRefused';
}

export interface RefreshAnswer {
  /** A new, verified ID token, when the provider sent one. */
  idToken?: string;
  /** The rotated refresh token, when the provider rotates them. */
  refreshToken?: string;
  /** Why a new ID token in the answer was not accepted. */
  refused?: Error;
}

export interface TokenSourceDeps {
  store: TokenStore;
  /** Whether a stored session belongs to the current settings (issuer and client id). */
  usable(row: SignInSession): Promise<boolean>;
  /** Calls the token endpoint; throws `RefreshRefused` for `invalid_grant`, an `ApiError` when it could not ask. */
  exchange(row: SignInSession): Promise<RefreshAnswer>;
  sessionLost(): void;
  now?: () => number;
}

/**
 * When to renew: a minute before `exp`, or a quarter of the token's life for providers that issue
 * short-lived tokens, so a fresh token is never already "about to expire".
 */
export function renewAt(idToken: string): number {
  const claims = decodeIdToken(idToken);
  const exp = claims.exp * 1000;
  const lifetime = claims.iat === undefined ? Number.POSITIVE_INFINITY : exp - claims.iat * 1000;
  return exp - Math.min(EXPIRY_SKEW_MS, Math.max(0, lifetime / 4));
}

export function createTokenSource(deps: TokenSourceDeps): TokenSource {
  const now = deps.now ?? Date.now;
  let inflight: Promise<string | null> | undefined;
  // A drain asks for the token once per request: the stored token's renewal time is decoded once, not each time.
  let renewal: { idToken: string; at: number } | undefined;
  const renewalOf = (idToken: string): number => {
    if (renewal?.idToken !== idToken) renewal = { idToken, at: renewAt(idToken) };
    return renewal.at;
  };

  async function current(): Promise<SignInSession | null> {
    const row = await deps.store.load();
    return row && (await deps.usable(row)) ? row : null;
  }

  async function lose(row: SignInSession): Promise<null> {
    const still = await deps.store.load();
    if (still?.sessionId === row.sessionId) {
      await deps.store.clear();
      deps.sessionLost();
    }
    return null;
  }

  async function renew(forced: boolean): Promise<string | null> {
    const row = await current();
    if (!row) return null;
    const fresh = now() < renewAt(row.idToken);
    // Someone renewed while this caller waited, or a 401 burst follows a renewal that just happened.
    if (fresh && (!forced || now() - row.obtainedAt < RECENT_REFRESH_MS)) return row.idToken;
    if (!row.refreshToken) return lose(row);
    let answer: RefreshAnswer;
    try {
      answer = await deps.exchange(row);
    } catch (error) {
      if (error instanceof RefreshRefused) return lose(row);
      throw error;
    }
    if (answer.idToken) {
      const saved = await deps.store.update(row.sessionId, {
        idToken: answer.idToken,
        refreshToken: answer.refreshToken,
        obtainedAt: now(),
      });
      return saved ? answer.idToken : null;
    }
    // Keep the rotated refresh token; the old ID token only while it is unexpired and was not just refused.
    await deps.store.update(row.sessionId, {
      idToken: row.idToken,
      refreshToken: answer.refreshToken,
      obtainedAt: row.obtainedAt,
    });
    if (!forced && now() < expiresAt(row.idToken)) return row.idToken;
    if (answer.refused) throw answer.refused;
    return null;
  }

  function renewOnce(forced: boolean): Promise<string | null> {
    inflight ??= renew(forced).finally(() => {
      inflight = undefined;
    });
    return inflight;
  }

  return {
    async token() {
      if (inflight) return inflight;
      const row = await current();
      if (!row) return null;
      if (now() < renewalOf(row.idToken)) return row.idToken;
      return renewOnce(false);
    },
    refresh: () => renewOnce(true),
  };
}
