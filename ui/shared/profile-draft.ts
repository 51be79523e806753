/** The profile form's state (§2.2) and its check against the contract's `ProfileInput` before a save. */
import {
  DIGEST_TIME_PATTERN,
  MAX_CITIES,
  MAX_COUNTRIES,
  MAX_SKILLS,
  PROFILE_DEFAULTS,
  ProfileInput,
  type Seniority,
  type Workplace,
} from '../../api/contract';
import { isCountryCode } from '../../api/countries';
import type { FieldError } from './filter-draft';
import type { ScheduleDraft } from './schedule';

export interface ProfileDraft extends ScheduleDraft {
  skills: string[];
  seniority: Seniority | '';
  workplace: Workplace[];
  israel_only: boolean;
  country: string[];
  city: string[];
}

export type ProfileErrors = Partial<Record<keyof ProfileDraft, FieldError>>;

export const profileToDraft = (profile: ProfileInput | undefined): ProfileDraft => ({
  skills: [...(profile?.skills ?? PROFILE_DEFAULTS.skills)],
  seniority: profile?.seniority ?? '',
  workplace: [...(profile?.workplace ?? PROFILE_DEFAULTS.workplace)],
  israel_only: profile?.israel_only ?? PROFILE_DEFAULTS.israel_only,
  country: [...(profile?.country ?? PROFILE_DEFAULTS.country)],
  city: [...(profile?.city ?? PROFILE_DEFAULTS.city)],
  cadence: profile?.cadence ?? PROFILE_DEFAULTS.cadence,
  digest_time: profile?.digest_time ?? PROFILE_DEFAULTS.digest_time,
  digest_tz: profile?.digest_tz ?? PROFILE_DEFAULTS.digest_tz,
  digest_day: profile?.digest_day ?? PROFILE_DEFAULTS.digest_day,
});

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
