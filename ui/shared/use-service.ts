/**
 * The service for the popup's read-only calls. Company search, /jobs and /facets need no token (§4.7),
 * so pages call them directly; every write still goes through the background. The origin is the user's
 * setting (MetaDb `settings`) or the build's default.
 */
import { useComputed } from '@preact/signals';
import { createPublicApi as createApiClient, type PublicApi as ApiClient } from '../../api/public';
import { BUILD_CONFIG } from '../../config/build';
import type { Settings } from '../../messaging/protocol';
import { META_KEYS } from '../../storage/db';
import { metaDb, useLiveQuery } from './live';

export interface Service {
  baseUrl: string;
  api: ApiClient;
}

const clients = new Map<string, ApiClient>();
const clientFor = (baseUrl: string): ApiClient => {
  let client = clients.get(baseUrl);
  if (!client) {
    client = createApiClient({ baseUrl });
    clients.set(baseUrl, client);
  }
  return client;
};

/** undefined until the settings row has been read (a moment), so no call ever goes to the wrong origin. */
export function useService() {
  const row = useLiveQuery(async () => (await metaDb().meta.get(META_KEYS.settings)) ?? null, []);
  return useComputed<Service | undefined>(() => {
    if (row.value === undefined) return undefined;
    const settings = row.value?.value as Partial<Settings> | undefined;
    const baseUrl = (settings?.apiBaseUrl ?? BUILD_CONFIG.apiBaseUrl).replace(/\/+$/, '');
    return { baseUrl, api: clientFor(baseUrl) };
  });
}

/** Only http(s) links leave the popup (DESIGN §6). */
export function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
