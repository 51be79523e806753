/**
 * The star outside the page (DESIGN §7): toolbar badge, context menus, the job in each tab, and the content
 * script on the service's own job pages. The use cases themselves live in background/commands/.
 */

import type { JobRef } from '../../api/job-ref';
import type { Settings } from '../../storage/settings';

export interface StarUiDeps {
  isStarred(jobId: string): Promise<boolean>;
  settings(): Promise<Settings>;
}

export interface StarUi {
  /** The job the tab shows: its content script's answer or, through activeTab, the page's JSON-LD. */
  jobInTab(tabId: number): Promise<JobRef | null>;
  /** A content script reported the job its tab shows now (or null). */
  notePageJob(tabId: number, ref: JobRef | null): Promise<void>;
  /** A star changed (here, in another tab, or from another device after sync): tell tabs, update badges. */
  onStarChanged(jobId: string, starred: boolean): Promise<void>;
  /** The service origin changed: register the content script for its job pages. */
  onSettingsChanged(settings: Settings): Promise<void>;
}
