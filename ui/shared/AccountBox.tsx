/**
 * The account: who is signed in with Sign out, or a "Sign in" button. Sign-in runs in the background
 * (`auth.signIn`); the page re-renders from the meta database when the account row changes. Signing out
 * never looks like data loss: before, the button says the stars stay with the account; after, the box
 * says how many stars signing in again shows.
 *
 * Usage: `<AccountBox account={useAccount().value} stars={useStarredCount(db).value} />`; `showHint` shows
 * those sentences as text (the options page) instead of only to screen readers and on hover (the popup).
 */
import type { JSX } from 'preact';
import { browser } from 'wxt/browser';
import { sharedT } from '../../i18n/shared';
import { send } from '../../messaging/send';
import type { AccountInfo } from '../../model/account';
import { ErrorNote } from './ErrorNote';
import { forgetSignOut, rememberSignOut, starsOfSignedOutAccount } from './signed-out-memory';
import { useAction } from './use-action';

const t = sharedT();

export interface AccountBoxProps {
  account: AccountInfo | null | undefined;
  /** Starred jobs of the signed-in account, for the words around Sign out. */
  stars?: number;
  /** Shows what Sign out keeps, and the "stars stay on this device" line under Sign in, as text. */
  showHint?: boolean;
  /** The provider refused the session (sync says "sign in to sync"): offer to sign in again. */
  sessionLost?: boolean;
}

/** The optional categories of wxt.config.ts that only signing in sends: the account, and the profile kept with it. */
const SIGN_IN_DATA = ['authenticationInfo', 'personallyIdentifyingInfo'] as const;
/** Firefox's `permissions.request` also takes data-collection categories; the shared typings do not know them. */
type DataCollectionPermissions = { request(permissions: { data_collection: readonly string[] }): Promise<boolean> };

/**
 * Whether sign-in may go on. Firefox grants optional data-collection categories only when asked within the
 * click's user gesture, so this must be called in the click handler before anything awaits; Chrome has none.
 */
export function askSignInConsent(firefox: boolean = import.meta.env.FIREFOX): Promise<boolean> {
  if (!firefox) return Promise.resolve(true);
  return (browser.permissions as unknown as DataCollectionPermissions).request({ data_collection: SIGN_IN_DATA });
}

/** Sign-in in the background, once the consent asked for at the click is known; declined, it does not start. */
export async function signInWhenGranted(consent: Promise<boolean>): Promise<void> {
  if (!(await consent)) return;
  await send({ type: 'auth.signIn' });
  forgetSignOut();
}

export function AccountBox({ account, stars = 0, showHint, sessionLost }: AccountBoxProps): JSX.Element | null {
  const signIn = useAction(signInWhenGranted);
  const signOut = useAction(async () => {
    await send({ type: 'auth.signOut', removeData: false });
    rememberSignOut(stars);
  });
  if (account === undefined) return null;

  const busy = signIn.busy || signOut.busy;
  const who = account?.email ?? account?.name ?? account?.subject;
  const signInButton = (label: string) => (
    <button
      type="button"
      class="primary"
      disabled={busy}
      aria-busy={signIn.busy ? 'true' : undefined}
      onClick={() => signIn.run(askSignInConsent())}
    >
      {label}
    </button>
  );
  const keeps = stars > 0 ? t('signOutKeeps', { n: stars }) : t('signOutKeepsNothing');
  const waiting = starsOfSignedOutAccount();
  const signedOutLine = waiting > 0 ? t('signedOutStars', { n: waiting }) : t('signedOutHint');
  return (
    <div class="account-box">
      {account ? (
        <>
          <span class="account-who" title={t('signedInAs', { who: who ?? '' })}>
            {who}
          </span>
          {sessionLost && signInButton(t('signInAgain'))}
          <button
            type="button"
            class="link-button"
            disabled={busy}
            title={keeps}
            aria-describedby="sign-out-keeps"
            onClick={() => signOut.run()}
          >
            {t('signOut')}
          </button>
          <span id="sign-out-keeps" class={showHint ? 'hint' : 'visually-hidden'}>
            {keeps}
          </span>
        </>
      ) : (
        <>
          {signInButton(t('signIn'))}
          {signIn.busy && <span class="hint">{t('signingIn')}</span>}
          {(showHint || waiting > 0) && !signIn.busy && (
            <span class="hint" data-testid="signed-out-line">
              {signedOutLine}
            </span>
          )}
        </>
      )}
      <ErrorNote error={signIn.error ?? signOut.error} />
    </div>
  );
}
