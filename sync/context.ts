/**
 * What one sync run works with: one account's database and an API client whose tokens are that account's.
 * `guard` throws `AccountChanged` once another account (or none) became current, so a run that outlives its
 * account stops before it writes or sends anything more (DESIGN §4 rule 9).
 */
import type { ApiClient } from '../api/client';
import type { AccountDb } from '../storage/db';

export type SyncApi = Pick<
  ApiClient,
  'star' | 'unstar' | 'putProfile' | 'createAlert' | 'listSaved' | 'getProfile' | 'jobsByIds' | 'extension'
>;

export interface SyncContext {
  db: AccountDb;
  api: SyncApi;
  guard(): Promise<void>;
  now(): number;
}

export class AccountChanged extends Error {
  override readonly name = 'AccountChanged';
  constructor() {
    super('The account changed during sync');
  }
}
