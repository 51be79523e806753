/**
 * "Show the star on <host>" (issue 13): the content script of entrypoints/granted-sites.content.ts,
 * registered at run time for the origins a person granted from the popup, and never for any other.
 *
 * - The popup asks the browser for the origin (only a page's click handler may call `permissions.request`),
 *   then sends `site.enable`; the grant is kept only while the browser still holds the permission.
 * - Firefox may close the popup when its permission prompt opens, so the popup's follow-up message can be
 *   lost: an origin offered by `offerFor` is also enabled when its permission arrives (`permissions.onAdded`).
 * - At every worker start the stored list is intersected with the browser's grants and registered again:
 *   Chrome's `persistAcrossSessions` keeps the registration, Firefox's keeps none across restarts.
 * - A permission removed in the browser's own UI (`permissions.onRemoved`) drops the site from the list.
 */
import { browser, type PublicPath } from 'wxt/browser';
import type { Settings } from '../../model/settings';
import { type SiteGrant, siteOriginOf, sitePattern } from '../../model/site-grants';
import { ADAPTERS } from '../../sites/registry';
import type { MetaDb } from '../../storage/db';
import { addSiteGrant, keepSiteGrants, loadSiteGrants } from '../../storage/site-grants';

export const GRANTED_SCRIPT_ID = 'granted-sites';

/** Where WXT puts that entry point's bundle; typed, so a renamed entry point fails the type check. */
const GRANTED_SCRIPT = '/content-scripts/granted-sites.js' satisfies PublicPath;

export interface SiteGrantDeps {
  meta: MetaDb;
  /** Whether a page at this URL is already served otherwise: a site adapter claims it, or it is the service. */
  servedOtherwise(url: URL): Promise<boolean>;
}

export interface SiteGrants {
  /** The origin to offer for a tab whose job was read from its JSON-LD, or undefined. */
  offerFor(tabId: number): Promise<string | undefined>;
  /** Keeps the origin and shows the star in its open tabs, once the browser holds its permission. */
  enable(origin: string): Promise<boolean>;
  /** Gives the permission back and forgets the origin; open pages keep the star until they reload. */
  remove(origin: string): Promise<void>;
  /** The stored list intersected with the browser's grants, and the content script registered for it. */
  sync(): Promise<SiteGrant[]>;
  /** `sync`, then the star injected into the open tabs of the enabled sites (browser start, update). */
  restore(): Promise<SiteGrant[]>;
  /** Follows the browser's grants (called once per worker start, synchronously, so no event is missed). */
  listen(): void;
}

const granted = (origin: string): Promise<boolean> => browser.permissions.contains({ origins: [sitePattern(origin)] });

async function register(grants: readonly SiteGrant[]): Promise<void> {
  const existing = await browser.scripting.getRegisteredContentScripts({ ids: [GRANTED_SCRIPT_ID] });
  if (grants.length === 0) {
    if (existing.length > 0) await browser.scripting.unregisterContentScripts({ ids: [GRANTED_SCRIPT_ID] });
    return;
  }
  const script = {
    id: GRANTED_SCRIPT_ID,
    matches: grants.map((grant) => sitePattern(grant.origin)),
    js: [GRANTED_SCRIPT.slice(1)],
    runAt: 'document_idle' as const,
    persistAcrossSessions: true,
  };
  if (existing.length > 0) await browser.scripting.updateContentScripts([script]);
  else await browser.scripting.registerContentScripts([script]);
}

/** The star at once in the origin's open tabs; the script itself ignores a second start in one page. */
async function injectInto(origin: string): Promise<void> {
  const tabs = await browser.tabs.query({ url: sitePattern(origin) });
  await Promise.all(
    tabs.map(({ id }) =>
      id === undefined
        ? undefined
        : browser.scripting.executeScript({ target: { tabId: id }, files: [GRANTED_SCRIPT] }).catch(() => undefined),
    ),
  );
}

/**
 * One change at a time: the popup's `site.enable` and the grant's own `onAdded` arrive together, and two
 * registrations racing for one script id would make the second fail.
 */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task, task);
    last = next.catch(() => undefined);
    return next;
  };
}

export function createSiteGrants({ meta, servedOtherwise }: SiteGrantDeps): SiteGrants {
  const offered = new Set<string>();
  const serial = oneAtATime();

  async function syncNow(): Promise<SiteGrant[]> {
    const grants = await loadSiteGrants(meta);
    const held = new Set<string>();
    for (const grant of grants) if (await granted(grant.origin)) held.add(grant.origin);
    const kept = await keepSiteGrants(meta, (origin) => held.has(origin));
    await register(kept);
    return kept;
  }

  const sync = () => serial(syncNow);

  /**
   * At a browser start or an extension update the registration is made again and the open tabs of enabled sites
   * get the star injected (the script ignores a second start in one page): seen in Chromium, a page loaded right
   * after a restart could have none. Not at every worker wake-up: the registration persists between those.
   */
  const restore = () =>
    serial(async () => {
      const kept = await syncNow();
      for (const grant of kept) await injectInto(grant.origin);
      return kept;
    });

  const enable = (origin: string) =>
    serial(async () => {
      if (!(await granted(origin))) return false;
      offered.delete(origin);
      await addSiteGrant(meta, origin);
      await syncNow();
      await injectInto(origin);
      return true;
    });

  const remove = (origin: string) =>
    serial(async () => {
      if (await granted(origin)) await browser.permissions.remove({ origins: [sitePattern(origin)] });
      await keepSiteGrants(meta, (kept) => kept !== origin);
      await syncNow();
    });

  async function offerFor(tabId: number): Promise<string | undefined> {
    const tab = await browser.tabs.get(tabId).catch(() => undefined);
    const origin = siteOriginOf(tab?.url);
    if (!origin || !tab?.url || (await servedOtherwise(new URL(tab.url)))) return undefined;
    if ((await loadSiteGrants(meta)).some((grant) => grant.origin === origin)) return undefined;
    offered.add(origin);
    return origin;
  }

  function listen(): void {
    const report = (error: unknown) => console.warn('jobstar site grants:', error);
    browser.permissions.onAdded.addListener(({ origins = [] }) => {
      const asked = [...offered].filter((origin) => origins.includes(sitePattern(origin)));
      for (const origin of asked) void enable(origin).catch(report);
    });
    browser.permissions.onRemoved.addListener(() => {
      void sync().catch(report);
    });
  }

  return { offerFor, enable, remove, sync, restore, listen };
}

/**
 * A page a site's own content script serves (an adapter with manifest matches claims it; the service adapter
 * claims `/jobs/` paths on any host, so only its configured host counts), or the service's host, whose
 * permission the manifest or the settings own.
 */
export function servedOtherwise(settings: () => Promise<Settings>) {
  return async (url: URL): Promise<boolean> =>
    ADAPTERS.some((adapter) => adapter.matches.length > 0 && adapter.claims(url)) ||
    url.hostname === new URL((await settings()).apiBaseUrl).hostname;
}
