/** The profile form's state (§2.2) and its check against the contract's `ProfileInput` before a save. */
import {
  DIGEST_TIME_PATTERN,
  MAX_CITIES,
  MAX_COUNTRIES,
  MAX_SKILLS,
  PROFILE_DEFAULTS,
  ProfileInput,
  type Seniority,
} from '../../api/contract';
import { isCountryCode } from '../../api/countries';
import type { FieldError } from './filter-draft';
import type { ScheduleDraft } from './schedule';

/**
 * Every field of the contract's `ProfileInput`, derived from it so a field the contract gains reaches the
 * form and every save (DESIGN §4 rule 3). As a form edits them: no seniority is '' (a select's value), and
 * countries are what was typed, checked only on save.
 */
export type ProfileDraft = Omit<Required<ProfileInput>, 'seniority' | 'country' | keyof ScheduleDraft> &
  ScheduleDraft & {
    seniority: Seniority | '';
    country: string[];
  };

export type ProfileErrors = Partial<Record<keyof ProfileDraft, FieldError>>;

const PROFILE_FIELDS = Object.keys(ProfileInput.shape) as (keyof ProfileInput)[];

/** Each field as the profile has it, else its default (PROFILE_DEFAULTS names one for every field). */
export function profileToDraft(profile: ProfileInput | undefined): ProfileDraft {
  const draft: Record<string, unknown> = {};
  for (const key of PROFILE_FIELDS) {
    const value = profile?.[key] ?? PROFILE_DEFAULTS[key];
    draft[key] = Array.isArray(value) ? [...value] : value;
  }
  return { ...draft, seniority: profile?.seniority ?? '' } as ProfileDraft;
}

/** The whole profile, every field (DESIGN §4 rule 3: a PUT always carries all of them). */
export function draftToProfile(
  draft: ProfileDraft,
): { ok: true; profile: ProfileInput } | { ok: false; errors: ProfileErrors } {
  const candidate = {
    ...draft,
    seniority: draft.seniority === '' ? null : draft.seniority,
    digest_tz: draft.digest_tz.trim(),
  };
  const parsed = ProfileInput.safeParse(candidate);
  if (parsed.success) return { ok: true, profile: parsed.data };
  const errors: ProfileErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof ProfileDraft;
    if (errors[key]) continue;
    if (key === 'skills' && draft.skills.length > MAX_SKILLS) errors[key] = { code: 'tooMany', max: MAX_SKILLS };
    else if (key === 'city' && draft.city.length > MAX_CITIES) errors[key] = { code: 'tooMany', max: MAX_CITIES };
    else if (key === 'country' && draft.country.length > MAX_COUNTRIES)
      errors[key] = { code: 'tooMany', max: MAX_COUNTRIES };
    else if (key === 'country')
      errors[key] = { code: 'unknownCountry', items: draft.country.filter((code) => !isCountryCode(code)) };
    else if (key === 'digest_time' && !DIGEST_TIME_PATTERN.test(draft.digest_time)) errors[key] = { code: 'time' };
    else errors[key] = { code: 'invalid' };
  }
  return { ok: false, errors };
}
