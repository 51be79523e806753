/**
 * The content script on the service's own job pages (`<origin>/jobs/*`), built from
 * entrypoints/service-pages.content.ts and left out of the manifest. The origin is a setting, so the script
 * is registered at run time, and only while the extension holds a host permission for it (the build's
 * default origin has one in the manifest; another origin is an optional permission the user grants).
 *
 * Browser differences, each seen in the real browser (tests/e2e-firefox):
 * - Chrome matches a pattern's port exactly, so the script runs on the configured origin only (a page on
 *   another port of the same host is not the service). Firefox accepts a port in the pattern but then never
 *   matches it (bug 1362809), so there the pattern has no port and covers every port of the host.
 * - `registerContentScripts` wants the script's path inside the package: Firefox refuses an absolute
 *   `moz-extension://…` URL ("must be a relative URL").
 */
import { browser, type PublicPath } from 'wxt/browser';

export const SERVICE_SCRIPT_ID = 'service-pages';

/** Where WXT puts that entry point's bundle; typed, so a renamed entry point fails the type check. */
const SERVICE_SCRIPT: PublicPath = '/content-scripts/service-pages.js';

export type BrowserName = 'chrome' | 'firefox';

/** The service's job pages on any port: for link menus, where Firefox refuses ports outright. */
export function servicePagePattern(apiBaseUrl: string): string {
  const url = new URL(apiBaseUrl);
  return `${url.protocol}//${url.hostname}/jobs/*`;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Where the content script is registered: the configured origin exactly wherever the browser can say so. */
export function serviceScriptPattern(apiBaseUrl: string, browserName: BrowserName): string {
  if (browserName === 'firefox') return servicePagePattern(apiBaseUrl);
  const url = new URL(apiBaseUrl);
  const port = url.port || DEFAULT_PORTS[url.protocol] || '*';
  return `${url.protocol}//${url.hostname}:${port}/jobs/*`;
}

function currentBrowser(): BrowserName {
  return import.meta.env.FIREFOX ? 'firefox' : 'chrome';
}

export async function registerServicePages(
  apiBaseUrl: string,
  browserName: BrowserName = currentBrowser(),
): Promise<'registered' | 'unregistered'> {
  const url = new URL(apiBaseUrl);
  const granted = await browser.permissions.contains({ origins: [`${url.protocol}//${url.hostname}/*`] });
  const existing = await browser.scripting.getRegisteredContentScripts({ ids: [SERVICE_SCRIPT_ID] });
  if (!granted) {
    if (existing.length > 0) await browser.scripting.unregisterContentScripts({ ids: [SERVICE_SCRIPT_ID] });
    return 'unregistered';
  }
  const script = {
    id: SERVICE_SCRIPT_ID,
    matches: [serviceScriptPattern(apiBaseUrl, browserName)],
    js: [SERVICE_SCRIPT.slice(1)],
    runAt: 'document_idle' as const,
    persistAcrossSessions: true,
  };
  if (existing.length > 0) await browser.scripting.updateContentScripts([script]);
  else await browser.scripting.registerContentScripts([script]);
  return 'registered';
}
