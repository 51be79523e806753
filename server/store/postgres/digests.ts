/**
 * The digests' state and queue in PostgreSQL, shared by every instance. A decision is committed only
 * against the digest state it was made from (the upsert's WHERE on the version; a concurrent commit for the
 * same account waits for the first and then finds the version moved on), and a queued digest is claimed by
 * one sender at a time (FOR UPDATE SKIP LOCKED, then a lease that a crashed sender cannot renew).
 */
import type pg from 'pg';
import type { MailMessage } from '../../digests/mailer';
import { type AccountSize, lastOfPage, PAGE_ACCOUNTS } from '../digest-pages';
import type { AlertRecord, DigestAccount, DigestStorage } from '../store';
import { inTransaction } from './database';

type DueRow = AlertRecord & { version: number; last_slot: number };

export function postgresDigests(pool: pg.Pool): DigestStorage {
  return {
    async due(page) {
      let last: string | undefined;
      if (page) {
        const next = await pool.query<AccountSize>(
          `SELECT sub, count(*) AS alerts FROM alerts WHERE active AND sub > $1
           GROUP BY sub ORDER BY sub LIMIT ${PAGE_ACCOUNTS}`,
          [page.after],
        );
        last = lastOfPage(next.rows, page.alerts);
        if (last === undefined) return [];
      }
      const { rows } = await pool.query<DueRow>(
        `SELECT a.alert_id, a.sub, a.filter, a.active, a.created_at, a.last_notified_at, a.request_hash,
           coalesce(d.version, 0) AS version, coalesce(d.last_slot, 0) AS last_slot
         FROM alerts a LEFT JOIN digest_state d ON d.sub = a.sub
         WHERE a.active AND ($1::text IS NULL OR (a.sub > $1 AND a.sub <= $2))
         ORDER BY a.sub, a.created_at, a.seq`,
        [page?.after ?? null, last ?? null],
      );
      const accounts = new Map<string, DigestAccount>();
      for (const { version, last_slot, ...alert } of rows) {
        const account = accounts.get(alert.sub) ?? { sub: alert.sub, version, lastSlot: last_slot, alerts: [] };
        account.alerts.push(alert);
        accounts.set(alert.sub, account);
      }
      return [...accounts.values()];
    },
    commit: (sub, version, decision) =>
      inTransaction(pool, async (client) => {
        const advanced = await client.query(
          `INSERT INTO digest_state (sub, last_slot, version) VALUES ($1, $2, $3 + 1)
           ON CONFLICT (sub) DO UPDATE SET last_slot = excluded.last_slot, version = excluded.version
           WHERE digest_state.version = $3`,
          [sub, decision.lastSlot, version],
        );
        if (advanced.rowCount === 0) return false;
        const { digest } = decision;
        if (digest) {
          await client.query('UPDATE alerts SET last_notified_at = $1 WHERE alert_id = ANY($2::text[]) AND sub = $3', [
            digest.at,
            digest.alertIds,
            sub,
          ]);
          await client.query('INSERT INTO digest_outbox (sub, mail, queued_at) VALUES ($1, $2, $3)', [
            sub,
            JSON.stringify(digest.mail),
            digest.at,
          ]);
        }
        return true;
      }),
    async claim(owner, now, leaseMs, maxAttempts) {
      const { rows } = await pool.query<{ id: number; sub: string; mail: MailMessage; attempts: number }>(
        `UPDATE digest_outbox SET claimed_by = $1, lease_until = $2::bigint + $3::bigint, attempts = attempts + 1
         WHERE id = (SELECT id FROM digest_outbox
           WHERE sent_at IS NULL AND attempts < $4 AND (lease_until IS NULL OR lease_until < $2)
           ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING id, sub, mail, attempts`,
        [owner, now, leaseMs, maxAttempts],
      );
      return rows[0];
    },
    async sent(id, at) {
      await pool.query('UPDATE digest_outbox SET sent_at = $1, lease_until = NULL WHERE id = $2 AND sent_at IS NULL', [
        at,
        id,
      ]);
    },
    async forgetSent(before) {
      await pool.query('DELETE FROM digest_outbox WHERE sent_at < $1', [before]);
    },
  };
}
