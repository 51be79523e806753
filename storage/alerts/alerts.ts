/**
 * Alert creation (DESIGN §4 rule 3): never coalesced; the local uuid is the row's key and the POST's
 * `Idempotency-Key`, so a retried request cannot create a second alert. The filter is checked against the
 * contract here, so only what §4.7 allows is stored and later sent (rule 12).
 */
import { FilterQuery, filterToQuery, type ProfileInput } from '../../api/contract/index';
import type { AccountDb } from '../db/db';
import { enqueue } from '../outbox/outbox';

/** §2.2: country and skills pre-fill new alerts. */
export const alertFilterDefaults = (profile: ProfileInput | undefined): FilterQuery =>
  filterToQuery({ country: profile?.country, skills: profile?.skills });

export async function createAlert(
  db: AccountDb,
  filter: FilterQuery,
  options: { now?: Date; id?: string } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const id = options.id ?? crypto.randomUUID();
  await db.transaction('rw', db.alerts, db.outbox, db.profile, async () => {
    const chosen = FilterQuery.parse(
      Object.keys(filter).length > 0 ? filter : alertFilterDefaults((await db.profile.get('me'))?.local),
    );
    await db.alerts.add({
      id,
      filter: chosen,
      active: true,
      createdAt: now.toISOString(),
      lastNotifiedAt: null,
      status: 'pending',
    });
    await enqueue(db, { kind: 'alert', alertLocalId: id }, now.getTime());
  });
  return id;
}
