/** Profiles (§4.2, §4.3): the stored one with defaults for what was never set, and the rule that turns a request into it. */
import { PROFILE_DEFAULTS, type Profile, type ProfileInput } from '../../api/contract';
import { effectiveZone } from '../../api/digest';
import { canonicalSkill } from '../catalog/vocabulary';
import type { Store } from './store';

/** Stored profile in full (defaults for anything never set). */
export async function readProfile(store: Store, sub: string): Promise<Required<Profile>> {
  const stored = (await store.profiles.read(sub)) ?? {};
  return { ...structuredClone(PROFILE_DEFAULTS), ...stored } as Required<Profile>;
}

/** §4.2: overwrite; omitted → defaults; unknown skills dropped (vocabulary spelling, de-duplicated); unknown zone → default. */
export function normaliseProfile(input: ProfileInput): Required<Profile> {
  const skills: string[] = [];
  for (const skill of input.skills ?? []) {
    const known = canonicalSkill(skill);
    if (known && !skills.includes(known)) skills.push(known);
  }
  const dedupe = <T>(items: readonly T[]) => [...new Set(items)];
  return {
    skills,
    seniority: input.seniority ?? PROFILE_DEFAULTS.seniority,
    workplace: dedupe(input.workplace ?? []),
    israel_only: input.israel_only ?? PROFILE_DEFAULTS.israel_only,
    country: dedupe(input.country ?? []),
    city: dedupe((input.city ?? []).map((city) => city.trim()).filter(Boolean)),
    cadence: input.cadence ?? PROFILE_DEFAULTS.cadence,
    digest_time: input.digest_time ?? PROFILE_DEFAULTS.digest_time,
    digest_tz: effectiveZone(input.digest_tz),
    digest_day: input.digest_day ?? PROFILE_DEFAULTS.digest_day,
  } as Required<Profile>;
}
