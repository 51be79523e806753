/**
 * Add an application by hand (issue 32), on the options page's board and in the popup's Starred tab: company,
 * title, an optional link and where it was found, the stage and its day. Each field says what is wrong beside
 * it before anything is sent, checked with the schema the background checks it with (model/manual-application.ts).
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import type { Lang } from '../../i18n/index';
import { recordsT } from '../../i18n/records';
import { stageName } from '../../i18n/stages';
import { send } from '../../messaging/send';
import { type ManualApplication, manualFieldErrors } from '../../model/manual-application';
import { STAGES, type Stage } from '../../model/stages';
import { dayOf, moveTime } from '../options/applications/dates';
import { ErrorNote } from './ErrorNote';
import { TextField } from './TextField';
import { useAction } from './use-action';

export interface AddApplicationProps {
  lang: Lang;
  /** Prefixes the fields' ids, so two forms on one page cannot share one. */
  idPrefix: string;
  onAdded: (jobId: string, title: string) => void;
  onCancel: () => void;
}

type Key = 'company' | 'title' | 'url' | 'foundVia';
const TEXT_FIELDS: readonly { key: Key; label: 'company' | 'title' | 'link' | 'foundVia' }[] = [
  { key: 'company', label: 'company' },
  { key: 'title', label: 'title' },
  { key: 'url', label: 'link' },
  { key: 'foundVia', label: 'foundVia' },
];
type Errors = Partial<Record<keyof ManualApplication, string>>;

export function AddApplication({ lang, idPrefix, onAdded, onCancel }: AddApplicationProps): JSX.Element {
  const t = recordsT(lang);
  const values = useSignal<Record<Key, string>>({ company: '', title: '', url: '', foundVia: '' });
  const stage = useSignal<Stage>('applied');
  const day = useSignal(dayOf(new Date()));
  const errors = useSignal<Errors>({});
  const add = useAction((application: ManualApplication) => send({ type: 'application.add', application }));
  const id = (key: string) => `${idPrefix}-${key}`;

  const submit = async (event: Event) => {
    event.preventDefault();
    const now = new Date();
    const at = moveTime(day.value, now);
    const input = { ...values.value, stage: stage.value, at: at?.toISOString() ?? '' };
    const found: Errors = manualFieldErrors(input);
    if (at && at.getTime() > now.getTime()) found.at = 'future';
    errors.value = found;
    const first = (Object.keys(found) as (keyof ManualApplication)[])[0];
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    const application = { ...input, url: input.url.trim() || undefined, foundVia: input.foundVia.trim() || undefined };
    if (!(await add.run(application as ManualApplication))) return;
    onAdded(add.result!.jobId, application.title.trim());
    values.value = { company: '', title: '', url: '', foundVia: '' };
  };

  const errorText = (key: keyof ManualApplication) =>
    errors.value[key] ? t(`error.${errors.value[key]}` as Parameters<typeof t>[0]) : undefined;

  return (
    <form class="add-application" onSubmit={submit} noValidate aria-labelledby={id('heading')}>
      <h3 id={id('heading')}>{t('addTitle')}</h3>
      <p class="hint">{t('addHint')}</p>
      {TEXT_FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          id={id(key)}
          label={t(label)}
          value={values.value[key]}
          error={errorText(key)}
          onInput={(value) => {
            values.value = { ...values.value, [key]: value };
            if (errors.value[key]) errors.value = { ...errors.value, [key]: undefined };
          }}
        />
      ))}
      <div class="field">
        <label for={id('stage')}>{t('stage')}</label>
        <select
          id={id('stage')}
          value={stage.value}
          onChange={(event) => {
            stage.value = event.currentTarget.value as Stage;
          }}
        >
          {STAGES.map((option) => (
            <option key={option} value={option}>
              {stageName(option, lang)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={id('at')}
        type="date"
        label={t('stageDate')}
        value={day.value}
        error={errorText('at')}
        onInput={(value) => {
          day.value = value;
          errors.value = { ...errors.value, at: undefined };
        }}
      />
      <div class="form-actions">
        <button type="submit" class="primary" disabled={add.busy}>
          {t('add')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
      <ErrorNote error={add.error} lead={(text) => t('addFailed', { text })} />
    </form>
  );
}
