import { describe, expect, it } from 'vitest';
import { inStageFilter, stageFilterCounts } from './stage-filter';

describe('stage filter', () => {
  it('All shows every stage; Closed shows the three closing stages; the others their own', () => {
    expect(inStageFilter('ghosted', 'all')).toBe(true);
    expect(['rejected', 'withdrawn', 'ghosted'].every((stage) => inStageFilter(stage as 'rejected', 'closed'))).toBe(
      true,
    );
    expect(inStageFilter('offer', 'closed')).toBe(false);
    expect(inStageFilter('applied', 'applied')).toBe(true);
    expect(inStageFilter('interviewing', 'applied')).toBe(false);
  });

  it('counts each filter', () => {
    expect(stageFilterCounts(['saved', 'applied', 'applied', 'rejected', 'withdrawn'])).toEqual({
      all: 5,
      saved: 1,
      applied: 2,
      interviewing: 0,
      offer: 0,
      closed: 2,
    });
  });
});
