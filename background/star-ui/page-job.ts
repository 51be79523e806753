/**
 * Reading a tab's job: first its content script (which knows the site), else the page's JSON-LD through
 * activeTab — the self-contained extractor runs in the tab and only plain data comes back, re-validated here.
 */
import { browser } from 'wxt/browser';
import { JobRef } from '../../api/job-ref';
import type { TabMessage } from '../../messaging/protocol';
import { refsFromPageData } from '../../sites/jsonld';
import type { PageJobData } from '../../sites/jsonld-extract';
import { readPageJobData } from '../../sites/jsonld-extract';
import { refFromUrl } from '../../sites/registry';
import { serviceRefFromUrl } from '../../sites/service';

export type TabAnswer = { ref: JobRef | null } | { handled: boolean };

/** Sends a TabMessage to the tab's content script; undefined when there is none (or it did not answer). */
export async function askTab(tabId: number, message: TabMessage): Promise<unknown> {
  try {
    return await browser.tabs.sendMessage(tabId, message);
  } catch {
    return undefined;
  }
}

export async function contentScriptJob(tabId: number): Promise<JobRef | null | undefined> {
  const answer = (await askTab(tabId, { type: 'page.current' })) as { ref?: unknown } | undefined;
  if (!answer || !('ref' in answer)) return undefined;
  if (answer.ref === null) return null;
  const parsed = JobRef.safeParse(answer.ref);
  return parsed.success ? parsed.data : null;
}

export function resolverFor(apiBaseUrl: string) {
  return (url: URL): JobRef | null => refFromUrl(url) ?? serviceRefFromUrl(url, apiBaseUrl);
}

export async function jsonLdJob(tabId: number, apiBaseUrl: string): Promise<JobRef | null> {
  let data: PageJobData | undefined;
  try {
    const [frame] = await browser.scripting.executeScript({ target: { tabId }, func: readPageJobData });
    data = frame?.result as PageJobData | undefined;
  } catch {
    // No activeTab grant for this tab, or a page scripts cannot run in (the store, browser pages).
    return null;
  }
  if (!data || typeof data.href !== 'string' || !Array.isArray(data.postings)) return null;
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
