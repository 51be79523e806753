/**
 * What one sync run works with: one account's database and an API client whose tokens are that account's.
 * `guard` throws `AccountChanged` once another account (or none) became current, so a run that outlives its
 * account stops before it writes or sends anything more (DESIGN §4 rule 9).
 */
import type { ExtensionClient } from '../api/account/extension';
import type { ApiClient } from '../api/client';
import type { AccountDb } from '../storage/db';

export type SyncApi = Pick<
  ApiClient,
  'star' | 'unstar' | 'putProfile' | 'createAlert' | 'listSaved' | 'getProfile' | 'jobsByIds' | 'extension'
>;

/** What sync asks of jobstar's service extension (docs/service-extensions.md). */
export type RecordsApi = Pick<ExtensionClient, 'describe' | 'listRecords' | 'mergeRecords'>;

export interface SyncContext {
  db: AccountDb;
  api: SyncApi;
  guard(): Promise<void>;
  now(): number;
  /**
   * The extension's records, only while the service announces them and the person agreed to keep applications
   * there (sync/extension.ts); absent otherwise, and then nothing outside the seed is sent.
   */
  records?: () => Promise<RecordsApi | undefined>;
}

export class AccountChanged extends Error {
  override readonly name = 'AccountChanged';
  constructor() {
    super('The account changed during sync');
  }
}
