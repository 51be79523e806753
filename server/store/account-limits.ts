/**
 * What one account may keep (server/README.md, "Safe to expose"). Each alert is work for every digest pass and
 * each star a row of every `GET /me/saved`, so without a cap one account could make the server work without
 * bound. Both are far above a person's use: the extension's own import cap is 1,000 alerts, and it refuses a
 * saved list longer than MAX_SAVED_ENTRIES, so the service never keeps more than it would accept.
 */
import { MAX_SAVED_ENTRIES } from '../../api/http-limits';

export interface AccountLimits {
  alerts: number;
  saved: number;
}

export const ACCOUNT_LIMITS: AccountLimits = { alerts: 1000, saved: MAX_SAVED_ENTRIES };
