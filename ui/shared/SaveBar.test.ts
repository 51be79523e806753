import { describe, expect, it } from 'vitest';
import { saveState } from './SaveBar';

describe('the save status line', () => {
  it('signed out, a save waits for sign-in, not for the service', () => {
    expect(saveState(false, true, true, true)).toBe('savedLocal');
    expect(saveState(false, true, true, false)).toBe('savedPending');
    expect(saveState(false, true, true)).toBe('savedPending');
    expect(saveState(true, true, true, true)).toBe('fixErrors');
    expect(saveState(false, false, true, true)).toBe('savedSynced');
  });
});
