/** An `AuthStore` in memory for tests: each call a step of its own, as a database's would be. */
import type { SignInSession } from '../../model/session';
import type { AuthStore } from '../auth-store';

export function memoryAuthStore(): AuthStore {
  let session: SignInSession | undefined;
  let promptLogin: boolean | undefined;
  // A copy in and out: a caller that changes what it wrote or read must not change what is kept.
  const copy = (value: SignInSession | undefined) => (value ? structuredClone(value) : undefined);
  return {
    getSession: async () => copy(session),
    async putSession(next) {
      session = copy(next);
    },
    async deleteSession() {
      session = undefined;
    },
    getPromptLogin: async () => promptLogin,
    async putPromptLogin(value) {
      promptLogin = value;
    },
  };
}
