import { describe, expect, it } from 'vitest';
import { jobIdOf } from './job-id';

describe('jobIdOf', () => {
  it('joins ats, board and posting, lower-casing the board and keeping the posting', () => {
    expect(jobIdOf({ ats: 'greenhouse', board: 'Anthropic', posting: '5058714008' })).toBe(
      'greenhouse:anthropic:5058714008',
    );
    expect(jobIdOf({ ats: 'comeet', board: 'aquasec', posting: 'CD.86E' })).toBe('comeet:aquasec:CD.86E');
  });
  it('drops the board part for sites without boards', () => {
    expect(jobIdOf({ ats: 'linkedin', posting: '3786945580' })).toBe('linkedin:3786945580');
  });
  it('refuses an id without a posting', () => {
    expect(() => jobIdOf({ ats: 'lever', board: 'x', posting: ' ' })).toThrow(/posting/);
  });
});
