/**
 * The service for the popup's read-only calls. Company search, /jobs and /facets need no token (§4.7),
 * so pages call them directly; every write still goes through the background. The origin is the user's
 * setting (MetaDb `settings`) or the build's default.
 */
import { useComputed } from '@preact/signals';
import { createPublicApi, type PublicApi } from '../../api/public';
import { safeLink } from '../../api/safe-link';
import { settings } from '../../storage/queries';
import { metaDb, useLiveQuery } from './live';
import { reportingReads, watchService } from './service-health';

export interface Service {
  baseUrl: string;
  api: PublicApi;
}

const clients = new Map<string, PublicApi>();
const clientFor = (baseUrl: string): PublicApi => {
  let client = clients.get(baseUrl);
  if (!client) {
    client = reportingReads(createPublicApi({ baseUrl }));
    clients.set(baseUrl, client);
  }
  return client;
};

/** undefined until the settings row has been read (a moment), so no call ever goes to the wrong origin. */
export function useService() {
  const stored = useLiveQuery(() => settings(metaDb()), []);
  return useComputed<Service | undefined>(() => {
    if (stored.value === undefined) return undefined;
    // Normalised (no trailing slash) by the settings schema as it was read.
    const baseUrl = stored.value.apiBaseUrl;
    watchService(baseUrl);
    return { baseUrl, api: clientFor(baseUrl) };
  });
}

/** Only links the one rule allows leave the popup (DESIGN §6); a plain-http one falls back to the service's page. */
export const safeHref = (url: string | undefined): string | undefined => safeLink(url);
