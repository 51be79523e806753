/**
 * A star or unstar through the seed's `/me/saved` is an act too: it is recorded, at the request's time, in the
 * job's record, so that a device that speaks only the seed is ordered against other devices' act times, and
 * the saved set ends up saying what the later act says. Only a change is an act: a repeated PUT (a retry, or a
 * device re-sending what it holds) keeps the first star's time, as the seed keeps the first `saved_at`, so it
 * cannot overtake an unstar made elsewhere since. The seed's answer never depends on this: past an account's
 * bounds the act is simply not recorded.
 */
import type { Store } from '../store/store';
import { planMerge, serviceAct } from './plan';

export async function recordSeedAct(store: Store, sub: string, jobId: string, starred: boolean, at: number) {
  await store.records.write(sub, [jobId], (held) => {
    const last = held.records.get(jobId)?.record.star;
    if (last?.starred === starred) return { writes: [], result: undefined };
    // A star with no act before it dates from its saved row: the first star, which this request may have made.
    const time = starred && !last ? (held.saved.get(jobId) ?? at) : at;
    return planMerge(held, [{ job_id: jobId, star: serviceAct(starred, time, last?.hlc) }], false);
  });
}
