/**
 * What the server changed when it stored a profile (§4.2: unknown skills are dropped, an unknown zone
 * becomes the default), told to the user once. The server may also respell a skill it knows (an alias,
 * another case): that is not a drop, so a sent skill counts as kept when it names a stored skill or one of
 * that skill's aliases in `skill_spec`.
 */
import type { Profile, ProfileInput, SkillSpec } from '../api/contract';
import type { ProfileNotice } from './db';

const fold = (value: string): string => value.trim().toLowerCase();

export function profileNotice(
  sent: ProfileInput,
  stored: Profile,
  spec: SkillSpec | undefined,
  now = Date.now(),
): ProfileNotice | undefined {
  const kept = new Set<string>();
  for (const name of stored.skills ?? []) {
    kept.add(fold(name));
    const term = spec?.skills?.find((skill) => fold(skill.name) === fold(name));
    for (const alias of term?.aliases ?? []) kept.add(fold(alias));
  }
  const droppedSkills = (sent.skills ?? []).filter((skill) => !kept.has(fold(skill)));
  const replacedZone =
    sent.digest_tz !== undefined && stored.digest_tz !== undefined && sent.digest_tz !== stored.digest_tz
      ? sent.digest_tz
      : undefined;
  if (droppedSkills.length === 0 && replacedZone === undefined) return undefined;
  return { droppedSkills, ...(replacedZone === undefined ? {} : { replacedZone }), at: now };
}
