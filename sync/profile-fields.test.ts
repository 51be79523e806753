/**
 * Two devices on one account edit different fields of the profile (issue 31, finding 1): each push lays only the
 * fields its person changed over the service's current copy, so neither undoes the other, and the device whose
 * untouched field changed elsewhere says so.
 */
import { describe, expect, it } from 'vitest';
import { patchProfile, saveProfile } from '../storage/profile';
import { engineHarness } from './testing/engine';

describe('field-wise profile sync', () => {
  it('skills added offline on A keep the seniority B set meanwhile, and A is told', async () => {
    const { db, api, engine } = engineHarness();
    await saveProfile(db, { skills: ['Go'], seniority: 'mid', workplace: ['remote'] });
    await engine.sync({ force: true });
    // Device B sets the seniority on the service while A is offline.
    api.profile = { ...api.profile, seniority: 'senior' };
    await patchProfile(db, { skills: ['Go', 'Rust'] });
    await engine.sync({ force: true });
    expect(api.profile).toMatchObject({ skills: ['Go', 'Rust'], seniority: 'senior', workplace: ['remote'] });
    const row = await db.profile.get('me');
    expect(row?.local).toMatchObject({ skills: ['Go', 'Rust'], seniority: 'senior' });
    expect(row?.notice?.changedElsewhere).toEqual(['seniority']);
  });

  it('a form left open on A does not erase the workplace ticked on B: only the fields A changed are sent', async () => {
    const { db, api, engine } = engineHarness();
    await saveProfile(db, { skills: ['Go'], workplace: ['remote'] });
    await engine.sync({ force: true });
    api.profile = { ...api.profile, workplace: ['remote', 'hybrid'] };
    await patchProfile(db, { city: ['Haifa'] });
    await engine.sync({ force: true });
    expect(api.profile).toMatchObject({ skills: ['Go'], workplace: ['remote', 'hybrid'], city: ['Haifa'] });
  });

  it('two patches before a push send both fields; a whole save sends every field as before', async () => {
    const { db, api, engine } = engineHarness();
    await saveProfile(db, { skills: ['Go'], seniority: 'mid' });
    await engine.sync({ force: true });
    api.profile = { ...api.profile, skills: ['Go', 'Elixir'], seniority: 'lead' };
    await patchProfile(db, { seniority: 'senior' });
    await patchProfile(db, { city: ['Haifa'] });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'profile', fields: ['seniority', 'city'] }]);
    await engine.sync({ force: true });
    expect(api.profile).toMatchObject({ skills: ['Go', 'Elixir'], seniority: 'senior', city: ['Haifa'] });

    await saveProfile(db, { skills: ['Go'], seniority: 'mid' });
    await patchProfile(db, { city: ['Eilat'] });
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'profile' });
    expect(row && 'fields' in row).toBe(false);
    await engine.sync({ force: true });
    expect(api.profile).toMatchObject({ skills: ['Go'], seniority: 'mid', city: ['Eilat'] });
  });

  it('a patch that changes nothing queues nothing', async () => {
    const { db } = engineHarness();
    await patchProfile(db, {});
    expect(await db.outbox.count()).toBe(0);
  });
});
