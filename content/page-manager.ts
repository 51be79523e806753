/**
 * The content script's manager (Refined GitHub style): picks the adapter for the URL, places one button per
 * job it finds, asks the background for all their states in one message, reports the page's own job, and
 * re-runs on SPA navigation and on DOM growth (one MutationObserver, batched per animation frame). A growth
 * that only touches list cards is read from those cards alone where the adapter can (`findIn`); anything else
 * reads the whole page again. One adapter's failure costs that page its buttons, never the page itself.
 *
 * A list card counts only once it comes near the viewport (nearby.ts): until then it is found and watched,
 * not read (where the adapter can pass it over), given a button or reported. Coming near, it is read like a
 * card that grew, in the same frame's batch, and reported found with the others before its star is built.
 */

import type { JobRef } from '../api/job-ref';
import type { TabMessage } from '../messaging/protocol';
import type { FoundJob, Near, SiteAdapter } from '../sites/adapter';
import { type Growth, noGrowth, noteGrowth } from './growth';
import type { Nearby } from './nearby';
import type { StarHost, StarHosts } from './star-host';

/**
 * A page an adapter claims but finds no job on: which adapter, the address's shape (the adapter's route words
 * only, model/address-shape.ts: nothing that names the job or the person), and what was missing. Kept local and private; the
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

/**
 * Host and path, never the query: the background keeps only its shape (the adapter's route words,
 * model/address-shape.ts) before anything is stored, so the content script carries no shaping code.
 */
const patternOf = (url: URL): string => `${url.hostname}${url.pathname}`;

/**
 * Pure: the jobs the adapter for `href` finds on the page (of its list cards, those `near` lets it read), or
 * why it found none.
 */
export function readPage(
  document: Document,
  href: string,
  adapterFor: (url: URL) => SiteAdapter | undefined,
  near?: Near,
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
    jobs = adapter.find(document, url, near);
  } catch (error) {
    console.debug('jobstar: could not read this page', error);
    return { jobs: [], miss: { adapter: adapter.id, pattern: patternOf(url), missing: 'error' } };
  }
  if (jobs.length > 0) return { jobs, miss: null };
  const missing = adapter.refFromUrl?.(url) ? 'title' : 'jobs';
  return { jobs, miss: { adapter: adapter.id, pattern: patternOf(url), missing } };
}

/**
 * Pure: the jobs of the cards at or around `roots` alone, or null when the whole page must be read (the
 * adapter cannot read part of a page, a root is outside every card, or the adapter failed: the whole read
 * then reports it).
 */
