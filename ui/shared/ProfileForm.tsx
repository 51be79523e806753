/**
 * Every field of the profile (§2.2) with its constraint beside it. Saving goes through the background
 * (`profile.save`), so it works offline: the row's `dirty` flag says "waiting to sync", and once the
 * server answers, its `notice` says what the service changed (dropped skills, a replaced time zone).
 *
 * Usage: `<ProfileForm row={profileRow} cities={cityFacet} layout="page" />` where `profileRow` is
 * `db.profile.get('me')` through a live query. `layout="page"` lays the fields out in two columns for the
 * options page; `showDigest={false}` leaves the digest fields to a page's own schedule editor.
 */
import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import {
  CADENCES,
  type Cadence,
  MAX_CITIES,
  MAX_COUNTRIES,
  MAX_SKILLS,
  SENIORITIES,
  WORKPLACES,
} from '../../api/contract';
import { uiLanguage } from '../../i18n/index';
import { sharedT } from '../../i18n/shared';
import { send } from '../../messaging/send';
import type { ProfileRow } from '../../storage/db';
import { CheckboxGroup } from './CheckboxGroup';
import { CountryPicker } from './CountryPicker';
import { fieldErrorText } from './field-error-text';
import { draftToProfile, type ProfileDraft, type ProfileErrors, profileToDraft } from './profile-draft';
import { SaveBar, saveState } from './SaveBar';
import { TagInput } from './TagInput';
import { TextField } from './TextField';

const t = sharedT();

export interface ProfileFormProps {
  /** The profile row (`db.profile.get('me')`); undefined while loading or before the first sync. */
  row: ProfileRow | undefined;
  /** City names as the locations facet spells them (suggestions, with the row's `options.cities`). */
  cities?: readonly string[];
  /** Country codes the service knows (suggestions, with the row's `options.countries`). */
  countries?: readonly string[];
  layout?: 'popup' | 'page';
  showDigest?: boolean;
  /** Defaults to `send({ type: 'profile.save', profile })`. */
  onSave?: (profile: ProfileDraftOutput) => Promise<unknown>;
  idPrefix?: string;
}

type ProfileDraftOutput = Extract<ReturnType<typeof draftToProfile>, { ok: true }>['profile'];

const union = (...lists: (readonly string[] | undefined)[]): string[] => [
  ...new Set(lists.flatMap((list) => list ?? [])),
];

const weekdayNames = (): string[] => {
  const format = new Intl.DateTimeFormat(uiLanguage(), { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday, and §2.2 counts Monday as 0.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 1 + day))));
};

const timeZones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? supported('timeZone') : [];
};

