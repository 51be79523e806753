/**
 * The service for the popup's read-only calls. Company search, /jobs and /facets need no token (§4.7),
 * so pages call them directly; every write still goes through the background. The origin is the user's
 * setting (MetaDb `settings`) or the build's default.
 */
import { signal, useComputed } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { PublicApi } from '../../api/public';
import { safeLink } from '../../api/safe-link';
import { metaDb, useLiveQuery } from './live';
import { watchService } from './service-health';

export interface Service {
  baseUrl: string;
  api: PublicApi;
}

type ServiceClient = typeof import('./service-client');
const client = signal<ServiceClient | undefined>(undefined);
let started = false;
const loadClient = (): void => {
  if (started) return;
  started = true;
  import('./service-client').then(
    (module) => {
      client.value = module;
    },
    (error: unknown) => {
      started = false;
      console.error('jobstar: loading the service client failed', error);
    },
  );
};

/**
 * undefined until the settings row has been read (a moment), so no call ever goes to the wrong origin. The
 * client (zod, the contract, ky) is loaded after the page's next frame once `ready` (the popup waits until
 * its starred list is on screen), so a first frame never waits for it.
 */
export function useService(ready = true) {
  useEffect(() => {
    if (ready) requestAnimationFrame(() => setTimeout(loadClient));
  }, [ready]);
  const loaded = client.value;
  const stored = useLiveQuery(() => loaded?.loadSettings(metaDb()), [loaded]);
  return useComputed<Service | undefined>(() => {
    if (stored.value === undefined || !client.value) return undefined;
    // Normalised (no trailing slash) by the settings schema as it was read.
    const baseUrl = stored.value.apiBaseUrl;
    watchService(baseUrl);
    return { baseUrl, api: client.value.clientFor(baseUrl) };
  });
}

/** Only links the one rule allows leave the popup (DESIGN §6); a plain-http one falls back to the service's page. */
export const safeHref = (url: string | undefined): string | undefined => safeLink(url);
