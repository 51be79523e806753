/**
 * The popup's first-run card: the three things to know in the first minute (star jobs where they are
 * posted, a profile for matches, sign-in is optional). Shown until dismissed or until the user has
 * starred a job; the choice is kept in the extension's localStorage. Never after a sign-out: that person knows
 * jobstar, and their stars are waiting with their account.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { popupT } from '../../i18n/popup';

const t = popupT();
const KEY = 'jobstar.popup.firstRunDone';

export function FirstRun({
  stars,
  signedOut,
  onProfile,
}: {
  stars: number | undefined;
  /** Signed out of an account that keeps stars. */
  signedOut: boolean;
  onProfile: () => void;
}): JSX.Element | null {
  const done = useSignal(localStorage.getItem(KEY) === '1');
  if (done.value || signedOut || stars === undefined || stars > 0) return null;
  return (
    <section class="first-run" aria-labelledby="first-run-title">
      <h2 id="first-run-title">{t('firstRun.title')}</h2>
      <ol>
        <li>{t('firstRun.star')}</li>
        <li>
          {t('firstRun.profile')}{' '}
          <button type="button" class="link-button" onClick={onProfile}>
            {t('setUpProfile')}
          </button>
        </li>
        <li>{t('firstRun.signIn')}</li>
      </ol>
      <button
        type="button"
        onClick={() => {
          localStorage.setItem(KEY, '1');
          done.value = true;
        }}
      >
        {t('firstRun.dismiss')}
      </button>
    </section>
  );
}
