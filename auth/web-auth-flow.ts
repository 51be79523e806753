/**
 * The browser step of sign-in: `identity.launchWebAuthFlow` opens the provider's page and resolves with
 * the URL the provider redirected to (`identity.getRedirectURL()`), which never loads. Its failures
 * arrive as bare messages; they become errors a person can act on.
 */
import { browser } from 'wxt/browser';
import { AuthError, authWords } from './errors';

export type LaunchWebAuthFlow = (url: string) => Promise<string | undefined>;

export const launchInBrowser: LaunchWebAuthFlow = (url) =>
  browser.identity.launchWebAuthFlow({ url, interactive: true });

/** Chrome: "The user did not approve access."; Firefox: "User cancelled or denied access." */
const CLOSED = /did not approve|cancel/i;
/** Chrome and Firefox: "Authorization page could not be loaded." */
const NOT_LOADED = /could not be loaded|network|ERR_/i;

function launchError(error: unknown, issuer: string): AuthError {
  const message = error instanceof Error ? error.message : String(error);
  if (CLOSED.test(message)) return new AuthError('cancelled', authWords('cancelled'), { cause: error });
  if (NOT_LOADED.test(message))
    return new AuthError('unreachable', authWords('unreachable', { issuer }), { cause: error });
  return new AuthError('provider_error', authWords('providerError', { reason: message }), { cause: error });
}

/** Runs the flow and returns the redirect URL the provider answered with. */
export async function runWebAuthFlow(url: string, launch: LaunchWebAuthFlow, issuer: string): Promise<string> {
  let redirect: string | undefined;
  try {
    redirect = await launch(url);
  } catch (error) {
    throw launchError(error, issuer);
  }
  if (!redirect) throw new AuthError('cancelled', authWords('cancelled'));
  return redirect;
}
