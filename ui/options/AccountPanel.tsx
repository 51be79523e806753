/** Account and server: who is signed in (the shared AccountBox), sign out with removal, and the service settings. */
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

export function AccountPanel({
  account,
  lang,
  sessionLost,
  stars,
  applications,
  pending = 0,
}: AccountPanelProps): JSX.Element {
  const t = optionsT(lang);
  return (
    <>
      <p class="intro">{t('accountIntro')}</p>
      <AccountBox account={account} stars={stars} applications={applications} showHint sessionLost={sessionLost} />
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
