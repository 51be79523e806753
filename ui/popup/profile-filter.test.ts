import { describe, expect, it } from 'vitest';
import { profileFilter } from './profile-filter';

describe('profileFilter', () => {
  it('uses every profile field a filter can carry', () => {
    expect(
      profileFilter({
        country: ['IL'],
        city: ['Haifa'],
        skills: ['Go'],
        seniority: 'senior',
        workplace: ['remote'],
        israel_only: true,
      }),
    ).toMatchObject({
      country: ['IL'],
      city: ['Haifa'],
      skills: ['Go'],
      seniority: 'senior',
      workplace: 'remote',
      israel_only: true,
    });
  });

  it('leaves the workplace open when the profile accepts several', () => {
    expect(profileFilter({ workplace: ['remote', 'hybrid'] }).workplace).toBe('');
    expect(profileFilter(undefined).seniority).toBe('');
  });
});
