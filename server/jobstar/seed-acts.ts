/**
 * A star or unstar through the seed's `/me/saved` is an act too: it is recorded, at the request's time, in the
 * job's record, so that a device that speaks only the seed is ordered against other devices' act times, and
 * the saved set ends up saying what the later act says. The seed's answer never depends on it: past an
 * account's bounds the act is simply not recorded.
 */
import type { Store } from '../store/store';
import { planMerge, serviceAct } from './plan';

export async function recordSeedAct(store: Store, sub: string, jobId: string, starred: boolean, at: number) {
  await store.records.write(sub, [jobId], (held) =>
    planMerge(
      held,
      [{ job_id: jobId, star: serviceAct(starred, at, held.records.get(jobId)?.record.star?.hlc) }],
      false,
    ),
  );
}
