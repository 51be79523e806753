/**
 * What the last sign-out left behind, so a signed-out page can say where the stars are ("sign in to see
 * your 5 stars") instead of "no starred jobs yet". Kept in the extension origin's localStorage, which the
 * popup and the options page share; signing in forgets it.
 */
const KEY = 'jobstar.signedOut';

export function rememberSignOut(stars: number): void {
  localStorage.setItem(KEY, JSON.stringify({ stars }));
}

export function forgetSignOut(): void {
  localStorage.removeItem(KEY);
}

/** Stars the signed-out account holds, as last seen here; 0 when nothing is remembered. */
export function starsOfSignedOutAccount(): number {
  try {
    const stars = (JSON.parse(localStorage.getItem(KEY) ?? '{}') as { stars?: unknown }).stars;
    return typeof stars === 'number' && Number.isInteger(stars) && stars > 0 ? stars : 0;
  } catch {
    return 0;
  }
}
