/**
 * One interactive sign-in: discovery, the authorization request (state, nonce, PKCE), the browser step,
 * then the library's checks of the answer (state, code exchange with the verifier, nonce) and ours of the
 * ID token (signature, issuer, audience, expiry). Anything that fails leaves nothing behind: no tokens,
 * and the pending request's state is removed.
 */
import { ErrorResponse, type OidcClient } from 'oidc-client-ts';
import type { AccountInfo } from '../model/account';
import { discover, isUnreachable } from './discovery';
import { AuthError, authWords } from './errors';
import { accountOf, IdTokenError } from './id-token';
import { verifyWithProviderKeys } from './provider-keys';
import { type LaunchWebAuthFlow, runWebAuthFlow } from './web-auth-flow';

export interface SignInRequest {
  client: OidcClient;
  issuer: string;
  clientId: string;
  redirectUri: string;
  launch: LaunchWebAuthFlow;
  /** Ask the provider for its login page even when it still has a session (after a sign-out). */
  promptLogin: boolean;
  now: () => number;
}

export interface SignedIn {
  idToken: string;
  refreshToken?: string;
  account: AccountInfo;
}

/**
 * OIDC Core §11: a request for `offline_access` (the refresh token) must carry prompt=consent, and
 * providers such as oidc-provider drop the scope without it. `login` after a sign-out lets another
 * person sign in even though the provider still remembers the last one.
 */
const promptFor = (promptLogin: boolean): string => (promptLogin ? 'login consent' : 'consent');

const rejected = (reason: string, cause?: unknown) =>
  new AuthError('rejected', authWords('rejected', { reason }), { cause });

/** The answer must come back to our redirect URI, not merely carry the right parameters. */
function isOurRedirect(url: string, redirectUri: string): boolean {
  try {
    const answer = new URL(url);
    const ours = new URL(redirectUri);
    return answer.origin === ours.origin && answer.pathname === ours.pathname;
  } catch {
    return false;
  }
}

/** The library's own messages, said for a person. */
function answerError(error: unknown, issuer: string): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof ErrorResponse) {
    if (error.error === 'access_denied') return new AuthError('denied', authWords('denied'), { cause: error });
    const reason = error.error_description || error.error || error.message;
    return new AuthError('provider_error', authWords('providerError', { reason }), { cause: error });
  }
  if (isUnreachable(error)) return new AuthError('unreachable', authWords('unreachable', { issuer }), { cause: error });
  if (error instanceof IdTokenError) return rejected(error.message, error);
  const message = error instanceof Error ? error.message : String(error);
  if (/state/i.test(message)) return rejected('it answers a sign-in jobstar did not start', error);
  if (/code/i.test(message)) return rejected('it carries no authorization code', error);
  return rejected(message, error);
}

export async function signInInteractive(request: SignInRequest): Promise<SignedIn> {
  const { client, issuer, clientId } = request;
  const metadata = await discover(client, issuer);
  const nonce = crypto.randomUUID();
  const signinRequest = await client.createSigninRequest({ nonce, prompt: promptFor(request.promptLogin) });
  try {
    const redirect = await runWebAuthFlow(signinRequest.url, request.launch, issuer);
    if (!isOurRedirect(redirect, request.redirectUri)) throw rejected('it came back to an unexpected address');
    const response = await client.processSigninResponse(redirect);
    if (!response.id_token) throw rejected('it holds no ID token');
    const claims = await verifyWithProviderKeys(client, response.id_token, {
      issuer: metadata.issuer,
      clientId,
      nonce,
      now: request.now(),
    });
    return {
      idToken: response.id_token,
      refreshToken: response.refresh_token || undefined,
      account: accountOf(claims),
    };
  } catch (error) {
    throw answerError(error, issuer);
  } finally {
    // processSigninResponse removes it when the answer named it; any other ending must not leave it.
    await client.settings.stateStore.remove(signinRequest.state.id);
  }
}
