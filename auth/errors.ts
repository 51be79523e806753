/**
 * What can go wrong in an interactive sign-in, in terms a person can act on. Each kind has its own
 * message (auth/strings.ts); the popup and options page show `message` as it is.
 */
export type AuthErrorKind =
  | 'cancelled' // the person closed the sign-in window
  | 'unreachable' // the provider did not answer (offline, wrong host, down)
  | 'wrong_issuer' // the configured issuer is not an OpenID provider, or names itself differently
  | 'denied' // the provider answered error=access_denied
  | 'provider_error' // the provider answered another OAuth error (bad client id, redirect URI not registered …)
  | 'rejected'; // the answer failed a check (state, code, nonce, signature, issuer, audience, expiry)

export class AuthError extends Error {
  override readonly name = 'AuthError';

  constructor(
    readonly kind: AuthErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isAuthError = (error: unknown): error is AuthError => error instanceof AuthError;
