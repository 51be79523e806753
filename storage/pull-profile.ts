/**
 * Pulls the profile (§4.3): the server's copy, its `options` and `skill_spec` are stored as they are; the
 * local copy follows the server's unless the user's own edit is still waiting to be sent (rule 4).
 */
import { PROFILE_KEY } from './outbox';
import { profileAsInput } from './profile';
import type { SyncContext } from './sync-context';

export async function pullProfile(ctx: SyncContext): Promise<void> {
  const { db } = ctx;
  const answer = await ctx.api.getProfile();
  await ctx.guard();
  await db.transaction('rw', db.profile, db.outbox, db.deadLetters, async () => {
    const row = await db.profile.get('me');
    const held =
      (await db.outbox.where('key').equals(PROFILE_KEY).count()) +
        (await db.deadLetters.where('key').equals(PROFILE_KEY).count()) >
      0;
    const local = held ? row?.local : (profileAsInput(answer.profile) ?? row?.local);
    await db.profile.put({
      ...row,
      id: 'me',
      local: local ?? {},
      server: answer.profile,
      options: answer.options,
      skillSpec: answer.skill_spec,
      dirty: held ? 1 : 0,
      updatedAt: row?.updatedAt ?? ctx.now(),
    });
  });
}
