/**
 * The content script's manager (Refined GitHub style): picks the adapter for the URL, places one button per
 * job it finds, asks the background for all their states in one message, reports the page's own job, and
 * re-runs on SPA navigation and on DOM growth (one MutationObserver, batched per animation frame).
 * One adapter's failure costs that page its buttons, never the page itself.
 */

import type { JobRef } from '../api/job-ref';
import type { TabMessage } from '../messaging/protocol';
import type { SiteAdapter } from '../sites/adapter';
import { HOST_TAG, type StarHost, type StarHosts } from './star-host';

export interface StarPageOptions {
  document: Document;
  location: () => string;
  adapterFor: (url: URL) => SiteAdapter | undefined;
  hosts: StarHosts;
  starStates(jobIds: string[]): Promise<Record<string, boolean>>;
  reportPageJob(ref: JobRef | null): Promise<unknown>;
  requestFrame?: (callback: () => void) => unknown;
}

export function createStarPage(options: StarPageOptions) {
  const { document, hosts } = options;
  const requestFrame = options.requestFrame ?? ((callback: () => void) => requestAnimationFrame(callback));
  const placed = new Map<Element | null, StarHost>();
  let main: StarHost | null = null;
  let reported: string | null | undefined;
  let frame = false;
  let observer: MutationObserver | null = null;
  let destroyed = false;

  function findJobs(): ReturnType<SiteAdapter['find']> {
    let url: URL;
    try {
      url = new URL(options.location());
    } catch {
      return [];
    }
    const adapter = options.adapterFor(url);
    if (!adapter) return [];
    try {
      return adapter.find(document, url);
    } catch (error) {
      console.debug('jobstar: could not read this page', error);
      return [];
    }
  }

  function scan(): void {
    if (destroyed) return;
    const found = findJobs();
    const kept = new Set<StarHost>();
    const fresh: string[] = [];
    for (const job of found) {
      const key = job.card ?? job.anchor ?? null;
      const existing = placed.get(key);
      if (existing && existing.ref.jobId === job.ref.jobId && existing.element.isConnected) {
        existing.ref = job.ref;
        kept.add(existing);
        continue;
      }
      if (existing) hosts.remove(existing);
      if (!hosts.known(job.ref.jobId)) fresh.push(job.ref.jobId);
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
    const own = found.find((job) => !job.card);
    main = own ? (placed.get(own.card ?? own.anchor ?? null) ?? null) : null;
    if (fresh.length > 0) void askStates([...new Set(fresh)]);
    const mainId = main?.ref.jobId ?? null;
    if (mainId !== reported) {
      reported = mainId;
      options.reportPageJob(main?.ref ?? null).catch(() => undefined);
    }
  }

  async function askStates(jobIds: string[]): Promise<void> {
    try {
      hosts.setStates(await options.starStates(jobIds));
    } catch (error) {
      console.debug('jobstar: star states unavailable', error);
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

  function observe(): void {
    observer = new MutationObserver((records) => {
      if (frame || onlyOurs(records)) return;
      frame = true;
      requestFrame(() => {
        frame = false;
        scan();
      });
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }

  /** Background → this tab. The answer goes back through `sendResponse`. */
  function onTabMessage(message: TabMessage): unknown {
    switch (message.type) {
      case 'star.changed':
        hosts.setStates({ [message.jobId]: message.starred });
        return { ok: true };
      case 'star.toggleCurrent':
        if (!main) return { handled: false };
        hosts.toggle(main.ref);
        return { handled: true };
      case 'page.current':
        return { ref: main?.ref ?? null };
    }
  }

  function destroy(): void {
    destroyed = true;
    observer?.disconnect();
    for (const host of placed.values()) hosts.remove(host);
    placed.clear();
    main = null;
  }

  return { scan, observe, onTabMessage, destroy, count: () => placed.size };
}
