/**
 * "Save this page": what any http(s) page says about itself, read when no adapter recognises a job there.
 *
 * `readPageData` is self-contained on purpose: the background runs this very function in the tab through
 * `scripting.executeScript({ func })` (activeTab, on a user gesture), which serialises its source, so it may
 * use nothing from outside its own body (types only). Only plain strings come back; `pageRefOf` (pure, run
 * in the background) decides what to keep, and the background re-validates the result with the `JobRef` schema.
 */
import type { JobRef } from '../api/job-ref';
import { JOB_REF_LIMITS } from '../api/job-ref-limits';
import { pageIdOf } from './page-id';

export interface PageData {
  /** The page's address, as the tab sees it. */
  href: string;
  ogTitle?: string;
  title?: string;
  /** `<link rel=canonical>`, resolved against the page's address. */
  canonical?: string;
}

export function readPageData(root?: Document): PageData {
  const doc = root ?? document;
  const href = doc.location?.href ?? '';
  const raw = (value: string | null | undefined): string | undefined => {
    // Raw and bounded: the background cleans and caps; a hostile page cannot send megabytes back.
    const text = value?.slice(0, 4096);
    return text?.trim() ? text : undefined;
  };
  const data: PageData = { href };
  const og = raw(doc.querySelector('meta[property="og:title"]')?.getAttribute('content'));
  if (og) data.ogTitle = og;
  const title = raw(doc.querySelector('title')?.textContent);
  if (title) data.title = title;
  const link = raw(doc.querySelector('link[rel~="canonical" i][href]')?.getAttribute('href'));
  if (link) {
    try {
      data.canonical = new URL(link, href).href;
    } catch {
      // Not an address: no canonical link.
    }
  }
  return data;
}

/** The site a host belongs to, near enough: the host without `www.` (a full public-suffix list is not worth it). */
const siteOf = (host: string): string => host.toLowerCase().replace(/^www\./, '');

/**
 * The canonical link is trusted only on the same site (the same host, or one of them a subdomain of the
 * other) over https: a page cannot make its star point elsewhere.
 */
function sameSite(canonical: URL, page: URL): boolean {
  if (canonical.protocol !== 'https:') return false;
  const a = siteOf(canonical.hostname);
  const b = siteOf(page.hostname);
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

export function cleanTitle(value: string | undefined): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, JOB_REF_LIMITS.title).trim() : undefined;
}

/** The address a saved page keeps: its canonical link when trusted, else its own address without the hash. */
export function pageUrlOf(data: PageData): URL | null {
  let page: URL;
  try {
    page = new URL(data.href);
  } catch {
    return null;
  }
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return null;
  page.hash = '';
  if (!data.canonical) return page;
  try {
    const canonical = new URL(data.canonical);
    canonical.hash = '';
    return sameSite(canonical, page) ? canonical : page;
  } catch {
    return page;
  }
}

/** A page's star: `web:` id, a clean title (`og:title`, else `<title>`, else the host), its address. */
export function pageRefOf(data: PageData): JobRef | null {
  const url = pageUrlOf(data);
  const jobId = url ? pageIdOf(url.href) : null;
  if (!url || !jobId) return null;
  return {
    jobId,
    title: cleanTitle(data.ogTitle) ?? cleanTitle(data.title) ?? siteOf(url.hostname),
    url: url.href,
    site: 'web',
    kind: 'page',
  };
}
