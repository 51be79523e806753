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
import type { DB } from '../db';
import { esc } from '../html/layout';
import { readProfile } from '../http/api';
import { accountBySub } from '../oidc/accounts';
import type { Mailer } from './mailer';

interface AlertRow {
  alert_id: string;
  sub: string;
  filter: string;
  created_at: number;
  last_notified_at: number | null;
}

const PER_ALERT = 20;

export interface DigestDeps {
  db: DB;
  catalog: CatalogStore;
  mailer: Mailer;
  now: () => Date;
  baseUrl: string;
}

/** Runs one pass; returns the number of e-mails sent. */
export async function runDigests(deps: DigestDeps): Promise<number> {
  const { db, catalog } = deps;
  const now = deps.now();
  const nowMs = now.getTime();
  const alerts = db
    .prepare(
      'SELECT alert_id, sub, filter, created_at, last_notified_at FROM alerts WHERE active = 1 ORDER BY sub, created_at, rowid',
    )
    .all() as AlertRow[];
  const bySub = new Map<string, AlertRow[]>();
  for (const alert of alerts) {
    const list = bySub.get(alert.sub) ?? [];
    list.push(alert);
    bySub.set(alert.sub, list);
  }
  const slotOf = db.prepare('SELECT last_slot FROM digest_state WHERE sub = ?');
  const setSlot = db.prepare(
    'INSERT INTO digest_state (sub, last_slot) VALUES (?, ?) ON CONFLICT(sub) DO UPDATE SET last_slot = excluded.last_slot',
  );
  const markNotified = db.prepare('UPDATE alerts SET last_notified_at = ? WHERE alert_id = ?');

  let sent = 0;
  for (const [sub, userAlerts] of bySub) {
    const profile = readProfile(db, sub);
    if (profile.cadence !== 'instant') {
      const slot = previousDigest(profile, DateTime.fromJSDate(now));
      if (!slot) continue;
      const slotMs = slot.toMillis();
      const last = (slotOf.get(sub) as { last_slot: number } | undefined)?.last_slot;
      if (last !== undefined && last >= slotMs) continue;
      // A slot from before the user's alerts existed is not theirs to send; mark it handled.
      const firstAlert = Math.min(...userAlerts.map((alert) => alert.created_at));
      setSlot.run(sub, slotMs);
      if (slotMs < firstAlert) continue;
    }
    const sections: { alert: AlertRow; jobs: Listing[] }[] = [];
    for (const alert of userAlerts) {
      const parsed = FilterQuery.safeParse(JSON.parse(alert.filter));
      if (!parsed.success) continue;
      const since = Math.max(alert.created_at, alert.last_notified_at ?? 0);
      const jobs = catalog.jobsPostedAfter(
        withFilterDefaults(queryToFilter(parsed.data)),
        since,
        nowMs,
        deps.baseUrl,
        PER_ALERT,
      );
      if (jobs.length > 0) sections.push({ alert, jobs });
    }
    if (sections.length === 0) continue;
    const account = accountBySub(db, sub);
    if (!account) continue;
    await deps.mailer.send(compose(account.email, sections, profile.cadence ?? 'daily', deps.baseUrl));
    db.transaction(() => {
      for (const { alert } of sections) markNotified.run(nowMs, alert.alert_id);
    })();
    sent += 1;
  }
  return sent;
}

function describeFilter(filter: Record<string, string>): string {
  const entries = Object.entries(filter);
  return entries.length ? entries.map(([key, value]) => `${key}=${value}`).join(', ') : 'all jobs';
}

function compose(
  to: string,
  sections: { alert: AlertRow; jobs: Listing[] }[],
  cadence: string,
  baseUrl: string,
): { to: string; subject: string; text: string; html: string } {
  const total = sections.reduce((sum, section) => sum + section.jobs.length, 0);
  const subject = `jobstar: ${total} new job${total === 1 ? '' : 's'} for your alerts`;
  const text = sections
    .map(({ alert, jobs }) => {
      const filter = describeFilter(JSON.parse(alert.filter) as Record<string, string>);
      return `Alert (${filter}):\n${jobs
        .map((job) => `- ${job.title} at ${job.company} (${job.location ?? ''})\n  ${job.url}`)
        .join('\n')}`;
    })
    .join('\n\n');
  const html = `<!doctype html><html><body><h1>${esc(subject)}</h1>${sections
    .map(({ alert, jobs }) => {
      const filter = describeFilter(JSON.parse(alert.filter) as Record<string, string>);
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
