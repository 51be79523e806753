/**
 * Reading a starred job's posting in its tab (issue 32): the self-contained reader (sites/posting-read.ts) runs
 * in the frame that showed the star, through `scripting.executeScript` (the site's host permission, or the
 * person's grant for a site they enabled), with the site's description selector. What it answers is parsed again
 * by the model's rules before anything is kept; a frame that cannot be read keeps nothing, and the star is not
 * touched.
 */
import DESCRIPTIONS from 'virtual:site-descriptions';
import { browser } from 'wxt/browser';
import { POSTING_MAX_CHARS, Posting, type SafePosting } from '../../model/posting';
import { readPosting } from '../../sites/posting-read';
import type { Frame } from '../commands/postings';
import { askTab } from './page-job';

/** About the time a site's page takes to render its job (a script-built page reports "no job" on its first scan). */
const SETTLE_MS = 1500;

export async function postingInTab({ tabId, frameId }: Frame, siteId: string | undefined): Promise<SafePosting | null> {
  const selector = (siteId && Object.hasOwn(DESCRIPTIONS, siteId) ? DESCRIPTIONS[siteId]?.selector : undefined) ?? null;
  let result: unknown;
  try {
    const [frame] = await browser.scripting.executeScript({
      target: { tabId, frameIds: [frameId] },
      func: readPosting,
      args: [selector, POSTING_MAX_CHARS],
    });
    result = frame?.result;
  } catch {
    // The frame went away, or is one scripts cannot run in.
    return null;
  }
  const parsed = Posting.safeParse(result);
  return parsed.success && parsed.data.nodes.length > 0 ? parsed.data : null;
}

/**
 * The frame's page, asked again after `SETTLE_MS` and once more after twice that, still shows no job where its
 * site's adapter expected one (the content script's miss: it claimed the address and found no job). A page it could
 * not read at all is not "gone", nor one that shows its job by the second look (a slow single-page site).
 */
export async function pageSaysGone({ tabId, frameId }: Frame, settleMs = SETTLE_MS): Promise<boolean> {
  for (const wait of [settleMs, 2 * settleMs]) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    const answer = await askTab(tabId, { type: 'page.current' }, frameId);
    if (answer?.ref !== null || answer.miss == null || answer.miss.missing === 'error') return false;
  }
  return true;
}
