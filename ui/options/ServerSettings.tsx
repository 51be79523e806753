/**
 * The service and sign-in provider this extension talks to (the MetaDb `settings` row, defaults from the
 * build). A new origin needs its host permission first: it is asked for inside the click (the browser
 * only asks on a user gesture), and the settings are saved only if it is granted.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { BUILD_CONFIG } from '../../config/build';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { send } from '../../messaging/send';
import { settings as loadSettings } from '../../storage/queries';
import { Settings } from '../../storage/settings';
import { metaDb, useLiveQuery } from '../shared/live';
import { TextField } from '../shared/TextField';

type Key = keyof Settings;
const KEYS: readonly Key[] = ['apiBaseUrl', 'oidcIssuer', 'oidcClientId'];

/** A match pattern for the host: without a port it matches every port, as the build's own permission does. */
export const hostPattern = (url: string): string => {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}/*`;
};

export function ServerSettings({ lang }: { lang: Lang }): JSX.Element {
  const t = optionsT(lang);
  const stored = useLiveQuery(() => loadSettings(metaDb()), []);
  const draft = useSignal<Settings>(BUILD_CONFIG);
  const edited = useSignal(false);
  const errors = useSignal<Partial<Record<Key, string>>>({});
  const message = useSignal<{ text: string; error: boolean } | undefined>(undefined);
  const busy = useSignal(false);

  useEffect(() => {
    if (stored.value && !edited.value) draft.value = stored.value;
  }, [stored.value]);

  const update = (key: Key, value: string) => {
    draft.value = { ...draft.value, [key]: value };
    edited.value = true;
    message.value = undefined;
    if (errors.value[key]) errors.value = { ...errors.value, [key]: undefined };
  };

  const save = async (settings: Settings) => {
    message.value = undefined;
    const parsed = Settings.safeParse({
      apiBaseUrl: settings.apiBaseUrl.trim().replace(/\/+$/, ''),
      oidcIssuer: settings.oidcIssuer.trim().replace(/\/+$/, ''),
      oidcClientId: settings.oidcClientId.trim(),
    });
    if (!parsed.success) {
      const found: Partial<Record<Key, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Key;
        found[key] ??= key === 'oidcClientId' ? t('error.required') : t('error.url');
      }
      errors.value = found;
      document.getElementById(`server-${KEYS.find((key) => found[key])}`)?.focus();
      return;
    }
    errors.value = {};
    const next = parsed.data;
    busy.value = true;
    try {
      // First thing in the click: the permission prompt needs the user's gesture.
      const origins = [...new Set([hostPattern(next.apiBaseUrl), hostPattern(next.oidcIssuer)])];
      const granted = await browser.permissions.request({ origins });
      if (!granted) {
        message.value = { text: t('permissionDenied', { origin: new URL(next.apiBaseUrl).origin }), error: true };
        return;
      }
      await send({ type: 'settings.save', settings: next });
      draft.value = next;
      edited.value = false;
      message.value = { text: t('settingsSaved'), error: false };
    } catch (error) {
      message.value = {
        text: t('actionFailed', { message: error instanceof Error ? error.message : String(error) }),
        error: true,
      };
    } finally {
      busy.value = false;
    }
  };

  const field = (key: Key, hintKey: 'apiBaseUrlHint' | 'oidcIssuerHint' | 'oidcClientIdHint') => (
    <TextField
      id={`server-${key}`}
      label={t(key)}
      value={draft.value[key]}
      onInput={(value) => update(key, value)}
      hint={t(hintKey)}
      error={errors.value[key]}
    />
  );

  return (
    <form
      class="server-settings"
      noValidate
      aria-labelledby="server-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save(draft.value);
      }}
    >
      <h3 id="server-title">{t('serverTitle')}</h3>
      <p class="hint">{t('serverIntro')}</p>
      {field('apiBaseUrl', 'apiBaseUrlHint')}
      {field('oidcIssuer', 'oidcIssuerHint')}
      {field('oidcClientId', 'oidcClientIdHint')}
      <div class="form-actions">
        <button type="submit" class="primary" disabled={busy.value}>
          {t('saveSettings')}
        </button>
        <button
          type="button"
          disabled={busy.value}
          onClick={() => {
            draft.value = BUILD_CONFIG;
            edited.value = true;
            errors.value = {};
          }}
        >
          {t('resetDefaults')}
        </button>
        <span class={message.value?.error ? 'field-error' : 'save-state'} role="status">
          {message.value?.text ?? ''}
        </span>
      </div>
    </form>
  );
}
