/** The built-in provider's accounts in SQLite: one per e-mail, its sub made once. */
import { randomUUID } from 'node:crypto';
import type { AccountRecord, AccountStorage } from '../store';
import type { DB } from './database';

export function sqliteAccounts(db: DB): AccountStorage {
  const insert = db.prepare(
    'INSERT INTO accounts (sub, email, created_at) VALUES (?, ?, ?) ON CONFLICT(email) DO NOTHING',
  );
  const byEmail = db.prepare('SELECT sub, email FROM accounts WHERE email = ?');
  const bySub = db.prepare('SELECT sub, email FROM accounts WHERE sub = ?');
  return {
    async ensure(email, at) {
      insert.run(randomUUID(), email, at);
      return byEmail.get(email) as AccountRecord;
    },
    async bySub(sub) {
      return bySub.get(sub) as AccountRecord | undefined;
    },
  };
}
