/**
 * The job sites' host permissions (the badge and the tab's job read their tab URLs) are where the content
 * scripts run: taken from the manifest WXT built, whose content scripts' matches come from the site files.
 * wxt.config.ts cannot read those itself: it is loaded without Vite, which gathers them (config/sites-plugin.ts).
 */
interface Manifest {
  content_scripts?: { matches?: string[] }[];
  host_permissions?: string[];
}

export function withSiteHosts(manifest: Manifest): void {
  const sites = manifest.content_scripts?.flatMap((script) => script.matches ?? []) ?? [];
  manifest.host_permissions = [...new Set([...sites, ...(manifest.host_permissions ?? [])])];
}
