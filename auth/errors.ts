/**
 * What can go wrong in an interactive sign-in, in terms a person can act on. `kind` is what the code acts on;
 * `words` is the kind the pages word (i18n/errors.ts), in their own language. `message` is technical, for logs:
 * auth/ words nothing.
 */
import type { AuthFailureKind, ErrorParams, ErrorWords } from '../model/errors';

export type AuthErrorKind =
  | 'cancelled' // the person closed the sign-in window
  | 'unreachable' // the provider did not answer (offline, wrong host, down)
  | 'wrong_issuer' // the configured issuer is not an OpenID provider, or names itself differently
  | 'denied' // the provider answered error=access_denied
  | 'provider_error' // the provider answered another OAuth error (bad client id, redirect URI not registered …)
  | 'rejected'; // the answer failed a check (state, code, nonce, signature, issuer, audience, expiry)

type AuthWording = AuthFailureKind extends `auth.${infer W}` ? W : never;

export const authWords = (wording: AuthWording, params?: ErrorParams): ErrorWords => ({
  kind: `auth.${wording}`,
  ...(params ? { params } : {}),
});

const technical = ({ kind, params }: ErrorWords): string => (params ? `${kind} ${JSON.stringify(params)}` : kind);

export class AuthError extends Error {
  override readonly name = 'AuthError';

  constructor(
    readonly kind: AuthErrorKind,
    readonly words: ErrorWords,
    options?: { cause?: unknown },
  ) {
    super(technical(words), options);
  }
}
