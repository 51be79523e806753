/**
 * The digests' state and queue in SQLite. One process writes, and better-sqlite3 is synchronous, so the
 * version check and the claim cannot interleave with another run; they are the same rules as PostgreSQL's.
 */
import type { MailMessage } from '../../digests/mailer';
import { type AccountSize, lastOfPage, PAGE_ACCOUNTS } from '../digest-pages';
import type { DigestAccount, DigestStorage } from '../store';
import { alertFromRow } from './alerts';
import type { DB } from './database';

type DueRow = Parameters<typeof alertFromRow>[0] & { version: number; last_slot: number };

export function sqliteDigests(db: DB): DigestStorage {
  const due = db.prepare(
    `SELECT a.alert_id, a.sub, a.filter, a.active, a.created_at, a.last_notified_at, a.request_hash,
       coalesce(d.version, 0) AS version, coalesce(d.last_slot, 0) AS last_slot
     FROM alerts a LEFT JOIN digest_state d ON d.sub = a.sub
     WHERE a.active = 1 AND (@after IS NULL OR (a.sub > @after AND a.sub <= @last))
     ORDER BY a.sub, a.created_at, a.rowid`,
  );
  const nextAccounts = db.prepare(
    `SELECT sub, count(*) AS alerts FROM alerts WHERE active = 1 AND sub > ? GROUP BY sub ORDER BY sub LIMIT ${PAGE_ACCOUNTS}`,
  );
  const advance = db.prepare(
    `INSERT INTO digest_state (sub, last_slot, version) VALUES (@sub, @lastSlot, @version + 1)
     ON CONFLICT(sub) DO UPDATE SET last_slot = excluded.last_slot, version = excluded.version
     WHERE digest_state.version = @version`,
  );
  const mark = db.prepare('UPDATE alerts SET last_notified_at = ? WHERE alert_id = ? AND sub = ?');
  const queue = db.prepare('INSERT INTO digest_outbox (sub, mail, queued_at) VALUES (?, ?, ?)');
  const claim = db.prepare(
    `UPDATE digest_outbox SET claimed_by = @owner, lease_until = @now + @leaseMs, attempts = attempts + 1
     WHERE id = (SELECT id FROM digest_outbox
       WHERE sent_at IS NULL AND attempts < @maxAttempts AND (lease_until IS NULL OR lease_until < @now)
       ORDER BY id LIMIT 1)
     RETURNING id, sub, mail, attempts`,
  );
  const sent = db.prepare('UPDATE digest_outbox SET sent_at = ?, lease_until = NULL WHERE id = ? AND sent_at IS NULL');
  const forget = db.prepare('DELETE FROM digest_outbox WHERE sent_at < ?');

  const commit = db.transaction((sub: string, version: number, decision: Parameters<DigestStorage['commit']>[2]) => {
    if (advance.run({ sub, lastSlot: decision.lastSlot, version }).changes === 0) return false;
    const { digest } = decision;
    if (digest) {
      for (const id of digest.alertIds) mark.run(digest.at, id, sub);
      queue.run(sub, JSON.stringify(digest.mail), digest.at);
    }
    return true;
  });

  return {
    async due(page) {
      const last = page && lastOfPage(nextAccounts.all(page.after) as AccountSize[], page.alerts);
      if (page && last === undefined) return [];
      const accounts = new Map<string, DigestAccount>();
      for (const row of due.all({ after: page?.after ?? null, last: last ?? null }) as DueRow[]) {
        const account = accounts.get(row.sub) ?? {
          sub: row.sub,
          version: row.version,
          lastSlot: row.last_slot,
          alerts: [],
        };
        account.alerts.push(alertFromRow(row));
        accounts.set(row.sub, account);
      }
      return [...accounts.values()];
    },
    async commit(sub, version, decision) {
      return commit(sub, version, decision);
    },
    async claim(owner, now, leaseMs, maxAttempts) {
      const row = claim.get({ owner, now, leaseMs, maxAttempts }) as
        | { id: number; sub: string; mail: string; attempts: number }
        | undefined;
      return row && { ...row, mail: JSON.parse(row.mail) as MailMessage };
    },
    async sent(id, at) {
      sent.run(at, id);
    },
    async forgetSent(before) {
      forget.run(before);
    },
  };
}
