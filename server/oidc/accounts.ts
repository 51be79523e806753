/** Dev accounts: any e-mail is an account; its `sub` is created once and stays the same. */
import { randomUUID } from 'node:crypto';
import type { DB } from '../db';

export interface Account {
  sub: string;
  email: string;
  name: string;
}

export const nameOf = (email: string) => email.split('@')[0] || email;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export function ensureAccount(db: DB, rawEmail: string, now = Date.now()): Account {
  const email = normaliseEmail(rawEmail);
  db.prepare('INSERT INTO accounts (sub, email, created_at) VALUES (?, ?, ?) ON CONFLICT(email) DO NOTHING').run(
    randomUUID(),
    email,
    now,
  );
  const row = db.prepare('SELECT sub, email FROM accounts WHERE email = ?').get(email) as {
    sub: string;
    email: string;
  };
  return { sub: row.sub, email: row.email, name: nameOf(row.email) };
}

export function accountBySub(db: DB, sub: string): Account | undefined {
  const row = db.prepare('SELECT sub, email FROM accounts WHERE sub = ?').get(sub) as
    | { sub: string; email: string }
    | undefined;
  return row ? { sub: row.sub, email: row.email, name: nameOf(row.email) } : undefined;
}
