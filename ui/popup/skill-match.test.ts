import { describe, expect, it } from 'vitest';
import { skillMatch } from './skill-match';

describe('skillMatch', () => {
  it('names the wanted skills the listing has, case aside, out of how many were wanted', () => {
    expect(skillMatch(['Go', 'Rust', 'SQL', 'Kafka'], ['go', 'SQL', 'Python', 'rust'])).toEqual({
      matched: ['Go', 'Rust', 'SQL'],
      of: 4,
    });
  });

  it('says nothing when no skill was asked for or the listing names none', () => {
    expect(skillMatch([], ['Go'])).toBeUndefined();
    expect(skillMatch(['Go'], undefined)).toBeUndefined();
  });
});
