/**
 * A handler that fails because of local storage (quota, a failed upgrade) answers with words a person can
 * act on, and the failure is also kept as the sync state's last error so every page shows it (rule 10).
 */
import type { Handlers } from '../messaging/router';
import type { LocalStore } from '../storage/local-store';
import { describeStorageError, isStorageError } from '../storage/storage-errors';
import { patchSyncState } from '../storage/sync-state';

export function reportStorageFailures(handlers: Handlers, store: LocalStore): Handlers {
  const wrapped: Record<string, unknown> = {};
  for (const [type, handler] of Object.entries(handlers) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    wrapped[type] = async (...args: unknown[]) => {
      try {
        return await handler(...args);
      } catch (error) {
        if (!isStorageError(error)) throw error;
        const message = describeStorageError(error);
        try {
          await patchSyncState(await store.currentDb(), { lastError: { kind: 'storage', message } });
        } catch {
          // Storage is failing: the answer below still carries the message.
        }
        throw new Error(message);
      }
    };
  }
  return wrapped as Handlers;
}
