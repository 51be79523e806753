/** External accounts (`<iss>#<sub>`) in PostgreSQL and the last e-mail their tokens carried. */
import type pg from 'pg';
import type { IdentityStorage } from '../store';

export function postgresIdentities(pool: pg.Pool): IdentityStorage {
  return {
    async remember(accountKey, email, at) {
      await pool.query(
        `INSERT INTO identities (account_key, email, seen_at) VALUES ($1, $2, $3)
         ON CONFLICT (account_key) DO UPDATE SET email = coalesce(excluded.email, identities.email), seen_at = excluded.seen_at`,
        [accountKey, email ?? null, at],
      );
    },
    async email(accountKey) {
      const { rows } = await pool.query<{ email: string | null }>(
        'SELECT email FROM identities WHERE account_key = $1',
        [accountKey],
      );
      return rows[0]?.email ?? undefined;
    },
  };
}
