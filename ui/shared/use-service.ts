/**
 * The service for the popup's read-only calls. Company search, /jobs and /facets need no token (§4.7),
 * so pages call them directly; every write still goes through the background. The origin is the user's
 * setting (MetaDb `settings`) or the build's default.
 */
import { useComputed } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { PublicApi } from '../../api/public';
import { safeLink } from '../../api/safe-link';
import { lazyModule } from './lazy-module';
import { metaDb, useLiveQuery } from './live';
import { watchService } from './service-health';

export interface Service {
  baseUrl: string;
  api: PublicApi;
}

const client = lazyModule(() => import('./service-client'), 'the service client');

/**
 * undefined until the settings row has been read (a moment), so no call ever goes to the wrong origin. The
 * client (zod, the contract, ky) is loaded after the page's next frame once `ready` (the popup waits until
 * its starred list is on screen), so a first frame never waits for it.
 */
export function useService(ready = true) {
  useEffect(() => {
    if (ready) requestAnimationFrame(() => setTimeout(client.load));
  }, [ready]);
  const loaded = client.module.value;
  const stored = useLiveQuery(() => loaded?.loadSettings(metaDb()), [loaded]);
  return useComputed<Service | undefined>(() => {
    if (stored.value === undefined || !client.module.value) return undefined;
    // Normalised (no trailing slash) by the settings schema as it was read.
    const baseUrl = stored.value.apiBaseUrl;
    watchService(baseUrl);
    return { baseUrl, api: client.module.value.clientFor(baseUrl) };
  });
}

/** Only links the one rule allows leave the popup (DESIGN §6); a plain-http one falls back to the service's page. */
export const safeHref = (url: string | undefined): string | undefined => safeLink(url);
