import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { ProfileInput } from '../../api/contract/index';
import { freshDb } from '../testing/db-fixture';
import { knownFields, mergeServerProfile, patchProfile, profileAsInput, saveProfile } from './profile';
import { profileNotice } from './profile-notice';

describe('saveProfile', () => {
  it('stores the local copy as dirty with one coalesced outbox row', async () => {
    const db = freshDb();
    await saveProfile(db, { skills: ['Go'] });
    await saveProfile(db, { skills: ['Go', 'Rust'], cadence: 'weekly' });
    expect(await db.profile.get('me')).toMatchObject({
      local: { skills: ['Go', 'Rust'], cadence: 'weekly' },
      dirty: 1,
    });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'profile', key: 'profile' }]);
  });

  it('refuses an invalid profile and stores nothing', async () => {
    const db = freshDb();
    const tooMany = Array.from({ length: 41 }, (_, i) => `skill${i}`);
    await expect(saveProfile(db, { skills: tooMany })).rejects.toBeInstanceOf(ZodError);
    await expect(saveProfile(db, { digest_time: '25:00' })).rejects.toBeInstanceOf(ZodError);
    await expect(saveProfile(db, { country: ['XX'] } as never)).rejects.toBeInstanceOf(ZodError);
    await expect(saveProfile(db, { bogus: 1 } as never)).rejects.toBeInstanceOf(ZodError);
    expect(await db.profile.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rolls back the profile when the outbox row fails', async () => {
    const db = freshDb();
    await saveProfile(db, { skills: ['Go'] });
    await db.outbox.clear();
    db.outbox.hook('creating', () => {
      throw new Error('quota');
    });
    await expect(saveProfile(db, { skills: ['Rust'] })).rejects.toThrow('quota');
    expect((await db.profile.get('me'))?.local.skills).toEqual(['Go']);
  });
});

describe('patchProfile', () => {
  it('changes only the fields given, over the local copy, with one coalesced outbox row', async () => {
    const db = freshDb();
    await saveProfile(db, { skills: ['Go'], cadence: 'weekly', digest_day: 2 });
    await patchProfile(db, { digest_day: 4, seniority: null });
    await patchProfile(db, { skills: ['Go', 'Rust'] });
    expect(await db.profile.get('me')).toMatchObject({
      local: { skills: ['Go', 'Rust'], cadence: 'weekly', digest_day: 4, seniority: null },
      dirty: 1,
    });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'profile', key: 'profile' }]);
  });

  it('starts from nothing before the first save, and refuses an invalid field, storing nothing', async () => {
    const db = freshDb();
    await expect(patchProfile(db, { digest_day: 9 })).rejects.toBeInstanceOf(ZodError);
    await expect(patchProfile(db, { bogus: 1 } as never)).rejects.toBeInstanceOf(ZodError);
    expect([await db.profile.count(), await db.outbox.count()]).toEqual([0, 0]);
    await patchProfile(db, { city: ['Haifa'] });
    expect((await db.profile.get('me'))?.local).toEqual({ city: ['Haifa'] });
  });
});

describe('profileNotice', () => {
  const spec = { skills: [{ name: 'JavaScript', aliases: ['JS'] }, { name: 'TypeScript' }] };

  it('names dropped skills, not respelled ones', () => {
    const notice = profileNotice(
      { skills: ['js', 'typescript', 'Klingon'] },
      { skills: ['JavaScript', 'TypeScript'] },
      spec,
      5,
    );
    expect(notice).toEqual({ droppedSkills: ['Klingon'], at: 5 });
  });

  it('names a replaced zone', () => {
    expect(profileNotice({ digest_tz: 'Mars/Olympus' }, { digest_tz: 'Asia/Jerusalem' }, spec, 1)).toEqual({
      droppedSkills: [],
      replacedZone: 'Mars/Olympus',
      at: 1,
    });
  });

  it('an answer without skills drops none of them', () => {
    expect(profileNotice({ skills: ['Go', 'Rust'] }, { israel_only: true }, spec)).toBeUndefined();
  });

  it('names the values the local copy set aside', () => {
    const ignored = [{ field: 'workplace' as const, items: ['office'] }];
    expect(profileNotice(undefined, { workplace: ['office'] }, spec, 3, ignored)).toEqual({
      droppedSkills: [],
      ignored,
      at: 3,
    });
  });

  it('says nothing when nothing changed', () => {
    expect(
      profileNotice(
        { skills: ['TypeScript'], digest_tz: 'Europe/Berlin' },
        { skills: ['TypeScript'], digest_tz: 'Europe/Berlin' },
        spec,
      ),
    ).toBeUndefined();
  });
});

