/**
 * A page of `DigestStorage.due`: the next accounts by sub, as many whole ones as fit in a number of alerts (at
 * least one). Both stores count the next PAGE_ACCOUNTS accounts' alerts and take the prefix that fits.
 */
export const PAGE_ACCOUNTS = 16;

export interface AccountSize {
  sub: string;
  alerts: number;
}

/** The sub of the page's last account, or undefined when no account is left. */
export function lastOfPage(next: AccountSize[], alerts: number): string | undefined {
  let total = 0;
  let last: string | undefined;
  for (const account of next) {
    total += Number(account.alerts);
    if (last !== undefined && total > alerts) break;
    last = account.sub;
  }
  return last;
}
