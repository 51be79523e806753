/**
 * The sites' names, by site id, gathered from the site files' `name` exports at build time
 * (config/sites-plugin.ts): a content script names any site ("You starred this on …") without its reader.
 */
import NAMES from 'virtual:site-names';
import type { SiteName } from './adapter';

/** The site's name in `lang`; undefined for an id no site file has (a page saved by its address, say). */
export function siteNameOf(id: string, lang: keyof SiteName): string | undefined {
  const name = NAMES[id];
  return typeof name === 'string' ? name : name?.[lang];
}
