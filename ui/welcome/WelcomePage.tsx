/**
 * The page opened once, on install: what the star is, how to pin jobstar's button where it can be found
 * (Chrome and Firefox hide a new extension under the puzzle piece), sign-in offered but optional, privacy in
 * one sentence, and a few real job pages to try the star on, read from the configured service.
 */
import type { JSX } from 'preact';
import { browser } from 'wxt/browser';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { AccountBox } from '../shared/AccountBox';
import { useAccount } from '../shared/live';
import { useService } from '../shared/use-service';
import { PinPicture } from './PinPicture';
import { TryJobs } from './TryJobs';

export function WelcomePage({ lang }: { lang: Lang }): JSX.Element {
  const t = optionsT(lang);
  const account = useAccount().value;
  const service = useService().value;
  return (
    <main class="welcome">
      <h1>
        <span aria-hidden="true">★ </span>
        {t('welcome.title')}
      </h1>
      <p class="lead">{t('welcome.lead')}</p>
      <section aria-labelledby="welcome-star">
        <h2 id="welcome-star">{t('welcome.starTitle')}</h2>
        <p>{t('welcome.star')}</p>
        <p>{t('welcome.where')}</p>
      </section>
      <section aria-labelledby="welcome-pin">
        <h2 id="welcome-pin">{t('welcome.pinTitle')}</h2>
        <PinPicture label={t('welcome.pinPicture')} />
        <ul>
          <li>{t('welcome.pinChrome')}</li>
          <li>{t('welcome.pinFirefox')}</li>
        </ul>
      </section>
      <section aria-labelledby="welcome-account">
        <h2 id="welcome-account">{t('welcome.accountTitle')}</h2>
        <p>{t('welcome.account')}</p>
        <AccountBox account={account} />
      </section>
      <section aria-labelledby="welcome-privacy">
        <h2 id="welcome-privacy">{t('welcome.privacyTitle')}</h2>
        <p>
          {t('welcome.privacy')}{' '}
          <a href={browser.runtime.getURL('/privacy.html')} target="_blank" rel="noopener">
            {t('privacyLink')}
          </a>
        </p>
      </section>
      <section aria-labelledby="welcome-try">
        <h2 id="welcome-try">{t('welcome.tryTitle')}</h2>
        <TryJobs service={service} lang={lang} />
        <p>
          <a href={`${browser.runtime.getURL('/options.html')}#profile`}>{t('welcome.profileLink')}</a>
        </p>
      </section>
    </main>
  );
}
