/** The SQL of profiles (§4.2, §4.3) and the rule that turns a request into the stored profile. */
import { PROFILE_DEFAULTS, type Profile, type ProfileInput } from '../../api/contract';
import { effectiveZone } from '../../api/digest';
import { canonicalSkill } from '../catalog/vocabulary';
import type { DB } from '../db';

/** Stored profile in full (defaults for anything never set). */
export function readProfile(db: DB, sub: string): Required<Profile> {
  const row = db.prepare('SELECT profile FROM profiles WHERE sub = ?').get(sub) as { profile: string } | undefined;
  const stored = row ? (JSON.parse(row.profile) as Profile) : {};
  return { ...structuredClone(PROFILE_DEFAULTS), ...stored } as Required<Profile>;
}

export function writeProfile(db: DB, sub: string, profile: Required<Profile>, updatedAt: number): void {
  db.prepare(
    'INSERT INTO profiles (sub, profile, updated_at) VALUES (?, ?, ?) ON CONFLICT(sub) DO UPDATE SET profile = excluded.profile, updated_at = excluded.updated_at',
  ).run(sub, JSON.stringify(profile), updatedAt);
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
