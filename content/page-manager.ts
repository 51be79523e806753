/**
 * The content script's manager (Refined GitHub style): picks the adapter for the URL, places one button per
 * job it finds, asks the background for all their states in one message, reports the page's own job, and
 * re-runs on SPA navigation and on DOM growth (one MutationObserver, batched per animation frame).
 * One adapter's failure costs that page its buttons, never the page itself.
 */

import type { JobRef } from '../api/job-ref';
import type { TabMessage } from '../messaging/protocol';
import type { FoundJob, SiteAdapter } from '../sites/adapter';
import { HOST_TAG, type StarHost, type StarHosts } from './star-host';

/**
 * A page an adapter claims but finds no job on: which adapter, the address's shape (digits and the query
 * left out: nothing that names the job or the person), and what was missing. Kept local and private; the
 * background may record it for the options page's diagnostics.
 */
export interface PageMiss {
  adapter: string;
  pattern: string;
  /** `title`: the address names a job but the page showed none; `jobs`: a list showed no card; `error`: the adapter failed. */
  missing: 'title' | 'jobs' | 'error';
}

export interface PageReading {
  jobs: FoundJob[];
  miss: PageMiss | null;
}

const patternOf = (url: URL): string => `${url.hostname}${url.pathname.replace(/\d+/g, ':n')}`;

/** Pure: the jobs the adapter for `href` finds on the page, or why it found none. */
export function readPage(
  document: Document,
  href: string,
  adapterFor: (url: URL) => SiteAdapter | undefined,
): PageReading {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { jobs: [], miss: null };
  }
  const adapter = adapterFor(url);
  if (!adapter) return { jobs: [], miss: null };
  let jobs: FoundJob[];
  try {
    jobs = adapter.find(document, url);
  } catch (error) {
    console.debug('jobstar: could not read this page', error);
    return { jobs: [], miss: { adapter: adapter.id, pattern: patternOf(url), missing: 'error' } };
  }
  if (jobs.length > 0) return { jobs, miss: null };
  const missing = adapter.refFromUrl?.(url) ? 'title' : 'jobs';
  return { jobs, miss: { adapter: adapter.id, pattern: patternOf(url), missing } };
}

interface StarPageOptions {
  document: Document;
  location: () => string;
  adapterFor: (url: URL) => SiteAdapter | undefined;
  hosts: StarHosts;
  starStates(jobIds: string[]): Promise<Record<string, boolean>>;
  reportPageJob(ref: JobRef | null): Promise<unknown>;
  requestFrame?: (callback: () => void) => unknown;
  /** Runs a callback later (tests pass their own; `setTimeout` by default). */
  later?: (callback: () => void, ms: number) => unknown;
}

/** How long to wait before reporting again the jobs a failed `page.found` left out of scope (a worker restarting). */
export const RETRY_MS = 1000;

const hostKey = (job: FoundJob): Element | null => job.card ?? job.anchor ?? null;

/** The jobs not yet reported found, now marked reported: each is reported once. */
function unreported(found: FoundJob[], reportedFound: Set<string>): string[] {
  const fresh: string[] = [];
  for (const job of found) {
    if (reportedFound.has(job.ref.jobId)) continue;
    reportedFound.add(job.ref.jobId);
    fresh.push(job.ref.jobId);
  }
  return fresh;
}

/** Gives each job found its button, keeping the one already there when it still shows that job. */
function placeHosts(found: FoundJob[], placed: Map<Element | null, StarHost>, hosts: StarHosts): void {
  const kept = new Set<StarHost>();
  for (const job of found) {
    const key = hostKey(job);
    const existing = placed.get(key);
    if (existing && existing.ref.jobId === job.ref.jobId && existing.element.isConnected) {
      existing.ref = job.ref;
      kept.add(existing);
      continue;
    }
    if (existing) hosts.remove(existing);
    const host = hosts.add(job);
    placed.set(key, host);
    kept.add(host);
  }
  // A job no longer on the page (navigated away, a card recycled or emptied) loses its button; a card
  // rendered again later gets a new one on that scan.
  for (const [key, host] of placed) {
    if (kept.has(host)) continue;
    hosts.remove(host);
    placed.delete(key);
  }
}

