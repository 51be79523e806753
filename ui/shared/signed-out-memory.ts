/**
 * What the last sign-out left with the account, so a signed-out page says where it is ("12 stars and 4
 * applications are kept with you@example.com") instead of an empty list. Kept in the extension origin's
 * localStorage, which the popup and the options page share; signing in forgets it.
 */
const KEY = 'jobstar.signedOut';

export interface KeptWithAccount {
  stars: number;
  applications: number;
  /** The account's e-mail (or name) as the page showed it. */
  who: string;
}

export function rememberSignOut(kept: KeptWithAccount): void {
  localStorage.setItem(KEY, JSON.stringify(kept));
}

export function forgetSignOut(): void {
  localStorage.removeItem(KEY);
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

/** What the signed-out account holds, as last seen here; undefined when nothing is remembered or it held nothing. */
export function keptWithSignedOutAccount(): KeptWithAccount | undefined {
  try {
    const found = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Record<keyof KeptWithAccount, unknown>>;
    const kept = {
      stars: count(found.stars),
      applications: count(found.applications),
      who: typeof found.who === 'string' ? found.who : '',
    };
    return kept.stars + kept.applications > 0 ? kept : undefined;
  } catch {
    return undefined;
  }
}
