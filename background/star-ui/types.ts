/**
 * The star outside the page (DESIGN §7): toolbar badge, context menus, the job in each tab, and the content
 * script on the service's own job pages. The use cases themselves live in background/commands/.
 */

import type { JobRef } from '../../api/job-ref';
import type { FrameJobs } from '../../messaging/page-scope';
import type { Settings } from '../../model/settings';
import type { StarChange } from '../../sync';

export interface StarUiDeps {
  isStarred(jobId: string): Promise<boolean>;
  settings(): Promise<Settings>;
  /** Which frames' pages reported these jobs (the per-tab scope): only they hear of the jobs' changes. */
  framesShowing(jobIds: readonly string[]): Promise<FrameJobs[]>;
}

export interface StarUi {
  /** The job the tab shows: its content script's answer or, through activeTab, the page's JSON-LD. */
  jobInTab(tabId: number): Promise<JobRef | null>;
  /** A content script reported the job its tab shows now (or null). */
  notePageJob(tabId: number, ref: JobRef | null): Promise<void>;
  /**
   * Stars changed (here, in another tab, or from other devices after a sync): tell the frames showing those
   * jobs, update badges. A page never hears of jobs it does not show.
   */
  onStarsChanged(changes: readonly StarChange[]): Promise<void>;
  /** The service origin changed: register the content script for its job pages. */
  onSettingsChanged(settings: Settings): Promise<void>;
}
