/**
 * Alert digests (§1, §2.2). For each user with active alerts:
 *  - instant: every run sends what is new;
 *  - daily / weekly: a run sends when the last digest slot (`previousDigest` of api/digest.ts: digest_time
 *    in digest_tz, weekly on digest_day) has not been handled yet; each slot is handled once, and mail goes
 *    out only when there is something new.
 * New for an alert = a job matching its filter, posted after the alert's creation and after its
 * last_notified_at.
 *
 * Every instance runs this, every minute, and each digest is still sent once. A run first decides, per
 * account, from the digest state it read (its version, the last slot handled): the decision — the slot
 * handled, the alerts marked notified, the composed digest queued — is committed only if that state has not
 * moved on meanwhile, so when two instances decide for the same account at once, one decision stands and the
 * other is dropped. Then it delivers queued digests (delivery.ts), each claimed by one sender at a time.
 *
 * A pass is bounded and yielding: an alert's scan ends at its last notice (catalog/search.ts), an account keeps
 * at most ACCOUNT_LIMITS.alerts, accounts are read a page at a time, and the pass works in slices (slices.ts),
 * giving the event loop back between them, so that however many alerts there are, no request waits behind it for more than about one slice.
 */
import { DateTime } from 'luxon';
import { FilterQuery, queryToFilter, withFilterDefaults } from '../../api/contract';
import { previousDigest } from '../../api/digest';
import { accountBySub } from '../oidc/accounts';
import { readProfile } from '../store/profiles';
import type { AlertRecord, DigestAccount, DigestDecision } from '../store/store';
import { compose, type Section } from './compose';
import { deliverQueued } from './delivery';
import type { DigestDeps } from './deps';
import { slicer } from './slices';

const PER_ALERT = 20;
/** Accounts are read a page at a time, as many as fit in this many alerts (one account may have more). */
const DUE_PAGE_ALERTS = 500;

/** Runs one pass; returns the number of e-mails this instance sent. */
export async function runDigests(deps: DigestDeps): Promise<number> {
  // Another instance may have added jobs: deciding from a stale copy would mark them notified unsent.
  await deps.catalog.refresh();
  const now = deps.now();
  const slices = slicer();
  let after = '';
  for (;;) {
    const page = await deps.store.digests.due({ after, alerts: DUE_PAGE_ALERTS });
    if (page.length === 0) break;
    for (const account of page) {
      const decision = await decide(deps, account, now, slices.step);
      if (decision) await deps.store.digests.commit(account.sub, account.version, decision);
      await slices.step();
    }
    after = page[page.length - 1]!.sub;
  }
  return deliverQueued(deps);
}

/** What to do for an account now, or undefined when there is nothing to record. */
async function decide(
  deps: DigestDeps,
  account: DigestAccount,
  now: Date,
  step: () => Promise<void>,
): Promise<DigestDecision | undefined> {
  const profile = await readProfile(deps.store, account.sub);
  let lastSlot = account.lastSlot;
  if (profile.cadence !== 'instant') {
    const slot = previousDigest(profile, DateTime.fromJSDate(now))?.toMillis();
    if (slot === undefined || account.lastSlot >= slot) return undefined;
    lastSlot = slot;
    // A slot from before the user's alerts existed is not theirs to send; it is marked handled all the same.
    if (slot < Math.min(...account.alerts.map((alert) => alert.created_at))) return { lastSlot };
  }
  const sections = await newJobs(deps, account.alerts, now.getTime(), step);
  const email =
    sections.length > 0
      ? ((await accountBySub(deps.store, account.sub))?.email ?? (await deps.store.identities.email(account.sub)))
      : undefined;
  if (!email) return lastSlot === account.lastSlot ? undefined : { lastSlot };
  return {
    lastSlot,
    digest: {
      mail: compose(email, sections, profile.cadence ?? 'daily', deps.baseUrl),
      alertIds: sections.map(({ alert }) => alert.alert_id),
      at: now.getTime(),
    },
  };
}

async function newJobs(
  deps: DigestDeps,
  userAlerts: AlertRecord[],
  nowMs: number,
  step: () => Promise<void>,
): Promise<Section[]> {
  const sections: Section[] = [];
  for (const alert of userAlerts) {
    await step();
    const parsed = FilterQuery.safeParse(alert.filter);
    if (!parsed.success) continue;
    const since = Math.max(alert.created_at, alert.last_notified_at ?? 0);
    const filter = withFilterDefaults(queryToFilter(parsed.data));
    const jobs = await deps.catalog.jobsPostedAfter(filter, since, nowMs, deps.baseUrl, PER_ALERT);
    if (jobs.length > 0) sections.push({ alert, jobs });
  }
  return sections;
}

/** One run at a time in this instance (a run asked for during another joins it), and every `intervalMs` when given. */
export function digestRunner(deps: DigestDeps, intervalMs?: number) {
  let running: Promise<number> | undefined;
  const run = () => {
    running ??= runDigests(deps).finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = intervalMs
    ? setInterval(() => {
        run().catch((error: unknown) => console.error('digest run failed', error));
      }, intervalMs)
    : undefined;
  timer?.unref();
  return {
    run,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
