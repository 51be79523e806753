/**
 * What sign-in keeps between worker starts, and the one way it reaches it: the composition root hands auth/ a
 * store (background/main.ts: storage/sign-in/, the extension origin's IndexedDB), so auth/ knows no database and
 * its tests keep the session in memory (testing/memory-auth-store.ts).
 */
import type { SignInSession } from '../model/session';

export interface AuthStore {
  getSession(): Promise<SignInSession | undefined>;
  putSession(session: SignInSession): Promise<void>;
  deleteSession(): Promise<void>;
  /** Whether the next sign-in shows the provider's login page; unset until the first sign-out. */
  getPromptLogin(): Promise<boolean | undefined>;
  putPromptLogin(value: boolean): Promise<void>;
}
