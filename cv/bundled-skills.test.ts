import { describe, expect, it } from 'vitest';
import { BUNDLED_SKILL_SPEC, skillSpecFor } from './bundled-skills';
import { matchSkills } from './match-skills';

describe('skillSpecFor', () => {
  it('prefers the service’s own list, and falls back to the bundled one while there is none', () => {
    const service = { skills: [{ name: 'Go', aliases: ['golang'] }] };
    expect(skillSpecFor(service)).toBe(service);
    expect(skillSpecFor({ skills: [] })).toBe(BUNDLED_SKILL_SPEC);
    expect(skillSpecFor(undefined)).toBe(BUNDLED_SKILL_SPEC);
  });
});

describe('the bundled list', () => {
  it('finds the usual ways a CV names its skills, and not words that merely contain them', () => {
    const text = 'Backend engineer: golang, Node.js and k8s on Amazon Web Services. Worked at Google; likes gold.';
    expect(matchSkills(text, BUNDLED_SKILL_SPEC)).toEqual(['Go', 'Node.js', 'Kubernetes', 'AWS']);
  });

  it('names each skill once', () => {
    const names = BUNDLED_SKILL_SPEC.skills?.map((skill) => skill.name.toLowerCase()) ?? [];
    expect(new Set(names).size).toBe(names.length);
  });
});
