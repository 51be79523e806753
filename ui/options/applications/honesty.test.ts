import { describe, expect, it } from 'vitest';
import { honestyOf } from './honesty';

describe('what the board says of where applications live', () => {
  it('warns only while they stay on this browser, and says when that was the person’s choice', () => {
    expect(honestyOf('seed-only')).toBe('honesty');
    expect(honestyOf('unknown')).toBe('honesty');
    expect(honestyOf('no')).toBe('honestyChosen');
    expect(honestyOf('yes')).toBeUndefined();
    expect(honestyOf('ask')).toBeUndefined();
  });
});
