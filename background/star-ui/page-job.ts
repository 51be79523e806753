/**
 * Reading a tab's job: first its content script (which knows the site), else the page's JSON-LD through
 * activeTab — the self-contained extractor runs in the tab and only plain data comes back, re-validated here.
 */
import { browser } from 'wxt/browser';
import { JobRef } from '../../api/job-ref';
import { TAB_MESSAGES, type TabMessage, type TabResponses } from '../../messaging/protocol';
import { applyLinkOf } from '../../sites/apply-link';
import { refsFromPageData } from '../../sites/jsonld';
import type { PageJobData } from '../../sites/jsonld-extract';
import { readPageJobData } from '../../sites/jsonld-extract';
import { mayClaim } from '../../sites/ownership';
import { refFromUrl } from '../../sites/registry';
import { serviceRefFromUrl } from '../../sites/service-pages/service';

/**
 * Sends a message to the tab's content script and parses its answer; undefined when there is none, it did
 * not answer, or its answer does not fit the protocol.
 */
export async function askTab<M extends TabMessage>(
  tabId: number,
  message: M,
  frameId?: number,
): Promise<TabResponses[M['type']] | undefined> {
  let answer: unknown;
  try {
    answer = await browser.tabs.sendMessage(tabId, message, frameId === undefined ? undefined : { frameId });
  } catch {
    return undefined;
  }
  const parsed = TAB_MESSAGES[message.type].answer.safeParse(answer);
  return parsed.success ? (parsed.data as TabResponses[M['type']]) : undefined;
}

/**
 * The job the tab's top frame says it shows, only if that frame may claim it (sites/ownership.ts), judged by the
 * tab's address as the browser reports it: the popup and the shortcut act on it without the router's scope.
 */
export async function contentScriptJob(tabId: number, apiBaseUrl: string): Promise<JobRef | null | undefined> {
  const ref = (await askTab(tabId, { type: 'page.current' }, 0))?.ref;
  if (!ref) return ref;
  const tab = await browser.tabs.get(tabId).catch(() => undefined);
  return tab?.url && mayClaim(tab.url, ref, apiBaseUrl) ? ref : null;
}

export function resolverFor(apiBaseUrl: string) {
  return (url: URL): JobRef | null => refFromUrl(url) ?? serviceRefFromUrl(url, apiBaseUrl);
}

export async function jsonLdJob(tabId: number, apiBaseUrl: string): Promise<JobRef | null> {
  let data: PageJobData | undefined;
  let apply: unknown;
  try {
    const [frame] = await browser.scripting.executeScript({ target: { tabId }, func: readPageJobData });
    data = frame?.result as PageJobData | undefined;
    if (data?.postings?.length) {
      const [link] = await browser.scripting.executeScript({ target: { tabId }, func: applyLinkOf });
      apply = link?.result;
    }
  } catch {
    // No activeTab grant for this tab, or a page scripts cannot run in (the store, browser pages).
    return null;
  }
  if (!data || typeof data.href !== 'string' || !Array.isArray(data.postings)) return null;
  if (typeof apply === 'string') data.apply = apply;
  let page: URL;
  try {
    page = new URL(data.href);
  } catch {
    return null;
  }
  for (const ref of refsFromPageData(data, page, resolverFor(apiBaseUrl))) {
    const parsed = JobRef.safeParse(ref);
    if (parsed.success) return parsed.data;
  }
  return null;
}
