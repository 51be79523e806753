import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { profileAsInput, saveProfile } from './profile';
import { profileNotice } from './profile-notice';
import { freshDb } from './testing/db-fixture';

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

describe('profileAsInput', () => {
  it('keeps only the contract fields of a server profile', () => {
    expect(profileAsInput({ skills: ['Go'], cadence: 'daily', extra: 1 })).toEqual({
      skills: ['Go'],
      cadence: 'daily',
    });
  });
  it('is null when the server profile does not fit the input contract', () => {
    expect(profileAsInput({ digest_time: 'noon' })).toBeNull();
  });
});
