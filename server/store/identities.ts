/**
 * Accounts of an external identity provider, keyed `<iss>#<sub>`: the server learns them from their tokens
 * and keeps the last verified e-mail, the digests' only way to reach them.
 */
import type { DB } from '../db';

export function rememberIdentity(db: DB, accountKey: string, email: string | undefined, at: number): void {
  db.prepare(
    `INSERT INTO identities (account_key, email, seen_at) VALUES (?, ?, ?)
     ON CONFLICT(account_key) DO UPDATE SET email = coalesce(excluded.email, email), seen_at = excluded.seen_at`,
  ).run(accountKey, email ?? null, at);
}

/** `rememberIdentity` that writes only when an account's e-mail is new to this process (not on every call). */
export function identityRecorder(db: DB, now: () => number): (accountKey: string, email: string | undefined) => void {
  const known = new Map<string, string | undefined>();
  return (accountKey, email) => {
    if (known.has(accountKey) && known.get(accountKey) === email) return;
    rememberIdentity(db, accountKey, email, now());
    if (known.size >= 10_000) known.clear();
    known.set(accountKey, email);
  };
}

export function identityEmail(db: DB, accountKey: string): string | undefined {
  const row = db.prepare('SELECT email FROM identities WHERE account_key = ?').get(accountKey) as
    | { email: string | null }
    | undefined;
  return row?.email ?? undefined;
}