export function ProfileForm(props: ProfileFormProps): JSX.Element {
  const { row, layout = 'popup', showDigest = true, idPrefix = 'profile' } = props;
  const draft = useSignal<ProfileDraft>(profileToDraft(row?.local));
  const edited = useSignal(false);
  const errors = useSignal<ProfileErrors>({});
  const saving = useSignal(false);
  const saved = useSignal(false);
  const failure = useSignal<string | undefined>(undefined);
  const zonesWanted = useSignal(false);

  // The database is the truth until the user edits; a save (or a sync) that changes the row refills the form.
  useEffect(() => {
    if (!edited.value) draft.value = profileToDraft(row?.local);
  }, [row?.updatedAt, row?.local]);

  const update = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => {
    draft.value = { ...draft.value, [key]: value };
    edited.value = true;
    saved.value = false;
    if (errors.value[key]) {
      const { [key]: _, ...rest } = errors.value;
      errors.value = rest;
    }
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    failure.value = undefined;
    const result = draftToProfile(draft.value);
    if (!result.ok) {
      errors.value = result.errors;
      const first = Object.keys(result.errors)[0];
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    errors.value = {};
    saving.value = true;
    try {
      await (props.onSave ? props.onSave(result.profile) : send({ type: 'profile.save', profile: result.profile }));
      edited.value = false;
      saved.value = true;
    } catch (error) {
      failure.value = t('saveFailed', { message: error instanceof Error ? error.message : String(error) });
    } finally {
      saving.value = false;
    }
  };

  const value = draft.value;
  const id = (key: keyof ProfileDraft) => `${idPrefix}-${key}`;
  const error = (key: keyof ProfileDraft) => (errors.value[key] ? fieldErrorText(errors.value[key]) : undefined);
  const options = row?.options;
  const skillSuggestions = union(
    row?.skillSpec?.skills?.map((term) => term.name),
    options?.skills,
  );
  const notice = row && row.dirty === 0 ? row.notice : undefined;
  // About 400 zones: offered only once the field is used, so the popup's Profile tab paints light.
  const zones = showDigest && zonesWanted.value ? timeZones() : [];

  const state = saveState(Object.keys(errors.value).length > 0, row?.dirty === 1, saved.value);
  return (
    <form class={`profile-form layout-${layout}`} onSubmit={submit} noValidate>
      <div class="profile-fields">
        <TagInput
          id={id('skills')}
          label={t('skills')}
          values={value.skills}
          onChange={(next) => update('skills', next)}
          suggestions={skillSuggestions}
          max={MAX_SKILLS}
          hint={t('skillsHint', { max: MAX_SKILLS })}
          error={error('skills')}
        />
        <div class="field">
          <label for={id('seniority')}>{t('seniority')}</label>
          <select
            id={id('seniority')}
            value={value.seniority}
            aria-invalid={errors.value.seniority ? 'true' : undefined}
            onChange={(event) => update('seniority', event.currentTarget.value as ProfileDraft['seniority'])}
          >
            <option value="">{t('seniorityNone')}</option>
            {SENIORITIES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`seniority.${choice}`)}
              </option>
            ))}
          </select>
        </div>
        <CheckboxGroup
          id={id('workplace')}
          legend={t('workplace')}
          choices={WORKPLACES}
          values={value.workplace}
          onChange={(next) => update('workplace', next)}
          label={(choice) => t(`workplace.${choice}`)}
          hint={t('workplaceHint')}
          error={error('workplace')}
        />
        <label class="check">
          <input
            id={id('israel_only')}
            type="checkbox"
            checked={value.israel_only}
            aria-describedby={`${id('israel_only')}-hint`}
            onChange={(event) => update('israel_only', event.currentTarget.checked)}
          />
          {t('israelOnly')}
          <span id={`${id('israel_only')}-hint`} class="hint">
            {' '}
            — {t('israelOnlyHint')}
          </span>
        </label>
        <CountryPicker
          id={id('country')}
          label={t('country')}
          values={value.country}
          onChange={(next) => update('country', next)}
          suggestions={union(options?.countries, props.countries)}
          max={MAX_COUNTRIES}
          hint={t('countriesHint', { max: MAX_COUNTRIES })}
          error={error('country')}
        />
        <TagInput
          id={id('city')}
          label={t('city')}
          values={value.city}
          onChange={(next) => update('city', next)}
          suggestions={union(options?.cities, props.cities)}
          max={MAX_CITIES}
          hint={t('citiesHint', { max: MAX_CITIES })}
          error={error('city')}
        />
        {showDigest && (
          <>
            <div class="field">
              <label for={id('cadence')}>{t('cadence')}</label>
              <select
                id={id('cadence')}
                value={value.cadence}
                aria-describedby={`${id('cadence')}-hint`}
                onChange={(event) => update('cadence', event.currentTarget.value as Cadence)}
              >
                {CADENCES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`cadence.${choice}`)}
                  </option>
                ))}
              </select>
              <span id={`${id('cadence')}-hint`} class="hint">
                {t('cadenceHint')}
              </span>
            </div>
            {value.cadence !== 'instant' && (
              <TextField
                id={id('digest_time')}
                label={t('digestTime')}
                value={value.digest_time}
                placeholder="09:00"
                onInput={(next) => update('digest_time', next)}
                hint={t('digestTimeHint')}
                error={error('digest_time')}
              />
            )}
            {value.cadence === 'weekly' && (
              <div class="field">
                <label for={id('digest_day')}>{t('digestDay')}</label>
                <select
                  id={id('digest_day')}
                  value={String(value.digest_day)}
                  onChange={(event) => update('digest_day', Number(event.currentTarget.value))}
                >
                  {weekdayNames().map((name, day) => (
                    <option key={name} value={String(day)}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {value.cadence !== 'instant' && (
              <TextField
                id={id('digest_tz')}
                label={t('digestTz')}
                value={value.digest_tz}
                list={zones.length > 0 ? `${id('digest_tz')}-zones` : undefined}
                onInput={(next) => update('digest_tz', next)}
                onFocus={() => {
                  zonesWanted.value = true;
                }}
                hint={t('digestTzHint')}
                error={error('digest_tz')}
              />
            )}
            {zones.length > 0 && (
              <datalist id={`${id('digest_tz')}-zones`}>
                {zones.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            )}
          </>
        )}
      </div>
      <SaveBar
        saving={saving.value}
        label={t('save')}
        savingLabel={t('saving')}
        state={state ? t(state) : ''}
        failure={failure.value}
      />
      {notice && (notice.droppedSkills.length > 0 || notice.replacedZone) && (
        <div class="notice" role="status">
          {notice.droppedSkills.length > 0 && (
            <p>{t('noticeDropped', { n: notice.droppedSkills.length, items: notice.droppedSkills.join(', ') })}</p>
          )}
          {notice.replacedZone && (
            <p>
              {t('noticeZone', { zone: notice.replacedZone, fallback: row?.server?.digest_tz ?? 'Asia/Jerusalem' })}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
