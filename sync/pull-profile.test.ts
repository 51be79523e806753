import { describe, expect, it } from 'vitest';
import type { ProfileResponse } from '../api/contract/index';
import type { AccountDb } from '../storage/db';
import { saveProfile } from '../storage/profile';
import { freshDb } from '../storage/testing/db-fixture';
import type { SyncApi } from './context';
import { pullProfile } from './pull-profile';
import { FakeApi } from './testing/fake-api';

const LOCAL = {
  skills: ['TypeScript', 'Go'],
  workplace: ['remote' as const],
  cadence: 'weekly' as const,
  digest_time: '07:30',
  digest_tz: 'Europe/Berlin',
  digest_day: 4,
};

/** A device whose profile was synced, then a pull that answers `answer`. */
async function pullAfterSync(answer: ProfileResponse, dirty = false): Promise<AccountDb> {
  const db = freshDb();
  await saveProfile(db, LOCAL);
  if (!dirty) {
    await db.outbox.clear();
    await db.profile.update('me', {
      dirty: 0,
      server: LOCAL,
      options: { workplace: ['remote', 'hybrid', 'onsite'] },
      skillSpec: { skills: [{ name: 'Go' }] },
    });
  }
  const api: SyncApi = new FakeApi();
  api.getProfile = async () => answer;
  await pullProfile({ db, api, guard: async () => {}, now: () => 9 });
  return db;
}

describe('pullProfile reads an answer as news, never as an erasure', () => {
  it('an answer holding only israel_only keeps the skills and the digest schedule on the device', async () => {
    const db = await pullAfterSync({ profile: { israel_only: true } });
    const row = await db.profile.get('me');
    expect(row?.local).toEqual({ ...LOCAL, israel_only: true });
    expect(row?.server).toEqual({ ...LOCAL, israel_only: true });
    expect(row?.dirty).toBe(0);
  });

  it('an answer without options or skill_spec keeps the ones stored', async () => {
    const db = await pullAfterSync({ profile: {} });
    const row = await db.profile.get('me');
    expect(row?.options).toEqual({ workplace: ['remote', 'hybrid', 'onsite'] });
    expect(row?.skillSpec).toEqual({ skills: [{ name: 'Go' }] });
  });

  it('an unknown workplace item does not fail the pull: the known ones are kept, the notice names it', async () => {
    const db = await pullAfterSync({ profile: { workplace: ['hybrid', 'office'], skills: ['Go'] } });
    const row = await db.profile.get('me');
    expect(row?.local).toMatchObject({ workplace: ['hybrid'], skills: ['Go'], cadence: 'weekly' });
    expect(row?.server?.workplace).toEqual(['hybrid', 'office']);
    expect(row?.notice).toEqual({ droppedSkills: [], ignored: [{ field: 'workplace', items: ['office'] }], at: 9 });
  });

  it('an edit still waiting to be sent is kept whole, and the server copy is still recorded', async () => {
    const db = await pullAfterSync({ profile: { skills: ['Rust'] } }, true);
    const row = await db.profile.get('me');
    expect(row?.local).toEqual(LOCAL);
    expect(row?.server).toEqual({ skills: ['Rust'] });
    expect(row?.dirty).toBe(1);
  });
});
