/**
 * The status line's one source for a page: the account's outbox and sync row (live), the browser's
 * online state, and the page's own reads of the service (service-health.ts). When the service answers
 * again after failing, a sync is asked for at once instead of at the next backoff.
 */
import { type Signal, useComputed, useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { send } from '../../messaging/send';
import type { AccountDb } from '../../storage/db';
import { computeStatus, type SyncStatus } from '../../storage/outbox';
import * as queries from '../../storage/queries';
import { useAccountQuery } from './live';
import { lastRead, serviceBack } from './service-health';

function useOnline(): Signal<boolean> {
  const online = useSignal(globalThis.navigator?.onLine ?? true);
  useEffect(() => {
    const update = () => {
      online.value = navigator.onLine;
    };
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * `signedIn` is undefined while the account is still being read: the line then shows nothing rather than
 * "Sign in to sync". It is held in a signal, so the status follows it: a page opened while signed in used to
 * read the outbox counts of the database opened early (`useAccountDb`) before the account, and kept saying
 * "Sign in to sync" until some count changed, seconds later, because a plain value read by the computed status
 * is not one of its dependencies.
 */
export function useSyncStatus(
  db: AccountDb | undefined,
  signedIn: boolean | undefined,
): Signal<SyncStatus | undefined> {
  const online = useOnline();
  const knownSignedIn = useSignal(signedIn);
  knownSignedIn.value = signedIn;
  const counts = useAccountQuery(db, queries.syncCounts, []);
  // The row keeps no time of failure; the page notes when it first saw the current one.
  const errorSeen = useRef<{ key: string; at: number } | undefined>(undefined);

  useEffect(() => {
    if (serviceBack.value === 0 || !signedIn) return;
    send({ type: 'sync.now' }).catch(() => undefined);
  }, [serviceBack.value, signedIn]);

  return useComputed(() => {
    const value = counts.value;
    const signedInNow = knownSignedIn.value;
    if (!value || signedInNow === undefined) return undefined;
    const errorKey = JSON.stringify(value.sync?.lastError ?? null);
    if (errorSeen.current?.key !== errorKey) errorSeen.current = { key: errorKey, at: Date.now() };
    return computeStatus({
      signedIn: signedInNow,
      online: online.value,
      ...value,
      read: lastRead.value,
      syncErrorSeenAt: errorSeen.current.at,
    });
  });
}
