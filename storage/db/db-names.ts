import type { AccountInfo } from '../../model/account';

export const SIGNED_OUT_DB_NAME = 'jobstar-signed-out';

/** IndexedDB names are arbitrary strings, so the account's own identity names its database. */
const accountDbName = (issuer: string, subject: string): string => `jobstar-account:${issuer}|${subject}`;

export const META_KEYS = { account: 'account', settings: 'settings', siteGrants: 'siteGrants' } as const;

export const dbNameFor = (account: AccountInfo | null | undefined): string =>
  account ? accountDbName(account.issuer, account.subject) : SIGNED_OUT_DB_NAME;
