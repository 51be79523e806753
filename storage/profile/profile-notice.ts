/**
 * What the server changed when it stored a profile (§4.2: unknown skills are dropped, an unknown zone
 * becomes the default), and what it holds that jobstar cannot keep (a `workplace` item §2.2 leaves open),
 * told to the user once. The server may also respell a skill it knows (an alias, another case): that is not a
 * drop, so a sent skill counts as kept when it names a stored skill or one of that skill's aliases in
 * `skill_spec`. An answer without `skills` says nothing about them, so it drops none.
 */
import type { Profile, ProfileInput, SkillSpec } from '../../api/contract/index';

/** Values of one profile field that the service holds and the local copy leaves out. */
export interface IgnoredValue {
  field: keyof ProfileInput;
  items: string[];
}

/** What the server changed when it stored the profile, kept on the profile row and shown to the user once. */
export interface ProfileNotice {
  droppedSkills: string[];
  /** The zone the user chose, replaced by the service's default. */
  replacedZone?: string;
  /** What the service holds that the local copy leaves out; absent when there is none. */
  ignored?: IgnoredValue[];
  /** Fields another device changed on the service that this one did not touch (they were kept); absent when none. */
  changedElsewhere?: (keyof ProfileInput)[];
  at: number;
}

/** The name tests/conformance/chaos.conformance.ts reads the stored notice by. */
export type ServerProfileNotice = ProfileNotice;

const fold = (value: string): string => value.trim().toLowerCase();

export function profileNotice(
  sent: ProfileInput | undefined,
  stored: Profile,
  spec: SkillSpec | undefined,
  now = Date.now(),
  ignored: IgnoredValue[] = [],
  changedElsewhere: (keyof ProfileInput)[] = [],
): ProfileNotice | undefined {
  const droppedSkills = stored.skills === undefined ? [] : dropped(sent?.skills ?? [], stored.skills, spec);
  const replacedZone =
    sent?.digest_tz !== undefined && stored.digest_tz !== undefined && sent.digest_tz !== stored.digest_tz
      ? sent.digest_tz
      : undefined;
  if (droppedSkills.length + ignored.length + changedElsewhere.length === 0 && replacedZone === undefined) {
    return undefined;
  }
  return {
    droppedSkills,
    ...(replacedZone === undefined ? {} : { replacedZone }),
    ...(ignored.length === 0 ? {} : { ignored }),
    ...(changedElsewhere.length === 0 ? {} : { changedElsewhere }),
    at: now,
  };
}

function dropped(sent: string[], stored: string[], spec: SkillSpec | undefined): string[] {
  const kept = new Set<string>();
  for (const name of stored) {
    kept.add(fold(name));
    const term = spec?.skills?.find((skill) => fold(skill.name) === fold(name));
    for (const alias of term?.aliases ?? []) kept.add(fold(alias));
  }
  return sent.filter((skill) => !kept.has(fold(skill)));
}
