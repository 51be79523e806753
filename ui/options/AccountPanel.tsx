/** Account and server: who is signed in (the shared AccountBox), sign out with removal, and the service settings. */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { send } from '../../messaging/send';
import type { AccountInfo } from '../../storage/db';
import { AccountBox } from '../shared/AccountBox';
import { ConfirmButton } from './ConfirmButton';
import { ServerSettings } from './ServerSettings';

export interface AccountPanelProps {
  account: AccountInfo | null | undefined;
  lang: Lang;
  sessionLost?: boolean;
}

export function AccountPanel({ account, lang, sessionLost }: AccountPanelProps): JSX.Element {
  const t = optionsT(lang);
  const failure = useSignal<string | undefined>(undefined);
  return (
    <>
      <p class="intro">{t('accountIntro')}</p>
      <AccountBox account={account} showHint sessionLost={sessionLost} />
      {account && (
        <div class="danger-zone">
          <ConfirmButton
            id="sign-out-remove"
            label={t('signOutRemove')}
            question={t('signOutRemoveConfirm')}
            yes={t('confirmYes')}
            cancel={t('cancel')}
            onConfirm={async () => {
              failure.value = undefined;
              try {
                await send({ type: 'auth.signOut', removeData: true });
              } catch (error) {
                failure.value = t('actionFailed', { message: error instanceof Error ? error.message : String(error) });
              }
            }}
          />
          {failure.value && (
            <p class="notice error" role="alert">
              {failure.value}
            </p>
          )}
        </div>
      )}
      <ServerSettings lang={lang} />
    </>
  );
}
