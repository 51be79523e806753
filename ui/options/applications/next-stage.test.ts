import { describe, expect, it } from 'vitest';
import { nextStage } from './next-stage';

describe('nextStage', () => {
  it('offers the stage after the current one along the way to an offer', () => {
    expect(nextStage('saved')).toBe('applied');
    expect(nextStage('applied')).toBe('interviewing');
    expect(nextStage('interviewing')).toBe('offer');
  });

  it('from an offer or a closed stage, offers the first other stage rather than a closing one', () => {
    expect(nextStage('offer')).toBe('saved');
    expect(nextStage('rejected')).toBe('saved');
    expect(nextStage('ghosted')).toBe('saved');
  });
});
