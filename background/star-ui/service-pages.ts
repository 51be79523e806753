/**
 * The content script on the service's own job pages (`<origin>/jobs/*`). The origin is a setting, so the
 * script is registered at run time, and only while the extension holds a host permission for it (the
 * build's default origin has one in the manifest; another origin is an optional permission the user grants).
 * The pattern has no port: Firefox rejects ports in match patterns, and Chrome then matches every port.
 */
import { browser } from 'wxt/browser';

export const SERVICE_SCRIPT_ID = 'service-pages';

export function servicePagePattern(apiBaseUrl: string): string {
  const url = new URL(apiBaseUrl);
  return `${url.protocol}//${url.hostname}/jobs/*`;
}

export async function registerServicePages(apiBaseUrl: string): Promise<'registered' | 'unregistered'> {
  const url = new URL(apiBaseUrl);
  const granted = await browser.permissions.contains({ origins: [`${url.protocol}//${url.hostname}/*`] });
  const existing = await browser.scripting.getRegisteredContentScripts({ ids: [SERVICE_SCRIPT_ID] });
  if (!granted) {
    if (existing.length > 0) await browser.scripting.unregisterContentScripts({ ids: [SERVICE_SCRIPT_ID] });
    return 'unregistered';
  }
  const js = browser.runtime.getManifest().content_scripts?.flatMap((script) => script.js ?? []) ?? [];
  const script = {
    id: SERVICE_SCRIPT_ID,
    matches: [servicePagePattern(apiBaseUrl)],
    js,
    runAt: 'document_idle' as const,
    persistAcrossSessions: true,
  };
  if (existing.length > 0) await browser.scripting.updateContentScripts([script]);
  else await browser.scripting.registerContentScripts([script]);
  return 'registered';
}
