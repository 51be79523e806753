/**
 * The page opened once, on install: what the star is and where it appears, that signing in is optional,
 * privacy in one sentence, and places to try it. Static words and links only; it reads nothing.
 */
import type { JSX } from 'preact';
import { browser } from 'wxt/browser';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';

/** Public job boards where the star shows, to try it on (any posting of these sites works). */
const TRY_IT = [
  { name: 'Greenhouse', url: 'https://boards.greenhouse.io/' },
  { name: 'Lever', url: 'https://jobs.lever.co/' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/jobs/' },
  { name: 'Indeed', url: 'https://www.indeed.com/' },
] as const;

export function WelcomePage({ lang }: { lang: Lang }): JSX.Element {
  const t = optionsT(lang);
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
      <section aria-labelledby="welcome-account">
        <h2 id="welcome-account">{t('welcome.accountTitle')}</h2>
        <p>{t('welcome.account')}</p>
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
        <ul class="try-it">
          {TRY_IT.map((site) => (
            <li key={site.name}>
              <a href={site.url} target="_blank" rel="noopener noreferrer">
                {site.name}
              </a>
            </li>
          ))}
        </ul>
        <p>
          <a href={`${browser.runtime.getURL('/options.html')}#profile`}>{t('welcome.profileLink')}</a>
        </p>
      </section>
    </main>
  );
}
