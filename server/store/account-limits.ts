/**
 * What one account may keep (server/README.md, "Safe to expose"). Each alert is work for every digest pass and
 * each star a row of every `GET /me/saved`, so without a cap one account could make the server work without
 * bound. Both are far above a person's use and match the extension's own limits: its import brings at most
 * 1,000 alerts, and it refuses a saved list longer than 50,000 (MAX_SAVED_ENTRIES of api/http-limits.ts, which
 * the server may not import), so the service never keeps more than the extension would accept.
 */

export interface AccountLimits {
  alerts: number;
  saved: number;
}

export const ACCOUNT_LIMITS: AccountLimits = { alerts: 1000, saved: 50_000 };
