/**
 * What the rest of the background needs from sign-in (DESIGN §5). `auth/` implements it; the sync engine
 * and the message handlers use only this, so they can be tested with a stand-in.
 */
import type { TokenSource } from '../api/client';
import type { AccountInfo } from '../model/account';

export interface AuthService {
  /** The signed-in account (issuer + subject, e-mail and name from the ID token), or null. */
  account(): Promise<AccountInfo | null>;
  /** ID tokens for the API client: refreshed (single flight) when within a minute of `exp`. */
  readonly tokens: TokenSource;
  /** Interactive sign-in through the browser's identity flow; must be started from a user gesture. */
  signIn(): Promise<AccountInfo>;
  /** Revokes the refresh token where the provider supports it and forgets all tokens. */
  signOut(): Promise<void>;
  /** Called when the provider refuses the refresh token (`invalid_grant`): the user must sign in again. */
  onSessionLost(listener: () => void): void;
}
