/**
 * The account: who is signed in with Sign out, or a "Sign in" button. Sign-in runs in the background
 * (`auth.signIn`); the page re-renders from the meta database when the account row changes. Signing out
 * never looks like data loss: before, Sign out asks first and says what stays with the account and what goes
 * until the next sign-in; after, the box names the account and what it keeps ("12 stars and 4 applications
 * are kept with you@example.com").
 *
 * Usage: `<AccountBox account={useAccount().value} stars={…} applications={…} />`; `showHint` shows under
 * Sign in what the signed-out account keeps, or that stars stay on this device (the options page; the popup
 * says it in its Starred list, where the stars were, and keeps its header to one line).
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { sharedT } from '../../i18n/shared';
import { send } from '../../messaging/send';
import type { AccountInfo } from '../../model/account';
import { ErrorNote } from './ErrorNote';
import { forgetSignOut, keptWithSignedOutAccount, rememberSignOut } from './signed-out-memory';
import { useAction } from './use-action';

const t = sharedT();

export interface AccountBoxProps {
  account: AccountInfo | null | undefined;
  /** Starred jobs of the signed-in account, for what Sign out keeps. */
  stars?: number;
  /** Its jobs moved past Saved, likewise. */
  applications?: number;
  /** Shows a line under Sign in: what the signed-out account keeps, or that stars stay on this device. */
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

export function AccountBox({
  account,
  stars = 0,
  applications = 0,
  showHint,
  sessionLost,
}: AccountBoxProps): JSX.Element | null {
  const confirming = useSignal(false);
  const signOutButton = useRef<HTMLButtonElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const who = account?.email ?? account?.name ?? account?.subject ?? '';
  const signIn = useAction(signInWhenGranted);
  const signOut = useAction(async () => {
    // Remembered first: every open page redraws signed out as soon as the account row goes, and reads it then.
    rememberSignOut({ stars, applications, who });
    try {
      await send({ type: 'auth.signOut', removeData: false });
    } catch (failed) {
      forgetSignOut();
      throw failed;
    }
    confirming.value = false;
  });
  useEffect(() => {
    if (confirming.value) stay.current?.focus();
  }, [confirming.value]);
  if (account === undefined) return null;

  const busy = signIn.busy || signOut.busy;
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
  const cancel = () => {
    confirming.value = false;
    signOutButton.current?.focus();
  };
  const kept = keptWithSignedOutAccount();
  return (
    <div class="account-box">
      {account ? (
        <>
          <span class="account-who" title={t('signedInAs', { who })}>
            {who}
          </span>
          {sessionLost && signInButton(t('signInAgain'))}
          <button
            type="button"
            ref={signOutButton}
            class="link-button"
            disabled={busy}
            aria-expanded={confirming.value}
            onClick={() => {
              confirming.value = !confirming.value;
            }}
          >
            {t('signOut')}
          </button>
          {confirming.value && (
            <div
              class="sign-out-confirm"
              role="alertdialog"
              aria-label={t('signOut')}
              aria-describedby="sign-out-stays sign-out-goes"
              onKeyDown={(event) => event.key === 'Escape' && cancel()}
            >
              <p id="sign-out-stays">{t('signOutStays', { stars, applications, who })}</p>
              <p id="sign-out-goes">{t('signOutGoes')}</p>
              <div class="sign-out-actions">
                <button type="button" class="primary" disabled={busy} onClick={() => signOut.run()}>
                  {t('signOutConfirm')}
                </button>
                <button type="button" ref={stay} onClick={cancel}>
                  {t('signOutCancel')}
                </button>
              </div>
            </div>
          )}
        </>
      ) : (
        <>
          {signInButton(t('signIn'))}
          {signIn.busy && <span class="hint">{t('signingIn')}</span>}
          {showHint && !signIn.busy && (
            <span class="hint" data-testid="signed-out-line">
              {kept ? t('keptWith', { ...kept }) : t('signedOutHint')}
            </span>
          )}
        </>
      )}
      <ErrorNote error={signIn.error ?? signOut.error} />
    </div>
  );
}
