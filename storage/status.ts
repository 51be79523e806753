/**
 * The sync status everyone shows (DESIGN §4 rule 11): derived, never stored, from the outbox size, the
 * sync state row, the account and the network.
 */
import type { SyncStateRow } from './db';

export type SyncState = 'synced' | 'syncing' | 'pending' | 'offline' | 'signin' | 'error';

export interface SyncStatus {
  state: SyncState;
  /** Outbox rows waiting. */
  pending: number;
  /** Failed operations the user must look at (dead letters). */
  failed: number;
  message?: string;
  lastSyncedAt?: number;
  nextAttemptAt?: number;
}

export function computeStatus(input: {
  signedIn: boolean;
  online: boolean;
  pending: number;
  failed: number;
  sync: SyncStateRow | undefined;
}): SyncStatus {
  const { signedIn, online, pending, failed, sync } = input;
  const base = { pending, failed, lastSyncedAt: sync?.lastSyncedAt, nextAttemptAt: sync?.nextAttemptAt };
  if (!signedIn || sync?.pausedForSignIn) return { ...base, state: 'signin' };
  if (!online) return { ...base, state: 'offline' };
  if (sync?.running) return { ...base, state: 'syncing' };
  if (sync?.lastError && pending > 0) {
    if (sync.lastError.kind === 'network' || sync.lastError.kind === 'timeout') return { ...base, state: 'offline' };
    return { ...base, state: 'error', message: sync.lastError.message };
  }
  if (pending > 0) return { ...base, state: 'pending' };
  return { ...base, state: 'synced' };
}
