import type { SyncStateRow } from '../db/db';

export type SyncState =
  | 'synced'
  | 'syncing'
  | 'pending'
  | 'offline'
  | 'unreachable'
  | 'error'
  | 'signedOut'
  | 'expired';

/** What the last call a page made to the service (a search, the facets) found. */
export interface ReadOutcome {
  ok: boolean;
  /** The api error kind when it failed (network, timeout, server, rate_limited…). */
  kind?: string;
  at: number;
}

export interface SyncStatus {
  state: SyncState;
  /** Outbox rows waiting. */
  pending: number;
  /** Failed operations the user must look at (dead letters). */
  failed: number;
  /** The sync's own failure as a kind of `model/errors.ts` (the page words it), for 'error'. */
  words?: NonNullable<SyncStateRow['lastError']>['words'];
  message?: string;
  lastSyncedAt?: number;
  nextAttemptAt?: number;
}

const UNREACHABLE_KINDS: readonly string[] = ['network', 'timeout'];

export function computeStatus(input: {
  signedIn: boolean;
  online: boolean;
  pending: number;
  failed: number;
  sync: SyncStateRow | undefined;
  read?: ReadOutcome;
  /** When the sync's current failure was first seen (the row keeps no time of failure). */
  syncErrorSeenAt?: number;
}): SyncStatus {
  const { signedIn, online, pending, failed, sync, read } = input;
  const base = { pending, failed, lastSyncedAt: sync?.lastSyncedAt, nextAttemptAt: sync?.nextAttemptAt };
  if (!online) return { ...base, state: 'offline' };
  const readIsNewer = read !== undefined && read.at > (sync?.lastSyncedAt ?? 0);
  if (read && !read.ok && readIsNewer && UNREACHABLE_KINDS.includes(read.kind ?? '')) {
    return { ...base, state: 'unreachable' };
  }
  if (!signedIn) return { ...base, state: 'signedOut' };
  if (sync?.pausedForSignIn) return { ...base, state: 'expired' };
  if (sync?.running) return { ...base, state: 'syncing' };
  // A sync failure stands until a newer success: a sync (which clears it), or a page's read that reached
  // the service since. It stands with an empty outbox too: a refused pull (GET /me/saved, the profile) is
  // as much a failing sync as a refused push.
  const answeredSince = read?.ok === true && read.at > (input.syncErrorSeenAt ?? 0);
  const failure = answeredSince ? undefined : sync?.lastError;
  if (failure && UNREACHABLE_KINDS.includes(failure.kind)) return { ...base, state: 'unreachable' };
  if (failure) return { ...base, state: 'error', words: failure.words, message: failure.message };
  if (pending > 0) return { ...base, state: 'pending' };
  return { ...base, state: 'synced' };
}
