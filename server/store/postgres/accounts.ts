/** The built-in provider's accounts in PostgreSQL: one per e-mail, its sub made once. */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AccountRecord, AccountStorage } from '../store';

export function postgresAccounts(pool: pg.Pool): AccountStorage {
  return {
    async ensure(email, at) {
      await pool.query(
        'INSERT INTO accounts (sub, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING',
        [randomUUID(), email, at],
      );
      // A statement of its own: it sees the account another instance created at the same moment.
      const { rows } = await pool.query<AccountRecord>('SELECT sub, email FROM accounts WHERE email = $1', [email]);
      return rows[0]!;
    },
    async bySub(sub) {
      const { rows } = await pool.query<AccountRecord>('SELECT sub, email FROM accounts WHERE sub = $1', [sub]);
      return rows[0];
    },
  };
}
