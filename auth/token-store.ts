/**
 * Sign-in's session as the background uses it (DESIGN §5), over the `AuthStore` the composition root hands in.
 * The worker keeps the session in memory too: every API call asks for the token. Nothing here is ever put in a
 * message.
 */
import type { SignInSession } from '../model/session';
import type { AuthStore } from './auth-store';

export interface TokenStore {
  load(): Promise<SignInSession | null>;
  save(session: SignInSession): Promise<void>;
  /** Writes the new tokens only if `sessionId` is still the current session; says whether it did. */
  update(sessionId: string, tokens: Pick<SignInSession, 'idToken' | 'refreshToken' | 'obtainedAt'>): Promise<boolean>;
  clear(): Promise<void>;
  /** After a sign-out the next sign-in shows the provider's login page, so another person can sign in. */
  promptLogin(): Promise<boolean>;
  setPromptLogin(value: boolean): Promise<void>;
}

export function createTokenStore(store: AuthStore): TokenStore {
  // undefined: read it from the store; null: there is no session.
  let cached: SignInSession | null | undefined;
  // Bumped by every write: a write that overlapped another leaves the cache to be read again.
  let generation = 0;
  // Writes run one after another, so an update's read and its write see no sign-out between them.
  let queue: Promise<unknown> = Promise.resolve();

  async function write<T>(work: () => Promise<T>, next: (result: T) => SignInSession | null | undefined): Promise<T> {
    const mine = ++generation;
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    try {
      const result = await run;
      cached = mine === generation ? next(result) : undefined;
      return result;
    } catch (error) {
      cached = undefined;
      throw error;
    }
  }

  return {
    async load() {
      if (cached !== undefined) return cached;
      const seen = generation;
      const session = (await store.getSession()) ?? null;
      if (seen === generation) cached = session;
      return session;
    },
    async save(session) {
      await write(
        () => store.putSession(session),
        () => session,
      );
    },
    async update(sessionId, tokens) {
      const written = await write(
        async () => {
          const current = await store.getSession();
          if (current?.sessionId !== sessionId) return null;
          const next: SignInSession = {
            ...current,
            ...tokens,
            refreshToken: tokens.refreshToken ?? current.refreshToken,
          };
          await store.putSession(next);
          return next;
        },
        (next) => next ?? undefined,
      );
      return written !== null;
    },
    async clear() {
      await write(
        () => store.deleteSession(),
        () => null,
      );
    },
    async promptLogin() {
      return (await store.getPromptLogin()) ?? false;
    },
    async setPromptLogin(value) {
      await store.putPromptLogin(value);
    },
  };
}
