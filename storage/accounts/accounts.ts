/**
 * Account switches (DESIGN §4 rule 9). Signing in adopts what was done signed out, then makes the account
 * current; signing out makes the signed-out database current (its outbox waits: there is no token), and
 * can delete the account's database.
 */

import type { AccountInfo } from '../../model/account';
import { adoptApplications } from '../applications/adopt';
import { dbNameFor, SIGNED_OUT_DB_NAME } from '../db/db';
import type { LocalStore } from '../db/local-store';
import { adoptPostings } from '../postings/postings';
import { type Adopted, adoptSignedOut } from './adopt';

export async function switchToAccount(store: LocalStore, account: AccountInfo): Promise<Adopted> {
  const [signedOut, into] = [store.open(SIGNED_OUT_DB_NAME), store.open(dbNameFor(account))];
  // Stages, notes and postings first: adopting the stars empties the signed-out database.
  await adoptApplications(signedOut, into);
  await adoptPostings(signedOut, into);
  const adopted = await adoptSignedOut(signedOut, into);
  await store.setCurrentAccount(account);
  return adopted;
}

export async function switchToSignedOut(store: LocalStore, options: { removeData: boolean }): Promise<void> {
  const account = await store.currentAccount();
  await store.setCurrentAccount(null);
  if (account && options.removeData) await store.remove(dbNameFor(account));
}

/** "Delete local data": the current account's database (or the signed-out one) is removed and starts empty. */
export async function deleteLocalData(store: LocalStore): Promise<void> {
  await store.remove(dbNameFor(await store.currentAccount()));
}
