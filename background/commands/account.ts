/**
 * Signing in and out (DESIGN §4 rule 9): the account's database becomes current (signing in adopts what was done
 * signed out), the reminder alarm and the tabs follow it, and a sign-in syncs at once.
 */
import type { AuthService } from '../../auth';
import type { AccountInfo } from '../../model/account';
import { switchToAccount, switchToSignedOut } from '../../storage/accounts';
import type { LocalStore } from '../../storage/db';
import type { CommandDeps } from './deps';

export interface AccountCommandDeps extends Pick<CommandDeps, 'requestSync'> {
  store: LocalStore;
  auth: AuthService;
  applicationChanged(jobIds: readonly string[]): Promise<void>;
}

export function createAccountCommands({ store, auth, requestSync, applicationChanged }: AccountCommandDeps) {
  return {
    async signIn(): Promise<AccountInfo> {
      const account = await auth.signIn();
      await switchToAccount(store, account);
      await applicationChanged([]);
      requestSync({ force: true });
      return account;
    },
    /** The local switch happens even when the provider could not be told (the person asked to be signed out). */
    async signOut(removeData: boolean): Promise<void> {
      try {
        await auth.signOut();
      } finally {
        await switchToSignedOut(store, { removeData });
        await applicationChanged([]);
      }
    },
  };
}
