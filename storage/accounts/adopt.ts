import type { ProfileInput } from '../../api/contract/index';
import type { AccountDb, ProfileField } from '../db/db';
import { enqueue, PROFILE_KEY } from '../outbox/outbox';

const pick = (profile: ProfileInput, fields: ProfileField[]): ProfileInput =>
  Object.fromEntries(fields.map((field) => [field, profile[field]]));

export interface Adopted {
  saved: number;
  alerts: number;
  profile: boolean;
}

export async function adoptSignedOut(from: AccountDb, into: AccountDb, now = Date.now()): Promise<Adopted> {
  const [saved, alerts, profile, profileRow] = await from.transaction(
    'r',
    from.saved,
    from.alerts,
    from.profile,
    from.outbox,
    () =>
      Promise.all([
        from.saved.where('starred').equals(1).toArray(),
        from.alerts.toArray(),
        from.profile.get('me'),
        from.outbox.where('key').equals(PROFILE_KEY).first(),
      ]),
  );
  const adopted: Adopted = { saved: 0, alerts: 0, profile: false };
  await into.transaction('rw', into.saved, into.alerts, into.profile, into.outbox, async () => {
    for (const row of saved) {
      const existing = await into.saved.get(row.jobId);
      if (existing?.starred === 1) {
        await into.saved.update(row.jobId, { page: existing.page ?? row.page });
        continue;
      }
      await into.saved.put({ ...existing, ...row, starred: 1, synced: 0 });
      await enqueue(into, { kind: 'star', jobId: row.jobId }, now);
      adopted.saved += 1;
    }
    for (const alert of alerts) {
      if (alert.status === 'confirmed' || (await into.alerts.get(alert.id))) continue;
      await into.alerts.add({ ...alert, status: 'pending', error: undefined });
      await enqueue(into, { kind: 'alert', alertLocalId: alert.id }, now);
      adopted.alerts += 1;
    }
    if (profile?.dirty === 1) {
      const existing = await into.profile.get('me');
      // Only the fields edited signed out are the person's new word; the account keeps the rest.
      const fields = profileRow?.kind === 'profile' ? profileRow.fields : undefined;
      const local = fields ? { ...existing?.local, ...pick(profile.local, fields) } : profile.local;
      await into.profile.put({ ...existing, id: 'me', local, dirty: 1, updatedAt: now });
      await enqueue(into, { kind: 'profile', ...(fields ? { fields } : {}) }, now);
      adopted.profile = true;
    }
  });
  await from.transaction(
    'rw',
    [from.saved, from.alerts, from.profile, from.outbox, from.deadLetters, from.syncState],
    async () => {
      await Promise.all([
        from.saved.clear(),
        from.alerts.clear(),
        from.profile.clear(),
        from.outbox.clear(),
        from.deadLetters.clear(),
        from.syncState.clear(),
      ]);
    },
  );
  return adopted;
}
