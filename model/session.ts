import type { AccountInfo } from './account';

/**
 * A signed-in session as sign-in keeps it between worker starts (auth/ reads and writes it, storage/sign-in/ holds
 * it). It carries tokens: never in a message, never in a page (DESIGN §5).
 */
export interface SignInSession {
  /** Random per sign-in: a refresh that finishes after a sign-out or a new sign-in must not write. */
  sessionId: string;
  /** The issuer and client id as configured when signing in; another configuration does not use them. */
  configuredIssuer: string;
  clientId: string;
  idToken: string;
  refreshToken?: string;
  account: AccountInfo;
  /** Epoch ms of the last token answer (sign-in or refresh). */
  obtainedAt: number;
}
