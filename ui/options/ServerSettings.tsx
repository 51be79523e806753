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
import type { Settings } from '../../model/settings';
import { loadSettings } from '../../storage/db';
import { ErrorNote } from '../shared/ErrorNote';
import { WordedError } from '../shared/error-text';
import { metaDb, useLiveQuery } from '../shared/live';
import { TextField } from '../shared/TextField';
import { useAction } from '../shared/use-action';
import { checkService } from './check-service';
import { findingsInWords, parseSettings, SETTINGS_KEYS, type SettingsKey } from './server-findings';

type Key = SettingsKey;

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
  const message = useSignal<string | undefined>(undefined);
  /** The check found problems with exactly these settings; the next save keeps them anyway. */
  const doubted = useSignal<string | undefined>(undefined);
  const save = useAction(async (next: Settings) => {
    // First thing in the click: the permission prompt needs the user's gesture.
    const origins = [...new Set([hostPattern(next.apiBaseUrl), hostPattern(next.oidcIssuer)])];
    if (!(await browser.permissions.request({ origins }))) {
      throw new WordedError(t('permissionDenied', { origin: new URL(next.apiBaseUrl).origin }));
    }
    const key = JSON.stringify(next);
    const checked = doubted.value !== key;
    if (checked) {
      const found = await checkService(next);
      const problems = findingsInWords(found, next, t);
      if (problems.length > 0) {
        doubted.value = key;
        throw new WordedError(`${problems.join(' ')} ${t('checkNotSaved')}`);
      }
    }
    await send({ type: 'settings.save', settings: next });
    draft.value = next;
    edited.value = false;
    doubted.value = undefined;
    return checked;
  });

  useEffect(() => {
    if (stored.value && !edited.value) draft.value = stored.value;
  }, [stored.value]);

  const update = (key: Key, value: string) => {
    draft.value = { ...draft.value, [key]: value };
    edited.value = true;
    message.value = undefined;
    save.reset();
    if (errors.value[key]) errors.value = { ...errors.value, [key]: undefined };
  };

  const submit = (settings: Settings) => {
    message.value = undefined;
    const parsed = parseSettings(settings, t);
    if (!parsed.ok) {
      errors.value = parsed.errors;
      document.getElementById(`server-${SETTINGS_KEYS.find((key) => parsed.errors[key])}`)?.focus();
      return;
    }
    errors.value = {};
    void save.run(parsed.settings);
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
        submit(draft.value);
      }}
    >
      <h3 id="server-title">{t('serverTitle')}</h3>
      <p class="hint">{t('serverIntro')}</p>
      {field('apiBaseUrl', 'apiBaseUrlHint')}
      {field('oidcIssuer', 'oidcIssuerHint')}
      {field('oidcClientId', 'oidcClientIdHint')}
      <div class="form-actions">
        <button type="submit" class="primary" disabled={save.busy}>
          {save.busy ? t('checkingService') : doubted.value ? t('saveAnyway') : t('saveSettings')}
        </button>
        <button
          type="button"
          disabled={save.busy}
          onClick={() => {
            draft.value = BUILD_CONFIG;
            edited.value = true;
            errors.value = {};
            save.reset();
            message.value = t('defaultsFilled');
          }}
        >
          {t('resetDefaults')}
        </button>
        <span class="save-state" role="status">
          {message.value ?? (save.done ? t(save.result ? 'settingsSavedChecked' : 'settingsSaved') : '')}
        </span>
      </div>
      <ErrorNote error={save.error} />
    </form>
  );
}
