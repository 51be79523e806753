/** Dev accounts: any e-mail is an account; its `sub` is created once and stays the same. */
import type { AccountRecord, Store } from '../store/store';

export interface Account {
  sub: string;
  email: string;
  name: string;
}

export const nameOf = (email: string) => email.split('@')[0] || email;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

const withName = (record: AccountRecord): Account => ({ ...record, name: nameOf(record.email) });

export async function ensureAccount(store: Store, rawEmail: string, now = Date.now()): Promise<Account> {
  return withName(await store.accounts.ensure(normaliseEmail(rawEmail), now));
}

export async function accountBySub(store: Store, sub: string): Promise<Account | undefined> {
  const record = await store.accounts.bySub(sub);
  return record && withName(record);
}
