/** External accounts (`<iss>#<sub>`) in SQLite and the last e-mail their tokens carried. */
import type { IdentityStorage } from '../store';
import type { DB } from './database';

export function sqliteIdentities(db: DB): IdentityStorage {
  const remember = db.prepare(
    `INSERT INTO identities (account_key, email, seen_at) VALUES (?, ?, ?)
     ON CONFLICT(account_key) DO UPDATE SET email = coalesce(excluded.email, email), seen_at = excluded.seen_at`,
  );
  const email = db.prepare('SELECT email FROM identities WHERE account_key = ?').pluck();
  return {
    async remember(accountKey, address, at) {
      remember.run(accountKey, address ?? null, at);
    },
    async email(accountKey) {
      return (email.get(accountKey) as string | null | undefined) ?? undefined;
    },
  };
}
