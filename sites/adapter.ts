/**
 * What a site adapter is (DESIGN §3, §10): a pure URL claim, then a look at the page. One file per site
 * registers one of these in `registry.ts`; `run.ts` owns the lifecycle.
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
}

export interface SiteAdapter {
  id: string;
  /** Pure: does this adapter handle pages at this URL? */
  claims(url: URL): boolean;
  /** The jobs the page shows now; an empty list when the page lacks the job's data (no button, no error). */
  find(document: Document, url: URL): FoundJob[];
  /** The job a link points to, from its URL alone (the context menu on links). */
  refFromUrl?(url: URL): JobRef | null;
  /** Match patterns of links to this site's job pages (the context menu's `targetUrlPatterns`). */
  linkPatterns?: readonly string[];
}