describe('mergeServerProfile: an answer is laid over the local copy, field by field', () => {
  const local: ProfileInput = {
    skills: ['Go', 'Rust'],
    seniority: 'senior',
    workplace: ['remote'],
    cadence: 'weekly',
    digest_time: '07:30',
    digest_tz: 'Europe/Berlin',
    digest_day: 4,
  };

  it('an answer holding only israel_only keeps the skills and the digest schedule', () => {
    expect(mergeServerProfile(local, { israel_only: true })).toEqual({
      local: { ...local, israel_only: true },
      ignored: [],
    });
  });

  it('a value the answer states wins, null included (a cleared seniority)', () => {
    const merged = mergeServerProfile(local, { skills: ['Go'], seniority: null, workplace: [] });
    expect(merged.local).toMatchObject({ skills: ['Go'], seniority: null, workplace: [], cadence: 'weekly' });
  });

  it('keeps the workplace items it knows and sets aside the others, by name', () => {
    const merged = mergeServerProfile(local, { workplace: ['hybrid', 'office', 'remote', 'hybrid'] });
    expect(merged.local.workplace).toEqual(['hybrid', 'remote']);
    expect(merged.ignored).toEqual([{ field: 'workplace', items: ['office'] }]);
  });

  it('a workplace of unknown items only leaves none known, and says which', () => {
    const merged = mergeServerProfile(local, { workplace: ['moon'] });
    expect(merged.local.workplace).toEqual([]);
    expect(merged.ignored).toEqual([{ field: 'workplace', items: ['moon'] }]);
  });

  it('a seniority outside the ten keeps the local one, and is named', () => {
    const merged = mergeServerProfile(local, { seniority: 'emperor' });
    expect(merged.local.seniority).toBe('senior');
    expect(merged.ignored).toEqual([{ field: 'seniority', items: ['emperor'] }]);
  });

  it('sets aside a country code that is not ISO 3166-1 and keeps the rest', () => {
    const merged = mergeServerProfile({}, { country: ['IL', 'XK', 'DE'] });
    expect(merged.local.country).toEqual(['IL', 'DE']);
    expect(merged.ignored).toEqual([{ field: 'country', items: ['XK'] }]);
  });

  it('a field beyond what may be sent keeps its local value and is named (41 skills)', () => {
    const many = Array.from({ length: 41 }, (_, i) => `skill${i}`);
    const merged = mergeServerProfile(local, { skills: many });
    expect(merged.local.skills).toEqual(['Go', 'Rust']);
    expect(merged.ignored).toEqual([{ field: 'skills', items: many }]);
  });

  it('leaves extra fields of the answer out of the local copy', () => {
    expect(mergeServerProfile({}, { cadence: 'daily', nickname: 'x' }).local).toEqual({ cadence: 'daily' });
  });
});

describe('profileAsInput and knownFields', () => {
  it('keeps only the contract fields of a server profile, over a base', () => {
    expect(profileAsInput({ skills: ['Go'], cadence: 'daily', extra: 1 })).toEqual({
      skills: ['Go'],
      cadence: 'daily',
    });
    expect(profileAsInput({ skills: ['Go'] }, { cadence: 'weekly' })).toEqual({ skills: ['Go'], cadence: 'weekly' });
  });

  it('a sparse answer updates the server copy without forgetting what an earlier answer said', () => {
    const known = knownFields({ skills: ['Go'], digest_tz: 'Asia/Jerusalem' }, { israel_only: true });
    expect(known).toEqual({ skills: ['Go'], digest_tz: 'Asia/Jerusalem', israel_only: true });
    expect(knownFields(undefined, { skills: undefined, city: ['Haifa'] })).toEqual({ city: ['Haifa'] });
  });
});
