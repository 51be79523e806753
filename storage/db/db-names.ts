import type { AccountInfo } from '../../model/account';

export const SIGNED_OUT_DB_NAME = 'jobstar-signed-out';

/** IndexedDB names are arbitrary strings, so the account's own identity names its database. */
const accountDbName = (issuer: string, subject: string): string => `jobstar-account:${issuer}|${subject}`;

export const META_KEYS = { account: 'account', settings: 'settings', siteGrants: 'siteGrants' } as const;

export const dbNameFor = (account: AccountInfo | null | undefined): string =>
  account ? accountDbName(account.issuer, account.subject) : SIGNED_OUT_DB_NAME;

/**
 * The IndexedDB version of an account's database as this build's Dexie schema opens it (db.ts declares the schema;
 * a test holds the two together). A woken worker writes its first star only into a database at this version: an
 * older one is Dexie's to upgrade first (storage/wake).
 */
export const ACCOUNT_IDB_VERSION = 70;
