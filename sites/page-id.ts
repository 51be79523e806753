/**
 * The identity of a page saved as a page ("Save this page"), beside `jobIdOf` (DESIGN §3):
 * `web:<host>:<path>[?<identifying query>]`. The same page always gets the same id, on every device, so a
 * star made twice is one star and the service (which treats ids as opaque strings, §2.3) keeps one entry.
 *
 * - host: `webHost` (sites/job-id.ts), as every `web:` id: lower-case (the URL parser gives IDN hosts as
 *   punycode), a leading `www.` dropped, the port kept when it is not the scheme's default;
 * - path: as the URL parser encodes it (ASCII, so the id is safe in `/me/saved/{job_id}`), trailing slashes
 *   dropped, the hash dropped;
 * - query: dropped (tracking, sorting, paging), except the few keys that name the page itself on sites that
 *   address pages by query (`?id=`, `?p=`, `?jk=`, `?v=` …), kept sorted so their order does not matter;
 * - an id longer than `PAGE_ID_MAX` keeps its start and ends with a hash of the whole, so it stays unique
 *   and fits the contract's `JobId` (512) with room to spare once percent-encoded in a path.
 *
 * The `web:` namespace is shared with the JSON-LD reader's ids for postings without an identifier
 * (`web:<host>:<path>`): a page is told apart by its star's `kind: 'page'`, never by its id.
 */

import { webHost } from './job-id';

export const PAGE_ID_PREFIX = 'web:';
export const PAGE_ID_MAX = 200;

/** Query keys that identify a page rather than a view of it (compared lower-case). */
const IDENTIFYING_KEYS = new Set([
  'id',
  'p',
  'page_id',
  'pageid',
  'jk',
  'jobid',
  'job_id',
  'gh_jid',
  'currentjobid',
  'v',
  'story_fbid',
]);

/** FNV-1a over UTF-16 code units, twice with different offsets: 16 hex digits, deterministic everywhere. */
function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193) >>> 0;
    b = (b ^ (b >>> 15)) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

function identifyingQuery(url: URL): string {
  const kept = [...url.searchParams]
    .filter(([key, value]) => IDENTIFYING_KEYS.has(key.toLowerCase()) && value !== '')
    .sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a < b ? -1 : 1));
  return kept.length > 0 ? `?${new URLSearchParams(kept).toString()}` : '';
}

/** The page id of an http(s) address; null for anything else. */
export function pageIdOf(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = webHost(url);
  if (!host) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const id = `${PAGE_ID_PREFIX}${host}:${path}${identifyingQuery(url)}`;
  if (id.length <= PAGE_ID_MAX) return id;
  const hash = digest(id);
  return `${id.slice(0, PAGE_ID_MAX - hash.length - 1)}~${hash}`;
}
