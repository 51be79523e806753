/**
 * The content scripts, one per family of sites: each carries only its own adapters, so a page loads the
 * readers of its own site and not of every other (the content bundle's budget: `npm run bench`,
 * bundle_content_gz). A family is a folder, `sites/<family>/`; its script, `entrypoints/<family>.content.ts`,
 * takes the folder's adapters from `virtual:sites/<family>` (config/sites-plugin.ts) and its manifest
 * `matches` from `matchesOf`.
 */
import type { SiteAdapter } from './adapter';

/** Where a family's content script runs without a user gesture: its adapters' own patterns. */
export function matchesOf(adapters: readonly SiteAdapter[]): string[] {
  return [...new Set(adapters.flatMap((adapter) => adapter.matches))];
}
