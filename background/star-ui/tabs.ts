/**
 * The job each tab shows, kept in `storage.session` so it survives the service worker's restarts (the
 * worker dies after 30 s idle) and vanishes with the browser session.
 */
import { browser } from 'wxt/browser';
import { JobRef } from '../../api/job-ref';

const KEY = 'starUi.tabJobs';
type TabJobs = Record<string, JobRef>;

async function read(): Promise<TabJobs> {
  const stored = (await browser.storage.session.get(KEY))[KEY] as Record<string, unknown> | undefined;
  const jobs: TabJobs = {};
  for (const [tabId, value] of Object.entries(stored ?? {})) {
    const parsed = JobRef.safeParse(value);
    if (parsed.success) jobs[tabId] = parsed.data;
  }
  return jobs;
}

/** Writes are chained so two quick reports from different tabs cannot overwrite each other. */
let queue: Promise<unknown> = Promise.resolve();
function update(change: (jobs: TabJobs) => void): Promise<void> {
  const next = queue.then(async () => {
    const jobs = await read();
    change(jobs);
    await browser.storage.session.set({ [KEY]: jobs });
  });
  queue = next.catch(() => undefined);
  return next;
}

export const tabJobs = {
  async get(tabId: number): Promise<JobRef | null> {
    return (await read())[String(tabId)] ?? null;
  },
  set(tabId: number, ref: JobRef | null): Promise<void> {
    return update((jobs) => {
      if (ref) jobs[String(tabId)] = ref;
      else delete jobs[String(tabId)];
    });
  },
  /** The tabs whose own job is one of these, with that job's id (one read for a whole sync's changes). */
  async tabsShowing(jobIds: ReadonlySet<string>): Promise<{ tabId: number; jobId: string }[]> {
    return Object.entries(await read())
      .filter(([, ref]) => jobIds.has(ref.jobId))
      .map(([tabId, ref]) => ({ tabId: Number(tabId), jobId: ref.jobId }));
  },
};
