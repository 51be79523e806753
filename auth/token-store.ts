/**
 * Where tokens live (DESIGN §5): the extension origin's IndexedDB, in a database of auth's own. Content
 * scripts run in the page's origin and cannot open it; nothing here is ever put in a message. IndexedDB
 * (unlike `storage.session`) survives a browser restart, so the refresh token keeps the person signed in.
 * The worker keeps the row in memory too: every API call asks for the token.
 */
import Dexie, { type Table } from 'dexie';
import type { AccountInfo } from '../model/account';

const AUTH_DB_NAME = 'jobstar-auth';

export interface SessionRow {
  id: 'current';
  /** Random per sign-in: a refresh that finishes after a sign-out or a new sign-in must not write. */
  sessionId: string;
  /** The issuer and client id as configured when signing in; another configuration does not use them. */
  configuredIssuer: string;
  clientId: string;
  idToken: string;
  refreshToken?: string;
  account: AccountInfo;
  /** Epoch ms of the last token answer (sign-in or refresh). */
  obtainedAt: number;
}

interface HintRow {
  key: 'promptLogin';
  value: boolean;
}

class AuthDb extends Dexie {
  session!: Table<SessionRow, 'current'>;
  hints!: Table<HintRow, HintRow['key']>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ session: 'id', hints: 'key' });
  }
}

export interface TokenStore {
  load(): Promise<SessionRow | null>;
  save(row: Omit<SessionRow, 'id'>): Promise<void>;
  /** Writes the new tokens only if `sessionId` is still the current session; says whether it did. */
  update(sessionId: string, tokens: Pick<SessionRow, 'idToken' | 'refreshToken' | 'obtainedAt'>): Promise<boolean>;
  clear(): Promise<void>;
  /** After a sign-out the next sign-in shows the provider's login page, so another person can sign in. */
  promptLogin(): Promise<boolean>;
  setPromptLogin(value: boolean): Promise<void>;
}

export function createTokenStore(name = AUTH_DB_NAME): TokenStore {
  const db = new AuthDb(name);
  // undefined: read it from the database; null: there is no session.
  let cached: SessionRow | null | undefined;
  // Bumped by every write: a write that overlapped another leaves the cache to be read again.
  let generation = 0;

  async function write<T>(work: () => Promise<T>, next: (result: T) => SessionRow | null | undefined): Promise<T> {
    const mine = ++generation;
    try {
      const result = await work();
      cached = mine === generation ? next(result) : undefined;
      return result;
    } catch (error) {
      cached = undefined;
      throw error;
    }
  }

  return {
    async load() {
      if (cached !== undefined) return cached;
      const seen = generation;
      const row = (await db.session.get('current')) ?? null;
      if (seen === generation) cached = row;
      return row;
    },
    async save(row) {
      const full: SessionRow = { ...row, id: 'current' };
      await write(
        () => db.session.put(full),
        () => full,
      );
    },
    async update(sessionId, tokens) {
      const written = await write(
        () =>
          db.transaction('rw', db.session, async () => {
            const current = await db.session.get('current');
            if (current?.sessionId !== sessionId) return null;
            const next: SessionRow = {
              ...current,
              ...tokens,
              refreshToken: tokens.refreshToken ?? current.refreshToken,
            };
            await db.session.put(next);
            return next;
          }),
        (next) => next ?? undefined,
      );
      return written !== null;
    },
    async clear() {
      await write(
        () => db.session.clear(),
        () => null,
      );
    },
    async promptLogin() {
      return (await db.hints.get('promptLogin'))?.value ?? false;
    },
    async setPromptLogin(value) {
      await db.hints.put({ key: 'promptLogin', value });
    },
  };
}