export function readChanged(
  document: Document,
  href: string,
  adapterFor: (url: URL) => SiteAdapter | undefined,
  roots: readonly Element[],
  near?: Near,
): FoundJob[] | null {
  try {
    const url = new URL(href);
    return adapterFor(url)?.findIn?.(document, url, roots, near) ?? null;
  } catch {
    return null;
  }
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
  /** Watches the list cards, telling `change` as one comes near or goes far; without it, every card is near. */
  nearby?: (change: (card: Element, near: boolean) => void) => Nearby;
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

/** The buttons placed, by the card (or anchor) they belong to, and which of those keys are list cards. */
interface Placed {
  hosts: Map<Element | null, StarHost>;
  cards: Set<Element>;
}

/** Gives one job its button, keeping the one already there when it still shows that job. */
function placeHost(job: FoundJob, placed: Placed, hosts: StarHosts): StarHost {
  const key = hostKey(job);
  const existing = placed.hosts.get(key);
  if (existing && existing.ref.jobId === job.ref.jobId && existing.element.isConnected) {
    existing.ref = job.ref;
    existing.whole = job.whole;
    return existing;
  }
  if (existing) hosts.remove(existing);
  const host = hosts.add(job);
  placed.hosts.set(key, host);
  if (job.card) placed.cards.add(job.card);
  return host;
}

/** Takes the buttons of `keys` off the page, unless they are `kept`. */
function unplace(keys: Iterable<Element | null>, kept: Set<StarHost>, placed: Placed, hosts: StarHosts): void {
  for (const key of keys) {
    const host = placed.hosts.get(key);
    if (!host || kept.has(host)) continue;
    hosts.remove(host);
    placed.hosts.delete(key);
    if (key) placed.cards.delete(key);
  }
}

/**
 * The whole page's jobs: each gets its button, and a job no longer on the page (navigated away, a card
 * recycled or emptied) loses its own; a card rendered again later gets a new one on that scan.
 */
function placeHosts(found: FoundJob[], placed: Placed, hosts: StarHosts): void {
  const kept = new Set(found.map((job) => placeHost(job, placed, hosts)));
  unplace([...placed.hosts.keys()], kept, placed, hosts);
}

/** Part of the page's jobs: those `found`, and the cards `touched` (re-read or taken out) that no longer show one. */
function placeSome(found: FoundJob[], touched: Iterable<Element>, placed: Placed, hosts: StarHosts): void {
  const kept = new Set(found.map((job) => placeHost(job, placed, hosts)));
  unplace(touched, kept, placed, hosts);
}

/**
 * Gathers the DOM's changes and hands them over once per animation frame, however many mutations it brought.
 * Our own buttons go in unobserved (`aside`): on a list, that is a record per card the observer need not sort.
 */
function observeGrowth(
  document: Document,
  requestFrame: (callback: () => void) => unknown,
  isCard: (element: Element) => boolean,
  idle: () => boolean,
  onGrowth: (growth: Growth) => void,
) {
  let growth = noGrowth();
  let frame = false;
  const schedule = () => {
    if (frame) return;
    frame = true;
    requestFrame(() => {
      frame = false;
      const changes = growth;
      growth = noGrowth();
      onGrowth(changes);
    });
  };
  const onRecords = (records: MutationRecord[]) => {
    if (!idle() && noteGrowth(growth, records, isCard)) schedule();
  };
  const observer = new MutationObserver(onRecords);
  const start = () => observer.observe(document.documentElement, { childList: true, subtree: true });
  start();
  return {
    disconnect: () => observer.disconnect(),
    /** A card come near: read with this frame's growth. */
    touch(card: Element): void {
      growth.changed.add(card);
      schedule();
    },
    /** Runs `ours` unobserved; the page's changes made before it still count. */
    aside(ours: () => void): void {
      const pending = observer.takeRecords();
      if (pending.length > 0) onRecords(pending);
      observer.disconnect();
      try {
        ours();
      } finally {
        start();
      }
    },
  };
}

export function createStarPage(options: StarPageOptions) {
  const { document, hosts } = options;
  const requestFrame = options.requestFrame ?? ((callback: () => void) => requestAnimationFrame(callback));
  const later = options.later ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const placed: Placed = { hosts: new Map(), cards: new Set() };
  /** Jobs reported found (so in this tab's scope), or being reported: never reported twice. */
  const reportedFound = new Set<string>();
  /** A retry is scheduled or has failed too: the next ones wait for a scan of the page's own (DOM, navigation). */
  let retrying = false;
  let main: StarHost | null = null;
  let reported: string | null | undefined;
  let observer: ReturnType<typeof observeGrowth> | null = null;
  /** Places or takes off our buttons out of the growth observer's sight (once it watches). */
  const aside = (ours: () => void) => (observer ? observer.aside(ours) : ours());
  let destroyed = false;
  let miss: PageMiss | null = null;
  /** The address the whole page was last read at: a growth seen at another one reads the whole page. */
  let scannedAt: string | null = null;
  /** Whether an adapter claimed that address (the script runs on a whole site, e.g. LinkedIn's feed). */
  let claimed = false;
  /** A card come near is read, unless it has its button already (a card read is not read again for coming back). */
  const nearby = options.nearby?.((card, near) => {
    if (destroyed) return;
    const host = placed.hosts.get(card);
    if (host) hosts.follow(host, near);
    else if (near) observer?.touch(card);
  });
  const near = nearby?.near;

  function scan(): void {
    if (destroyed) return;
    scannedAt = options.location();
    const reading = readPage(document, scannedAt, options.adapterFor, near);
    nearby?.prune();
    // A list whose cards are all far is no miss: their jobs are read as they come near.
    miss = reading.miss?.missing === 'jobs' && nearby?.watching() ? null : reading.miss;
    claimed = reading.jobs.length > 0 || reading.miss !== null;
    const found = nearby?.only(reading.jobs) ?? reading.jobs;
    const fresh = unreported(found, reportedFound);
    aside(() => placeHosts(found, placed, hosts));
    const own = found.find((job) => !job.card);
    main = own ? (placed.hosts.get(hostKey(own)) ?? null) : null;
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

  /** A growth of the list alone reads only the cards it touched; the page's own job is not among them. */
  function grow(growth: Growth): void {
    if (destroyed) return;
    const href = options.location();
    const roots = [...growth.changed, ...growth.added].filter((root) => root.isConnected);
    const read =
      growth.whole || href !== scannedAt ? null : readChanged(document, href, options.adapterFor, roots, near);
    if (!read) {
      scan();
      return;
    }
    const found = nearby?.only(read) ?? read;
    // A card taken out and put back (a move) keeps its button, which moved with it.
    const gone = [...growth.removed].filter((card) => !card.isConnected);
    if (gone.length > 0) nearby?.prune();
    aside(() => placeSome(found, [...growth.changed, ...gone], placed, hosts));
    const fresh = unreported(found, reportedFound);
    if (fresh.length > 0) void askStates(fresh);
  }

  function observe(): void {
    // A page no adapter claims has nothing to read until its address changes (a navigation reads it whole).
    const idle = () => !claimed && options.location() === scannedAt;
    const isCard = (element: Element) => placed.cards.has(element) || !!nearby?.has(element);
    observer = observeGrowth(document, requestFrame, isCard, idle, grow);
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
    nearby?.stop();
    for (const host of placed.hosts.values()) hosts.remove(host);
    placed.hosts.clear();
    placed.cards.clear();
    main = null;
  }

  return { scan, observe, onTabMessage, destroy, count: () => placed.hosts.size, miss: () => miss };
}
