/**
 * Where sign-in's session lives (DESIGN §5): the extension origin's IndexedDB, in a database of its own that only
 * the background opens. Content scripts run in the page's origin and cannot open it. IndexedDB (unlike
 * `storage.session`) survives a browser restart, so the refresh token keeps the person signed in. The background
 * hands this store to auth/, which keeps its own copy in memory and orders its writes.
 */
import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { SignInSession } from '../../model/session';

const SIGN_IN_DB_NAME = 'jobstar-auth';

interface SessionRow extends SignInSession {
  id: 'current';
}

interface HintRow {
  key: 'promptLogin';
  value: boolean;
}

class SignInDb extends Dexie {
  session!: Table<SessionRow, 'current'>;
  hints!: Table<HintRow, HintRow['key']>;

  constructor(name: string, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({ session: 'id', hints: 'key' });
  }
}

export function createSignInStore(name = SIGN_IN_DB_NAME, options?: DexieOptions) {
  const db = new SignInDb(name, options);
  return {
    async getSession(): Promise<SignInSession | undefined> {
      const row = await db.session.get('current');
      if (!row) return undefined;
      const { id: _id, ...session } = row;
      return session;
    },
    async putSession(session: SignInSession): Promise<void> {
      await db.session.put({ ...session, id: 'current' });
    },
    async deleteSession(): Promise<void> {
      await db.session.clear();
    },
    async getPromptLogin(): Promise<boolean | undefined> {
      return (await db.hints.get('promptLogin'))?.value;
    },
    async putPromptLogin(value: boolean): Promise<void> {
      await db.hints.put({ key: 'promptLogin', value });
    },
  };
}
