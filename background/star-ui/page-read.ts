/**
 * Reading a tab as a page ("Save this page"): the self-contained reader runs in the tab through activeTab
 * and only plain strings come back, re-validated here before anything is kept. The adapter's miss comes from
 * the tab's content script, parsed by the protocol.
 */
import { browser } from 'wxt/browser';
import { z } from 'zod';
import { lazySchema } from '../../api/contract/lazy-schema';
import { JobRef } from '../../api/job-ref';
import type { PageMiss } from '../../model/page-miss';
import { pageRefOf, readPageData } from '../../sites/page-extract';
import type { PageReader } from '../commands/save-page';
import { askTab } from './page-job';

const text = lazySchema(() => z.string().max(4096));
const PageData = lazySchema(() =>
  z.object({
    href: z.string().max(8192),
    ogTitle: text.optional(),
    title: text.optional(),
    canonical: z.string().max(8192).optional(),
  }),
);

async function pageInTab(tabId: number): Promise<JobRef | null> {
  let result: unknown;
  try {
    const [frame] = await browser.scripting.executeScript({ target: { tabId }, func: readPageData });
    result = frame?.result;
  } catch {
    // No activeTab grant for this tab, or a page scripts cannot run in (the store, browser pages).
    return null;
  }
  const data = PageData.safeParse(result);
  const ref = data.success ? pageRefOf(data.data) : null;
  const parsed = ref ? JobRef.safeParse(ref) : null;
  return parsed?.success ? parsed.data : null;
}

async function missInTab(tabId: number): Promise<PageMiss | null> {
  return (await askTab(tabId, { type: 'page.current' }))?.miss ?? null;
}

export const tabPages: PageReader = { pageInTab, missInTab };
