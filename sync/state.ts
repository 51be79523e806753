/** The sync state row (one per account database): read-modify-write in its own transaction. */
import type { AccountDb, SyncStateRow } from '../storage/db';

export async function patchSyncState(db: AccountDb, patch: Partial<SyncStateRow>): Promise<SyncStateRow> {
  return db.transaction('rw', db.syncState, async () => {
    const current = (await db.syncState.get('sync')) ?? { id: 'sync' as const, running: false, attempt: 0 };
    const next: SyncStateRow = { ...current, ...patch, id: 'sync' };
    await db.syncState.put(next);
    return next;
  });
}

export const SIGN_IN_TO_SYNC = 'Sign in to sync';

/** The provider refused the session: the queue waits for the person, nothing is dropped. */
export const pauseForSignIn = (db: AccountDb): Promise<SyncStateRow> =>
  patchSyncState(db, {
    pausedForSignIn: true,
    lastError: { kind: 'unauthorized', message: SIGN_IN_TO_SYNC, words: { kind: 'api.unauthorized' } },
  });
