/**
 * A new alert (§4.1) from the shared filter fields, pre-filled with the profile's countries and skills
 * (§1: "Country and skills pre-fill new alerts"). Creating goes through the background: the alert is
 * stored at once and sent when the service is reachable.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { type FilterQuery, filterToQuery } from '../../api/contract';
import type { Lang } from '../../i18n/index';
import { optionsT } from '../../i18n/options';
import { send } from '../../messaging/send';
import type { ProfileRow } from '../../storage/db';
import { ErrorNote } from '../shared/ErrorNote';
import { FilterFields } from '../shared/FilterFields';
import { draftToFilter, emptyDraft, type FilterDraft, type FilterErrors } from '../shared/filter-draft';
import { filterSuggestions } from '../shared/filter-suggestions';
import { useAction } from '../shared/use-action';

const prefilled = (row: ProfileRow | undefined): FilterDraft => ({
  ...emptyDraft(),
  country: [...(row?.local.country ?? [])],
  skills: [...(row?.local.skills ?? [])],
});

export interface AlertFormProps {
  row: ProfileRow | undefined;
  lang: Lang;
  /** Signed out, a new alert waits for sign-in (no e-mail can come before it), not for the service. */
  signedOut?: boolean;
}

export function AlertForm({ row, lang, signedOut }: AlertFormProps): JSX.Element {
  const t = optionsT(lang);
  const draft = useSignal<FilterDraft>(prefilled(row));
  const edited = useSignal(false);
  const errors = useSignal<FilterErrors>({});
  const create = useAction((filter: FilterQuery) => send({ type: 'alert.create', filter }));

  useEffect(() => {
    if (!edited.value) draft.value = prefilled(row);
  }, [row?.updatedAt]);

  const submit = async (event: Event) => {
    event.preventDefault();
    create.reset();
    const result = draftToFilter(draft.value);
    if (!result.ok) {
      errors.value = result.errors;
      const first = Object.keys(result.errors)[0];
      document.getElementById(`alert-${first}`)?.focus();
      return;
    }
    errors.value = {};
    if (!(await create.run(filterToQuery(result.filter)))) return;
    edited.value = false;
    draft.value = prefilled(row);
  };
  const hasErrors = Object.keys(errors.value).length > 0;

  return (
    <form class="alert-form" onSubmit={submit} noValidate aria-labelledby="new-alert-title">
      <h3 id="new-alert-title">{t('newAlert')}</h3>
      <p class="hint">{t('newAlertIntro')}</p>
      <FilterFields
        idPrefix="alert"
        value={draft.value}
        onChange={(next) => {
          draft.value = next;
          edited.value = true;
          errors.value = {};
          create.reset();
        }}
        errors={errors.value}
        suggestions={filterSuggestions(row)}
      />
      <div class="form-actions">
        <button type="submit" class="primary" disabled={create.busy}>
          {create.busy ? t('creating') : t('createAlert')}
        </button>
        <span class={hasErrors ? 'field-error' : 'save-state'} role="status">
          {hasErrors ? t('fixErrors') : create.done ? t(signedOut ? 'alertCreatedLocal' : 'alertCreated') : ''}
        </span>
      </div>
      <ErrorNote error={create.error} lead={(text) => t('alertFailed', { message: text })} />
    </form>
  );
}
