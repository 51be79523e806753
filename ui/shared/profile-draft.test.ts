import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { draftToProfile, profileToDraft } from './profile-draft';

// A field the contract might gain: the draft must carry it (a PUT sends every field, DESIGN §4 rule 3).
vi.mock('../../api/contract', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../api/contract')>();
  return {
    ...real,
    ProfileInput: real.ProfileInput.extend({ remote_share: z.number().int().optional() }),
    PROFILE_DEFAULTS: { ...real.PROFILE_DEFAULTS, remote_share: 0 },
  };
});

describe('the profile draft', () => {
  it('holds every field of the contract’s ProfileInput, a new one too, with its default', () => {
    const draft = profileToDraft({ skills: ['go'], remote_share: 40 } as never);
    expect(draft).toMatchObject({ skills: ['go'], remote_share: 40, seniority: '', cadence: 'daily' });
    expect(draftToProfile(draft)).toMatchObject({ ok: true, profile: { remote_share: 40, seniority: null } });
    expect(profileToDraft(undefined)).toMatchObject({ remote_share: 0 });
  });
});
