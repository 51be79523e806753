/**
 * Alert digests (§1, §2.2). For each user with active alerts:
 *  - instant: every run sends what is new;
 *  - daily / weekly: a run sends when the last digest slot (`previousDigest` of api/digest.ts: digest_time
 *    in digest_tz, weekly on digest_day) has not been handled yet; each slot is handled once, and mail goes
 *    out only when there is something new.
 * New for an alert = a job matching its filter, posted after the alert's creation and after its
 * last_notified_at. Sending sets last_notified_at of the alerts it reported on.
 */
import { DateTime } from 'luxon';
import { FilterQuery, queryToFilter, withFilterDefaults } from '../../api/contract';
import { previousDigest } from '../../api/digest';
import type { CatalogStore, Listing } from '../catalog/search';
import { esc } from '../html/layout';
import { accountBySub } from '../oidc/accounts';
import { readProfile } from '../store/profiles';
import type { AlertRecord, Store } from '../store/store';
import type { Mailer } from './mailer';

const PER_ALERT = 20;

export interface DigestDeps {
  store: Store;
  catalog: CatalogStore;
  mailer: Mailer;
  now: () => Date;
  baseUrl: string;
}

type Section = { alert: AlertRecord; jobs: Listing[] };

/** Runs one pass; returns the number of e-mails sent. */
export async function runDigests(deps: DigestDeps): Promise<number> {
  const { store } = deps;
  const now = deps.now();
  let sent = 0;
  for (const [sub, userAlerts] of await store.digests.activeAlerts()) {
    const profile = await readProfile(store, sub);
    if (profile.cadence !== 'instant' && !(await claimSlot(store, sub, profile, now, userAlerts))) continue;
    const sections = await newJobs(deps, userAlerts, now.getTime());
    if (sections.length === 0) continue;
    const email = (await accountBySub(store, sub))?.email ?? (await store.identities.email(sub));
    if (!email) continue;
    await deps.mailer.send(compose(email, sections, profile.cadence ?? 'daily', deps.baseUrl));
    await store.digests.markNotified(
      sections.map(({ alert }) => alert.alert_id),
      now.getTime(),
    );
    sent += 1;
  }
  return sent;
}

/** Daily/weekly: true when the last slot is not handled yet (it is then marked handled). */
async function claimSlot(
  store: Store,
  sub: string,
  profile: Parameters<typeof previousDigest>[0],
  now: Date,
  userAlerts: AlertRecord[],
): Promise<boolean> {
  const slot = previousDigest(profile, DateTime.fromJSDate(now));
  if (!slot) return false;
  const slotMs = slot.toMillis();
  const last = await store.digests.lastSlot(sub);
  if (last !== undefined && last >= slotMs) return false;
  await store.digests.setLastSlot(sub, slotMs);
  // A slot from before the user's alerts existed is not theirs to send; it is marked handled all the same.
  return slotMs >= Math.min(...userAlerts.map((alert) => alert.created_at));
}

async function newJobs(deps: DigestDeps, userAlerts: AlertRecord[], nowMs: number): Promise<Section[]> {
  const sections: Section[] = [];
  for (const alert of userAlerts) {
    const parsed = FilterQuery.safeParse(alert.filter);
    if (!parsed.success) continue;
    const since = Math.max(alert.created_at, alert.last_notified_at ?? 0);
    const filter = withFilterDefaults(queryToFilter(parsed.data));
    const jobs = await deps.catalog.jobsPostedAfter(filter, since, nowMs, deps.baseUrl, PER_ALERT);
    if (jobs.length > 0) sections.push({ alert, jobs });
  }
  return sections;
}

function describeFilter(filter: Record<string, string>): string {
  const entries = Object.entries(filter);
  return entries.length ? entries.map(([key, value]) => `${key}=${value}`).join(', ') : 'all jobs';
}

function compose(
  to: string,
  sections: Section[],
  cadence: string,
  baseUrl: string,
): { to: string; subject: string; text: string; html: string } {
  const total = sections.reduce((sum, section) => sum + section.jobs.length, 0);
  const subject = `jobstar: ${total} new job${total === 1 ? '' : 's'} for your alerts`;
  const text = sections
    .map(({ alert, jobs }) => {
      const filter = describeFilter(alert.filter);
      return `Alert (${filter}):\n${jobs
        .map((job) => `- ${job.title} at ${job.company} (${job.location ?? ''})\n  ${job.url}`)
        .join('\n')}`;
    })
    .join('\n\n');
  const html = `<!doctype html><html><body><h1>${esc(subject)}</h1>${sections
    .map(({ alert, jobs }) => {
      const filter = describeFilter(alert.filter);
      return `<h2>Alert: ${esc(filter)}</h2><ul>${jobs
        .map(
          (job) =>
            `<li><a href="${esc(job.url)}">${esc(job.title)}</a> at ${esc(job.company)} — ${esc(job.location ?? '')}</li>`,
        )
        .join('')}</ul>`;
    })
    .join('')}<p>You get these ${esc(cadence)} digests from <a href="${esc(baseUrl)}">jobstar</a>.</p></body></html>`;
  return { to, subject, text: `${text}\n\nYou get these ${cadence} digests from jobstar: ${baseUrl}\n`, html };
}

/** One run at a time (a run asked for during another joins it), and every `intervalMs` when given. */
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
