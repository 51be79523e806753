/**
 * The refresh token grant through oidc-client-ts, its failures sorted the way the sync engine acts on
 * them: `invalid_grant` ends the session; no answer or a server fault is worth retrying later (the outbox
 * waits with backoff); any other refusal pauses sync until the person signs in.
 */
import { ErrorResponse, ErrorTimeout, type OidcClient } from 'oidc-client-ts';
import { ApiError } from '../api/errors';
import type { SignInSession } from '../model/session';
import { decodeIdToken } from './id-token';
import { OIDC_TIMEOUT_SECONDS, SCOPE } from './oidc-client';
import { verifyWithProviderKeys } from './provider-keys';
import { type RefreshAnswer, RefreshRefused } from './refresh';

const RETRYABLE_OAUTH_ERRORS = new Set(['server_error', 'temporarily_unavailable']);

// Technical words, shown under Details: the pages headline the ApiError's kind in their own language.
const UNREACHABLE = 'the sign-in service could not be reached to renew the session';
const refused = (reason: string) => `the sign-in service would not renew the session: ${reason}`;

export function refreshError(error: unknown): Error {
  if (error instanceof ErrorResponse) {
    if (error.error === 'invalid_grant') return new RefreshRefused(error.error_description || 'invalid_grant');
    if (error.error && RETRYABLE_OAUTH_ERRORS.has(error.error)) {
      return new ApiError('server', UNREACHABLE);
    }
    const reason = error.error_description || error.error || error.message;
    return new ApiError('unauthorized', refused(reason), 401);
  }
  if (error instanceof ErrorTimeout) return new ApiError('timeout', UNREACHABLE);
  if (error instanceof TypeError) return new ApiError('network', UNREACHABLE);
  // A proxy's HTML error page, a 5xx without an OAuth body, an unreadable answer: the server's trouble.
  return new ApiError('server', UNREACHABLE);
}

export async function exchangeRefreshToken(
  client: OidcClient,
  row: SignInSession,
  clientId: string,
  now: () => number,
): Promise<RefreshAnswer> {
  if (!row.refreshToken) throw new RefreshRefused('no refresh token');
  // The library only echoes `profile` back when the answer has no ID token; jobstar reads claims itself.
  const { iss, sub, aud, exp, iat } = decodeIdToken(row.idToken);
  let response: Awaited<ReturnType<OidcClient['useRefreshToken']>>;
  try {
    response = await client.useRefreshToken({
      state: {
        refresh_token: row.refreshToken,
        id_token: row.idToken,
        session_state: null,
        scope: SCOPE,
        profile: { iss, sub, aud, exp, iat: iat ?? exp },
      },
      timeoutInSeconds: OIDC_TIMEOUT_SECONDS,
    });
  } catch (error) {
    throw refreshError(error);
  }
  const refreshToken = response.refresh_token || undefined;
  // Without an id_token in the answer the library hands back the old one: that is not a new token.
  if (!response.id_token || response.id_token === row.idToken) return { refreshToken };
  try {
    await verifyWithProviderKeys(client, response.id_token, {
      issuer: row.account.issuer,
      clientId,
      subject: row.account.subject,
      now: now(),
    });
  } catch (error) {
    if (error instanceof TypeError || error instanceof ErrorTimeout) throw refreshError(error);
    // The rotated refresh token is still good and the old one is spent: keep it, refuse only the ID token.
    const reason = error instanceof Error ? error.message : String(error);
    return { refreshToken, refused: new ApiError('unauthorized', refused(reason), 401) };
  }
  return { idToken: response.id_token, refreshToken };
}
