/**
 * The shape of an address a site adapter claimed, as the private diagnostics keep it (model/page-miss.ts): only
 * the adapter's fixed route words survive; every other path segment (a job title, a company, search words, an
 * id) becomes `:`. The route words come from the adapter's own match and link patterns (`/jobs/view/*` keeps
 * `jobs` and `view`), and a host under a wildcard keeps only the pattern's fixed suffix (`*.linkedin.com`), so
 * a tenant's name in a host (`acme.myworkdayjobs.com`) goes too. Pure and free of zod: the content script shapes
 * what it reports, and the background shapes it again before anything is kept.
 */

/** What the shape is derived from: an adapter's patterns (the site adapter's own fields). */
export interface RoutePatterns {
  matches: readonly string[];
  linkPatterns?: readonly string[];
}

const MASK = ':';
const SCHEME = /^[a-z*]+:\/\//;

interface Pattern {
  host: string;
  words: string[];
}

function parsePattern(pattern: string): Pattern {
  const rest = pattern.replace(SCHEME, '');
  const slash = rest.indexOf('/');
  const host = slash < 0 ? rest : rest.slice(0, slash);
  const path = slash < 0 ? '' : rest.slice(slash + 1);
  // A segment's fixed part is a route word: `view` of `/jobs/view/*`, `viewjob` of `/viewjob*`.
  const words = path
    .split('/')
    .map((segment) => segment.replaceAll('*', ''))
    .filter(Boolean);
  return { host, words };
}

/** The host as the patterns name it: itself when a pattern names it exactly, `*.<suffix>` under a wildcard, else masked. */
function hostShape(host: string, patterns: readonly Pattern[]): string {
  const lower = host.toLowerCase();
  if (patterns.some((pattern) => pattern.host === lower)) return lower;
  for (const { host: wanted } of patterns) {
    if (!wanted.startsWith('*.')) continue;
    const suffix = wanted.slice(2);
    if (lower === suffix || lower.endsWith(`.${suffix}`)) return wanted;
  }
  return MASK;
}

/** `host/path` (a query or hash already cut) shaped by the adapter's patterns; applying it twice changes nothing. */
export function addressShape(address: string, adapter: RoutePatterns): string {
  const patterns = [...adapter.matches, ...(adapter.linkPatterns ?? [])].map(parsePattern);
  const words = new Set(patterns.flatMap((pattern) => pattern.words));
  const [host = '', ...segments] = address.replace(/[?#].*$/, '').split('/');
  const path = segments.map((segment) => (segment === '' || words.has(segment) ? segment : MASK));
  return [hostShape(host, patterns), ...path].join('/');
}
