/**
 * Which jobs a frame may claim (DESIGN §6: scope is derived, not declared): the background asks it of every job a
 * content script reports or brings, with the frame's address as the browser gives it, never as the frame says.
 * Derived from the adapters themselves: a site's job ids are `<adapter id>:…` (`jobIdOf({ ats: adapter.id })`),
 * and its hosts are its match patterns' hosts, so a site file says all of it and nothing lists sites here.
 *
 * - a site's ids (`linkedin:`, `greenhouse:<board>:` …) only from a frame on that site's hosts, linked there;
 * - `web:<host>:` ids (the JSON-LD reader's, on a granted site) only from a frame on that host, linked there;
 * - the service's own pages (site `service`) only from a frame of the service's exact origin, linked there; its
 *   ids are the catalog's (any site's), so that frame may name any id.
 */
import type { JobRef } from '../api/job-ref';
import type { SiteAdapter } from './adapter';
import { jsonld } from './jsonld';
import { PAGE_ID_PREFIX } from './page-id';
import { ADAPTERS } from './registry';
import { adapter as service } from './service-pages/service';

/** What a frame claims of a job: its id, and when it brings the whole reference, its site and link. */
export type Claim = Pick<JobRef, 'jobId'> & Partial<Pick<JobRef, 'site' | 'url'>>;

const parse = (href: string): URL | null => {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

/** A match pattern's scheme and host (Chrome's rules: `*.` also matches the bare domain); its path is not a site. */
function onPatternHost(pattern: string, url: URL): boolean {
  const match = /^(\*|https?):\/\/([^/]+)\//.exec(pattern);
  if (!match) return false;
  const [, scheme, host] = match as unknown as [string, string, string];
  if (scheme !== '*' && `${scheme}:` !== url.protocol) return false;
  if (host === '*') return true;
  if (!host.startsWith('*.')) return url.hostname === host;
  const domain = host.slice(2);
  return url.hostname === domain || url.hostname.endsWith(`.${domain}`);
}

const onSite = (adapter: SiteAdapter, url: URL) => adapter.matches.some((pattern) => onPatternHost(pattern, url));

const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * A host's forms in `web:` ids: the JSON-LD reader names the hostname as it is, a saved page drops `www.` and
 * keeps a port that is not the scheme's default (page-id.ts).
 */
const webPrefixes = (url: URL) =>
  [...new Set([url.hostname, url.host, bare(url.hostname), bare(url.host)])].map(
    (host) => `${PAGE_ID_PREFIX}${host.toLowerCase()}:`,
  );

/** The link a reference keeps, on the frame's own site; a reference may come without one. */
function linkOn(claim: Claim, site: (url: URL) => boolean): boolean {
  if (claim.url === undefined) return true;
  const link = parse(claim.url);
  return link !== null && site(link);
}

/** May the frame at `frame` claim this job? `serviceUrl`: the configured service's base URL. */
export function mayClaim(frame: string, claim: Claim, serviceUrl: string): boolean {
  const at = parse(frame);
  const serviceOrigin = parse(serviceUrl)?.origin;
  if (!at) return false;
  if (at.origin === serviceOrigin) {
    return (claim.site === undefined || claim.site === service.id) && linkOn(claim, (url) => url.origin === at.origin);
  }
  const namespace = claim.jobId.slice(0, claim.jobId.indexOf(':') + 1);
  if (namespace === PAGE_ID_PREFIX) {
    return (
      webPrefixes(at).some((prefix) => claim.jobId.toLowerCase().startsWith(prefix)) &&
      (claim.site === undefined || claim.site === jsonld.id) &&
      linkOn(claim, (url) => bare(url.hostname) === bare(at.hostname))
    );
  }
  const owner = ADAPTERS.find((adapter) => adapter.matches.length > 0 && `${adapter.id}:` === namespace);
  return (
    owner !== undefined &&
    onSite(owner, at) &&
    (claim.site === undefined || claim.site === owner.id) &&
    linkOn(claim, (url) => onSite(owner, url))
  );
}
