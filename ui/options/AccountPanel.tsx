/**
 * Account and server: who is signed in (the shared AccountBox), why no digest can reach the account when its
 * provider gave no address or did not verify it, sign out with removal, and the service settings.
 */
import type { JSX } from 'preact';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { send } from '../../messaging/send';
import type { AccountInfo } from '../../model/account';
import { AccountBox } from '../shared/AccountBox';
import { ConfirmButton } from './ConfirmButton';
import { ServerSettings } from './ServerSettings';

export interface AccountPanelProps {
  account: AccountInfo | null | undefined;
  lang: Lang;
  sessionLost?: boolean;
  /** Starred jobs and changes waiting to sync: what signing out keeps, and what removing data loses. */
  stars?: number;
  applications?: number;
  pending?: number;
}

/**
 * The service sends digests only to an address the provider verified (server/oidc/verify.ts); a sign-in from before
 * jobstar kept that (`emailVerified` absent) is not known to lack one, so it says nothing.
 */
function digestAddressNote(account: AccountInfo, t: ReturnType<typeof optionsT>): string | null {
  if (!account.email) return t('digestNoEmail');
  if (account.emailVerified === false) return t('digestUnverified', { email: account.email });
  return null;
}

export function AccountPanel({
  account,
  lang,
  sessionLost,
  stars,
  applications,
  pending = 0,
}: AccountPanelProps): JSX.Element {
  const t = optionsT(lang);
  const note = account ? digestAddressNote(account, t) : null;
  return (
    <>
      <p class="intro">{t('accountIntro')}</p>
      <AccountBox account={account} stars={stars} applications={applications} showHint sessionLost={sessionLost} />
      {note && (
        <p class="hint" data-testid="digest-address-note">
          {note}
        </p>
      )}
      {account && (
        <div class="danger-zone">
          <ConfirmButton
            id="sign-out-remove"
            label={t('signOutRemove')}
            question={[t('signOutRemoveConfirm'), pending > 0 ? t('signOutRemoveLoses', { n: pending }) : '']
              .filter(Boolean)
              .join(' ')}
            yes={t('confirmYes')}
            cancel={t('cancel')}
            onConfirm={() => send({ type: 'auth.signOut', removeData: true })}
          />
        </div>
      )}
      <ServerSettings lang={lang} />
    </>
  );
}
