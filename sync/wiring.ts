/**
 * The sync engine as the background runs it: bound to the current account's database and to an API client
 * made from the current settings with that account's tokens only.
 */
import { createApiClient } from '../api/client';
import type { AuthService } from '../auth';
import type { Settings } from '../model/settings';
import type { LocalStore } from '../storage/db';
import { dbNameFor } from '../storage/db';
import { bindTokens } from './bound-tokens';
import { extensionsKeeper } from './discover-extensions';
import { createSyncEngine, type SyncEngine } from './engine';
import type { StarChange } from './reconcile';
import { createRetrySchedule } from './retry-schedule';

export interface BackgroundSyncDeps {
  store: LocalStore;
  auth: AuthService;
  settings: () => Promise<Settings>;
  onStarsChanged: (changes: StarChange[]) => void;
}

export function createBackgroundSync(deps: BackgroundSyncDeps): SyncEngine {
  const { store, auth } = deps;
  const engine: SyncEngine = createSyncEngine({
    async bind() {
      const account = await store.currentAccount();
      if (!account) return null;
      const key = dbNameFor(account);
      const db = store.open(key);
      const keepExtensions = extensionsKeeper(db, (link) => api.extension(link).describe());
      const api = createApiClient({
        baseUrl: (await deps.settings()).apiBaseUrl,
        tokens: bindTokens(account, auth.tokens),
        onExtensionsLink: keepExtensions,
      });
      return { key, db, api };
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
