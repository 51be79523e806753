/**
 * Pulls the profile (§4.3). Every field of the answer is optional (§2.2), so the answer is laid over what is
 * known, field by field: a field it leaves out keeps its local value, and so do `options` and `skill_spec` when
 * they are missing. The local copy follows the server's unless the user's own edit is still waiting to be sent
 * (rule 4). Values the local copy cannot hold are named in the notice instead of failing the pull.
 */
import { PROFILE_KEY } from '../storage/outbox';
import { knownFields, mergeServerProfile, profileNotice } from '../storage/profile';
import type { SyncContext } from './context';

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
    const merged = mergeServerProfile(row?.local, answer.profile);
    const skillSpec = knownFields(row?.skillSpec, answer.skill_spec);
    const notice = held ? undefined : profileNotice(undefined, answer.profile, skillSpec, ctx.now(), merged.ignored);
    await db.profile.put({
      ...row,
      id: 'me',
      local: held ? (row?.local ?? {}) : merged.local,
      server: knownFields(row?.server, answer.profile),
      options: knownFields(row?.options, answer.options),
      skillSpec,
      dirty: held ? 1 : 0,
      notice: notice ?? row?.notice,
      updatedAt: row?.updatedAt ?? ctx.now(),
    });
  });
}