const ours = (nodes: NodeList) => {
  for (const node of nodes) if (node.nodeName.toLowerCase() !== HOST_TAG) return false;
  return true;
};
/** Our own buttons appearing are not news (checked without copying: a list page adds hundreds at once). */
const onlyOurs = (records: MutationRecord[]) => {
  for (const record of records) if (!ours(record.addedNodes) || !ours(record.removedNodes)) return false;
  return true;
};

/** Runs `onGrowth` once per animation frame however many mutations that frame brought. */
function observeGrowth(
  document: Document,
  requestFrame: (callback: () => void) => unknown,
  onGrowth: () => void,
): MutationObserver {
  let frame = false;
  const observer = new MutationObserver((records) => {
    if (frame || onlyOurs(records)) return;
    frame = true;
    requestFrame(() => {
      frame = false;
      onGrowth();
    });
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return observer;
}

export function createStarPage(options: StarPageOptions) {
  const { document, hosts } = options;
  const requestFrame = options.requestFrame ?? ((callback: () => void) => requestAnimationFrame(callback));
  const later = options.later ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const placed = new Map<Element | null, StarHost>();
  /** Jobs reported found (so in this tab's scope), or being reported: never reported twice. */
  const reportedFound = new Set<string>();
  /** A retry is scheduled or has failed too: the next ones wait for a scan of the page's own (DOM, navigation). */
  let retrying = false;
  let main: StarHost | null = null;
  let reported: string | null | undefined;
  let observer: MutationObserver | null = null;
  let destroyed = false;
  let miss: PageMiss | null = null;

  function scan(): void {
    if (destroyed) return;
    const reading = readPage(document, options.location(), options.adapterFor);
    miss = reading.miss;
    const found = reading.jobs;
    const fresh = unreported(found, reportedFound);
    placeHosts(found, placed, hosts);
    const own = found.find((job) => !job.card);
    main = own ? (placed.get(hostKey(own)) ?? null) : null;
    if (fresh.length > 0) void askStates(fresh);
    const mainId = main?.ref.jobId ?? null;
    if (mainId !== reported) {
      reported = mainId;
      options.reportPageJob(main?.ref ?? null).catch(() => undefined);
    }
  }

  /** Reports the jobs found, which puts them in scope, and shows their states. */
  async function askStates(jobIds: string[]): Promise<void> {
    try {
      hosts.setStates(await options.starStates(jobIds));
      retrying = false;
    } catch (error) {
      console.debug('jobstar: star states unavailable', error);
      // Out of scope, their stars would be refused until a reload: forget them, so the next scan reports them.
      for (const jobId of jobIds) reportedFound.delete(jobId);
      if (retrying) return;
      retrying = true;
      later(scan, RETRY_MS);
    }
  }

  function observe(): void {
    observer = observeGrowth(document, requestFrame, scan);
  }

  /** Background → this tab. The answer goes back through `sendResponse`. */
  function onTabMessage(message: TabMessage): unknown {
    switch (message.type) {
      case 'star.changed':
        hosts.setStages({ [message.jobId]: message.stage });
        hosts.setStates({ [message.jobId]: message.starred });
        return { ok: true };
      case 'star.toggleCurrent':
        if (!main) return { handled: false };
        hosts.toggle(main.ref, main);
        return { handled: true };
      case 'page.current':
        return { ref: main?.ref ?? null, miss };
    }
  }

  function destroy(): void {
    destroyed = true;
    observer?.disconnect();
    for (const host of placed.values()) hosts.remove(host);
    placed.clear();
    main = null;
  }

  return { scan, observe, onTabMessage, destroy, count: () => placed.size, miss: () => miss };
}
