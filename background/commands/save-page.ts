/**
 * "Save this page" (issue 13, never stuck): any http(s) page can be starred as a page when no job is
 * recognised there, from the popup, the shortcut or the context menu. The page is read by the background
 * itself (through activeTab), never taken from a page's word; the star is an ordinary star (local write,
 * outbox, sync) whose ref says `kind: 'page'`. A page its site's adapter claimed but could not read is also
 * noted in the private diagnostics, which never leave this device.
 */
import type { JobRef } from '../../api/job-ref';
import type { RoutePatterns } from '../../model/address-shape';
import { type PageMiss, shapedMiss } from '../../model/page-miss';
import type { StarCommands } from './star';

export interface PageReader {
  /** The tab's page as a saved page keeps it (`web:` id, title, address), or null where no page can be read. */
  pageInTab(tabId: number): Promise<JobRef | null>;
  /** The tab's adapter claimed the page but found no job there; null otherwise. */
  missInTab(tabId: number): Promise<PageMiss | null>;
}

export interface SavePageDeps {
  star: StarCommands;
  pages: PageReader;
  recordMiss(miss: PageMiss): Promise<void>;
  /** The patterns of the adapter with this id, which alone say what of an address a diagnostic may keep. */
  routePatterns(adapterId: string): RoutePatterns | undefined;
  /** The toolbar's feedback for the tab: a saved page shows the star like a starred job. */
  showStarred(tabId: number, starred: boolean): Promise<void>;
}

export function createSavePageCommands({ star, pages, recordMiss, routePatterns, showStarred }: SavePageDeps) {
  /**
   * Reads the page and the adapter's miss together; a miss is shaped here (the content script's word is not
   * trusted) and recorded, and a failure to record costs nothing.
   */
  async function read(tabId: number): Promise<{ ref: JobRef | null; miss: PageMiss | null }> {
    const [ref, reported] = await Promise.all([pages.pageInTab(tabId), pages.missInTab(tabId)]);
    const miss = reported ? shapedMiss(reported, routePatterns) : null;
    if (miss) await recordMiss(miss).catch((error) => console.warn('jobstar diagnostics:', error));
    return { ref, miss };
  }

  return {
    /** What the popup offers: the page, whether it is saved already, and the adapter's miss. */
    async pageOf(tabId: number) {
      const { ref, miss } = await read(tabId);
      return { ref, starred: ref ? await star.isStarred(ref.jobId) : false, miss };
    },
    /** The context menu saves, never unsaves. True when there was a page to save. */
    async savePage(tabId: number): Promise<boolean> {
      const { ref } = await read(tabId);
      if (!ref) return false;
      await star.starJob(ref);
      await showStarred(tabId, true);
      return true;
    },
    /** The shortcut toggles, as it does a job. True when there was a page. */
    async togglePage(tabId: number): Promise<boolean> {
      const { ref } = await read(tabId);
      if (!ref) return false;
      await showStarred(tabId, await star.toggleJob(ref));
      return true;
    },
  };
}

export type SavePageCommands = ReturnType<typeof createSavePageCommands>;
