import type { ProfileInput } from '../../api/contract/index';
import type { AccountDb, ProfileField, SavedRow } from '../db/db';
import { enqueue, enqueueAll, PROFILE_KEY } from '../outbox/outbox';

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
    // A few requests per table, not a few round trips per row: a signed-out import of 20,000 stars queues nothing
    // (storage/data/data.ts), so this is where its stars are queued, and one after another it took minutes.
    // Only the stars this account already has are read (its keys in one request).
    const here = new Set(await into.saved.toCollection().primaryKeys());
    const known = saved.map((row) => row.jobId).filter((jobId) => here.has(jobId));
    const [accountStars, present] = await Promise.all([
      into.saved.bulkGet(known),
      into.alerts.bulkGet(alerts.map((alert) => alert.id)),
    ]);
    const accountRows = new Map(accountStars.flatMap((row) => (row ? [[row.jobId, row] as const] : [])));
    const rows: SavedRow[] = [];
    const fresh: string[] = [];
    for (const row of saved) {
      const old = accountRows.get(row.jobId);
      if (old?.starred === 1) {
        // The account's star stays; it takes the page details only where it has none.
        if (!old.page && row.page) rows.push({ ...old, page: row.page });
        continue;
      }
      rows.push({ ...old, ...row, starred: 1, synced: 0 });
      fresh.push(row.jobId);
    }
    const newAlerts = alerts
      .filter((alert, index) => alert.status !== 'confirmed' && !present[index])
      .map((alert) => ({ ...alert, status: 'pending' as const, error: undefined }));
    await Promise.all([into.saved.bulkPut(rows), into.alerts.bulkAdd(newAlerts)]);
    await enqueueAll(
      into,
      fresh.map((jobId) => ({ kind: 'star', jobId }) as const),
      now,
    );
    await enqueueAll(
      into,
      newAlerts.map((alert) => ({ kind: 'alert', alertLocalId: alert.id }) as const),
      now,
    );
    adopted.saved = fresh.length;
    adopted.alerts = newAlerts.length;
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
