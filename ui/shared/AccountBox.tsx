/**
 * The account: who is signed in with Sign out, or a "Sign in" button. Sign-in runs in the background
 * (`auth.signIn`); the page re-renders from the meta database when the account row changes.
 *
 * Usage: `<AccountBox account={useAccount().value} />`; `offerRemoveData` adds "Sign out and remove local
 * data" (the options page).
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { sharedT } from '../../i18n/shared';
import { send } from '../../messaging/send';
import type { AccountInfo } from '../../storage/db';

const t = sharedT();

export interface AccountBoxProps {
  account: AccountInfo | null | undefined;
  offerRemoveData?: boolean;
  /** Shows the "stars stay on this device" line under Sign in. */
  showHint?: boolean;
  /** The provider refused the session (sync says "sign in to sync"): offer to sign in again. */
  sessionLost?: boolean;
}

export function AccountBox({ account, offerRemoveData, showHint, sessionLost }: AccountBoxProps): JSX.Element | null {
  const busy = useSignal(false);
  const error = useSignal<string | undefined>(undefined);
  if (account === undefined) return null;

  const run = async (action: () => Promise<unknown>) => {
    busy.value = true;
    error.value = undefined;
    try {
      await action();
    } catch (caught) {
      error.value = caught instanceof Error ? caught.message : String(caught);
    } finally {
      busy.value = false;
    }
  };

  const who = account?.email ?? account?.name ?? account?.subject;
  const signInButton = (label: string) => (
    <button
      type="button"
      class="primary"
      disabled={busy.value}
      aria-busy={busy.value ? 'true' : undefined}
      onClick={() => run(() => send({ type: 'auth.signIn' }))}
    >
      {label}
    </button>
  );
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
            disabled={busy.value}
            onClick={() => run(() => send({ type: 'auth.signOut', removeData: false }))}
          >
            {t('signOut')}
          </button>
          {offerRemoveData && (
            <button
              type="button"
              class="danger"
              disabled={busy.value}
              onClick={() => run(() => send({ type: 'auth.signOut', removeData: true }))}
            >
              {t('signOutRemove')}
            </button>
          )}
        </>
      ) : (
        <>
          {signInButton(t('signIn'))}
          {busy.value && <span class="hint">{t('signingIn')}</span>}
          {showHint && !busy.value && <span class="hint">{t('signedOutHint')}</span>}
        </>
      )}
      {error.value && (
        <span class="field-error" role="alert">
          {error.value}
        </span>
      )}
    </div>
  );
}
