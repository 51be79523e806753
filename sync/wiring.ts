/**
 * The sync engine as the background runs it: bound to the current account's database and to an API client
 * made from the current settings with that account's tokens only.
 */
import { type ApiClientOptions, createApiClient } from '../api/client';
import type { AuthService } from '../auth';
import type { Settings } from '../model/settings';
import type { AccountDb, LocalStore } from '../storage/db';
import { dbNameFor } from '../storage/db';
import { bindTokens } from './bound-tokens';
import { createSyncEngine, type SyncBinding, type SyncEngine } from './engine';
import type { StarChange } from './reconcile';
import { createRetrySchedule } from './retry-schedule';

export interface BackgroundSyncDeps {
  store: LocalStore;
  auth: AuthService;
  settings: () => Promise<Settings>;
  onStarsChanged: (changes: StarChange[]) => void;
}

/**
 * One run's binding: the account client, and what its `/me` answers announce of jobstar's extension (the client
 * reports it after every 2xx of `/me`; the run reads the last, sync/extension.ts). The extension's client is made
 * only for an announced address.
 */
export function accountBinding(
  key: string,
  db: AccountDb,
  client: Omit<ApiClientOptions, 'onExtensionsLink'>,
): SyncBinding {
  let announced: string | null | undefined;
  const api = createApiClient({
    ...client,
    onExtensionsLink: (href) => {
      announced = href;
    },
  });
  return { key, db, api, extensions: { extension: (link) => api.extension(link), announced: () => announced } };
}

export function createBackgroundSync(deps: BackgroundSyncDeps): SyncEngine {
  const { store, auth } = deps;
  const engine: SyncEngine = createSyncEngine({
    async bind() {
      const account = await store.currentAccount();
      if (!account) return null;
      const key = dbNameFor(account);
      return accountBinding(key, store.open(key), {
        baseUrl: (await deps.settings()).apiBaseUrl,
        tokens: bindTokens(account, auth.tokens),
      });
    },
    currentKey: async () => {
      const account = await store.currentAccount();
      return account ? dbNameFor(account) : null;
    },
    schedule: createRetrySchedule(() => engine.request()),
    onStarsChanged: deps.onStarsChanged,
    locks: globalThis.navigator?.locks,
    online: () => globalThis.navigator?.onLine ?? true,
  });
  return engine;
}
