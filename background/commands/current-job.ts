/**
 * The use cases that act on "the job in front of me": the keyboard shortcut toggles the tab's job, the
 * context menu stars the tab's job or a linked one. The tab is read by the background itself (star-ui's
 * tab reader), never taken from a page's word. Where the tab shows no job, they save the page instead
 * ("Save this page", ./save-page.ts), so the person is never stuck.
 */
import type { JobRef } from '../../api/job-ref';
import type { SavePageCommands } from './save-page';
import type { StarCommands } from './star';

export interface TabReader {
  /** Asks the tab's own star button to toggle (it shows errors where the person looks); true when it did. */
  askToggle(tabId: number): Promise<boolean>;
  /** The job the tab shows, or null. */
  jobInTab(tabId: number): Promise<JobRef | null>;
  /** The job a link points at, when an adapter (or the service) recognises its URL. */
  jobAtLink(url: string): Promise<JobRef | null>;
}

type PageFallback = Pick<SavePageCommands, 'savePage' | 'togglePage'>;

export function createCurrentJobCommands(star: StarCommands, tabs: TabReader, pages?: PageFallback) {
  return {
    /** The shortcut: true when there was a job (or a page) to toggle. */
    async toggleCurrent(tabId: number): Promise<boolean> {
      if (await tabs.askToggle(tabId)) return true;
      const ref = await tabs.jobInTab(tabId);
      if (!ref) return pages ? pages.togglePage(tabId) : false;
      await star.toggleJob(ref);
      return true;
    },
    /** The page menu stars, never unstars: a menu item named "Star" must not take a star away. */
    async starCurrent(tabId: number): Promise<boolean> {
      const ref = await tabs.jobInTab(tabId);
      if (!ref) return pages ? pages.savePage(tabId) : false;
      await star.starJob(ref);
      return true;
    },
    async starLink(url: string): Promise<boolean> {
      const ref = await tabs.jobAtLink(url);
      if (!ref) return false;
      await star.starJob(ref);
      return true;
    },
  };
}

export type CurrentJobCommands = ReturnType<typeof createCurrentJobCommands>;
