import { describe, expect, it } from 'vitest';
import { changedElsewhere, profileToSend } from './field-merge';

const row = { id: 'me' as const, dirty: 1 as const, updatedAt: 1 };

describe('profileToSend', () => {
  it('lays only the changed fields over the service copy; a cleared field is left out', () => {
    const local = { skills: ['Go', 'Rust'], seniority: 'mid' as const, city: undefined };
    const server = { skills: ['Go'], seniority: 'lead' as const, city: ['Haifa'] };
    expect(profileToSend(server, { ...row, local }, ['skills'])).toEqual({
      skills: ['Go', 'Rust'],
      seniority: 'lead',
      city: ['Haifa'],
    });
    expect(profileToSend(server, { ...row, local }, ['skills', 'city'])).toEqual({
      skills: ['Go', 'Rust'],
      seniority: 'lead',
    });
  });

  it('without recorded fields, every field the local copy holds is sent over what the service holds', () => {
    const local = { skills: ['Go'], seniority: 'mid' as const };
    expect(profileToSend({ city: ['Haifa'], seniority: 'lead' }, { ...row, local }, undefined)).toEqual({
      skills: ['Go'],
      seniority: 'mid',
      city: ['Haifa'],
    });
  });

  it('a field the answer leaves out keeps what the last answer said', () => {
    const local = { skills: ['Go'] };
    expect(profileToSend({}, { ...row, local, server: { city: ['Haifa'] } }, ['skills'])).toEqual({
      skills: ['Go'],
      city: ['Haifa'],
    });
  });
});

describe('changedElsewhere', () => {
  it('names the fields the service changed that this device did not', () => {
    const heard = { seniority: 'mid' as const, skills: ['Go'], city: ['Haifa'] };
    const now = { seniority: 'lead' as const, skills: ['Go', 'Rust'], city: ['Haifa'] };
    expect(changedElsewhere(heard, now, ['skills'])).toEqual(['seniority']);
    expect(changedElsewhere(undefined, now, ['skills'])).toEqual([]);
    expect(changedElsewhere(heard, now, undefined)).toEqual([]);
  });
});
