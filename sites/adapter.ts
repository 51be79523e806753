/**
 * What a site adapter is (DESIGN §3, §10): a pure URL claim, then a look at the page. A site is one file,
 * `sites/<family>/<site>.ts`, named by its id, that says everything about it in its exports: `name` (a
 * `SiteName` literal), `family` (its folder), `adapter` (its id, match patterns and readers) and `examples`.
 * Nothing lists it: the registry, the names, the families and the manifest's matches are gathered from the
 * files (config/sites-plugin.ts), and sites.test.ts checks that each table has each site. The content
 * script's page manager (content/page-manager.ts) owns the lifecycle.
 */
import type { JobRef } from '../api/job-ref';

export interface FoundJob {
  ref: JobRef;
  /** Where the button goes, beside the site's own actions; without it the button floats in a corner. */
  anchor?: Element;
  /** `after` (default): the button follows the anchor; `inside`: it is appended to the anchor. */
  place?: 'after' | 'inside';
  /** A list card: the job is one of many on the page, not the page's own job. */
  card?: Element;
  /**
   * A list card's whole reference, read the first time it is asked for (its star is built or pressed); `ref`
   * then holds only its id (and the link it makes). Of hundreds of cards, few are ever near.
   */
  whole?: () => JobRef;
}

/**
 * Whether a list card is near the viewport (content/nearby.ts), asked before it is read: a card far away need
 * not be read yet (it is read when it comes near). Asking starts watching it.
 */
export type Near = (card: Element) => boolean;

/**
 * A site's name in each language of the UI: a brand, so mostly the same words in both. Its own export, not a
 * field of the adapter: a content script names every site (sites/names.ts) and carries only its own readers.
 */
export interface SiteName {
  en: string;
  he: string;
}

export interface SiteAdapter {
  /** In job ids and stars (`JobRef.site`). */
  id: string;
  /**
   * Where the content script runs without a user gesture (the manifest's `content_scripts.matches` and
   * `host_permissions` are derived from these). Empty for adapters reached otherwise (the service's own
   * pages are registered at run time; JSON-LD runs through activeTab).
   */
  matches: readonly string[];
  /** Pure: does this adapter handle pages at this URL? */
  claims(url: URL): boolean;
  /**
   * The jobs the page shows now; an empty list when the page lacks the job's data (no button, no error). A
   * list's cards that `near` says are far may be left out unread (those returned are kept only if near).
   */
  find(document: Document, url: URL, near?: Near): FoundJob[];
  /**
   * Lists only, optional: the jobs of the cards at or around `roots` (what a list's growth added or changed),
   * each read as `find` reads it; null when a root is not within a card (then `find` reads the whole page).
   * The page's own job is never among them.
   */
  findIn?(document: Document, url: URL, roots: readonly Element[], near?: Near): FoundJob[] | null;
  /** The job a link points to, from its URL alone (the context menu on links). */
  refFromUrl?(url: URL): JobRef | null;
  /** Match patterns of links to this site's job pages (the context menu's `targetUrlPatterns`). */
  linkPatterns?: readonly string[];
}

/** A page the adapter must read: the fixture served at `url`, and what a star on it keeps. */
interface PageExample {
  url: string;
  /** A file in `sites/fixtures/`, written by us from the structure of a real page (its header names the source). */
  fixture: string;
  /** The page's own job (the one without a card), as far as the page states it; null on a list without one. */
  ref: Partial<JobRef> | null;
  /** The tag of the element the button is placed beside; null for a floating button. */
  anchor: string | null;
  /** List pages: the cards' jobs, in page order (id, and any fields checked). */
  cards?: Partial<JobRef>[];
}

/**
 * Each adapter file exports one of these as `examples`: the adapter test iterates them, so a new site is one
 * file plus its fixtures. A separate export (not a field of the adapter) so the content bundle leaves it out.
 */
export interface AdapterExamples {
  adapter: SiteAdapter;
  claims: string[];
  rejects: string[];
  pages: PageExample[];
  /** Pages of the site that lack the job: no button, no error. */
  missing: { url: string; fixture: string }[];
}

/**
 * Where a site's page keeps the job's description as a person reads it (issue 32): read after a star, in the tab,
 * by sites/posting-read.ts. Optional: without it, or when the page lacks the element, the JSON-LD JobPosting's
 * `description` is read. A separate export of the site file, not a field of the adapter, so that no content script
 * carries it.
 */
export interface DescriptionReader {
  /** A CSS selector of the description's element (its first match). */
  selector: string;
}

/**
 * The original posting a job id of the site names (issue 31), read from the id alone (what follows `<site>:`): its
 * address where the id says it all, and the board's name, so that a star synced without its details links to
 * the posting and reads as something. Null when the id is not of the site's shape. Exported as `posting` by a file
 * beside the site's, `<site>.posting.ts`, so that no content script carries it and the pages carry no adapter.
 */
export type PostingReader = (rest: string) => PostingOfId | null;

export interface PostingOfId {
  /** The posting's https address; absent where the id leaves part of it out (a Comeet or Workday path). */
  url?: string;
  /** The employer's board, as a name ("Acme Labs"), on a site with boards. */
  board?: string;
}

/** What a site file (`sites/<family>/<site>.ts`) exports. */
export interface SiteFile {
  name: SiteName;
  /** Its folder's name. */
  family: string;
  adapter: SiteAdapter;
  examples: AdapterExamples;
  description?: DescriptionReader;
}
