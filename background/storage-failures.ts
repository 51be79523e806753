/**
 * A handler that fails because of local storage (quota, a failed upgrade) answers with its storage kind (the
 * router words it for the page), and the failure is also kept as the sync state's last error so every page
 * shows it (rule 10).
 */
import type { Handlers } from '../messaging/router';
import { isStorageError, storageErrorInfo } from '../model/storage-errors';
import type { LocalStore } from '../storage/db';
import { patchSyncState } from '../sync';

export function reportStorageFailures(handlers: Handlers, store: LocalStore): Handlers {
  const wrapped: Record<string, unknown> = {};
  for (const [type, handler] of Object.entries(handlers) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    wrapped[type] = async (...args: unknown[]) => {
      try {
        return await handler(...args);
      } catch (error) {
        if (!isStorageError(error)) throw error;
        const { kind, params, detail } = storageErrorInfo(error);
        try {
          await patchSyncState(await store.currentDb(), {
            lastError: { kind: 'storage', message: detail, words: { kind, params } },
          });
        } catch {
          // Storage is failing: the answer still carries the error's kind.
        }
        throw error;
      }
    };
  }
  return wrapped as Handlers;
}
