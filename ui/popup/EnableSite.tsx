/**
 * "Show the star on <host>": offered in "This page" when the tab's job was read from its JSON-LD on a site
 * no adapter knows. The click asks the browser for that one origin (only a click may: `permissions.request`
 * needs the person's gesture, so nothing is awaited before it), then the background keeps the site and shows
 * the star on its open pages (background/site-grants).
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { browser } from 'wxt/browser';
import { popupT } from '../../i18n/popup';
import { send } from '../../messaging/send';
import { sitePattern } from '../../model/site-pattern';
import { ErrorNote } from '../shared/ErrorNote';
import { describeError, type ErrorText } from '../shared/error-text';

const t = popupT();

type State = 'offered' | 'asking' | 'enabled' | 'declined';

export function EnableSite({ origin }: { origin: string }): JSX.Element {
  const state = useSignal<State>('offered');
  const failure = useSignal<ErrorText | undefined>(undefined);
  const host = new URL(origin).host;

  const enable = () => {
    failure.value = undefined;
    const asked = browser.permissions.request({ origins: [sitePattern(origin)] });
    state.value = 'asking';
    asked
      .then(async (granted) => {
        const enabled = granted && (await send({ type: 'site.enable', origin })).enabled;
        state.value = enabled ? 'enabled' : 'declined';
      })
      .catch((error: unknown) => {
        state.value = 'offered';
        failure.value = describeError(error);
      });
  };

  if (state.value === 'enabled') {
    return (
      <p class="enable-site" role="status">
        {t('enableSite.enabled', { host })}
      </p>
    );
  }
  return (
    <div class="enable-site">
      <p id="enable-site-what">{t('enableSite.what', { host })}</p>
      <button
        type="button"
        class="primary"
        aria-describedby="enable-site-what"
        disabled={state.value === 'asking'}
        onClick={enable}
      >
        {t('enableSite.button', { host })}
      </button>
      <p role="status">
        {state.value === 'asking' && t('enableSite.asking')}
        {state.value === 'declined' && t('enableSite.declined')}
      </p>
      <ErrorNote error={failure.value} class="" lead={(message) => t('enableSite.failed', { message })} />
    </div>
  );
}
