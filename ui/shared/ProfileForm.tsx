/**
 * Every field of the profile (§2.2) with its constraint beside it. Saving sends the fields the form shows through
 * the background (`profile.patch`), so it works offline: the row's `dirty` flag says "waiting to sync", and once
 * the server answers, ProfileNotices says what the service changed and what it holds that the form leaves out.
 *
 * Usage: `<ProfileForm row={profileRow} cities={cityFacet} layout="page" />` where `profileRow` comes from
 * `useProfile(db)`. `layout="page"` lays the fields out in two columns for the options page;
 * `showDigest={false}` leaves the digest fields to a page's own schedule editor; `extra` renders beside
 * the form with a hand on its draft (the CV step adds skills to it).
 */
import type { JSX } from 'preact';
import { MAX_CITIES, MAX_COUNTRIES, MAX_SKILLS, type ProfileInput, SENIORITIES, WORKPLACES } from '../../api/contract';
import { uiLanguage } from '../../i18n/index';
import { sharedT } from '../../i18n/shared';
import { send } from '../../messaging/send';
import type { ProfileRow } from '../../storage/db';
import { CheckboxGroup } from './CheckboxGroup';
import { CountryPicker } from './CountryPicker';
import { DigestFields } from './DigestFields';
import { fieldErrorText } from './field-error-text';
import { ProfileNotices } from './ProfileNotices';
import { cityFieldProps, skillFieldProps } from './place-fields';
import type { ProfileDraft } from './profile-draft';
import { SaveBar, saveState } from './SaveBar';
import { TagInput } from './TagInput';
import { useProfileDraft } from './use-profile-draft';

const t = sharedT();

export interface ProfileFormProps {
  /** The profile row (`useProfile(db)`); undefined while loading or before the first sync. */
  row: ProfileRow | undefined;
  /** City names as the locations facet spells them (suggestions, with the row's `options.cities`). */
  cities?: readonly string[];
  /** Country codes the service knows (suggestions, with the row's `options.countries`). */
  countries?: readonly string[];
  layout?: 'popup' | 'page';
  showDigest?: boolean;
  /** Gets the fields the form shows; defaults to `send({ type: 'profile.patch', profile })`. */
  onSave?: (profile: ProfileInput) => Promise<unknown>;
  idPrefix?: string;
  /** Signed out, a save waits for sign-in: the status line says so. */
  signedOut?: boolean;
  extra?: (draft: { skills: readonly string[]; addSkills: (skills: readonly string[]) => void }) => JSX.Element;
}

const union = (...lists: (readonly string[] | undefined)[]): string[] => [
  ...new Set(lists.flatMap((list) => list ?? [])),
];

const SCHEDULE_IDS: Record<string, string> = { digest_time: 'time', digest_tz: 'zone', digest_day: 'day' };

export function ProfileForm(props: ProfileFormProps): JSX.Element {
  const { row, layout = 'popup', showDigest = true, idPrefix = 'profile' } = props;
  const id = (key: keyof ProfileDraft) => `${idPrefix}-${key}`;
  const form = useProfileDraft({
    row,
    withSchedule: showDigest,
    onSave: props.onSave ?? ((profile) => send({ type: 'profile.patch', profile })),
    fieldId: (key) => (SCHEDULE_IDS[key] ? `${idPrefix}-digest-${SCHEDULE_IDS[key]}` : `${idPrefix}-${key}`),
  });
  const { update } = form;
  const value = form.draft.value;
  const errors = form.errors.value;
  const error = (key: keyof ProfileDraft) => (errors[key] ? fieldErrorText(errors[key]) : undefined);
  const options = row?.options;
  const cities = union(options?.cities, props.cities);
  const skillSuggestions = union(
    row?.skillSpec?.skills?.map((term) => term.name),
    options?.skills,
  );

  return (
    <>
      <form class={`profile-form layout-${layout}`} onSubmit={form.submit} noValidate>
        <div class="profile-fields">
          <TagInput
            id={id('skills')}
            label={t('skills')}
            values={value.skills}
            onChange={(next) => update('skills', next)}
            suggestions={skillSuggestions}
            {...skillFieldProps(skillSuggestions)}
            max={MAX_SKILLS}
            hint={t('skillsHint', { max: MAX_SKILLS })}
            error={error('skills')}
          />
          <div class="field">
            <label for={id('seniority')}>{t('seniority')}</label>
            <select
              id={id('seniority')}
              value={value.seniority}
              aria-invalid={errors.seniority ? 'true' : undefined}
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
            suggestions={cities}
            {...cityFieldProps(cities)}
            max={MAX_CITIES}
            hint={t('citiesHint', { max: MAX_CITIES })}
            error={error('city')}
          />
          {showDigest && (
            <DigestFields
              idPrefix={`${idPrefix}-digest`}
              value={value}
              errors={form.scheduleErrors.value}
              onChange={form.patch}
              lang={uiLanguage()}
            />
          )}
        </div>
        <SaveBar
          saving={form.save.busy}
          label={t('save')}
          state={saveState(form.hasErrors, row?.dirty === 1, form.save.done, props.signedOut)}
          failure={form.save.error}
        >
          <ProfileNotices row={row} />
        </SaveBar>
      </form>
      {props.extra?.({ skills: value.skills, addSkills: form.addSkills })}
    </>
  );
}
