/**
 * The postings as they were (issue 32): a star made on a page keeps the job's description, read in that page's
 * frame after the star committed (the star's own write and answer never wait for it); a later visit of a starred
 * job's page keeps a first copy if there is none and notes a change; and a page that answers "no longer
 * available" where a starred job was dates it taken down. Nothing here is sent anywhere.
 */
import type { JobRef } from '../../api/job-ref';
import type { SafePosting } from '../../model/posting';
import type { AccountDb } from '../../storage/db';
import { type KeptPosting, keepPosting, markTakenDown } from '../../storage/postings';
import { starredStates } from '../../storage/stars';

/** The frame a content script spoke from. */
export interface Frame {
  tabId: number;
  frameId: number;
}

export interface PostingDeps {
  db(): Promise<AccountDb>;
  /** The posting the frame shows now, read in it with the site's reader; null when it cannot be read. */
  read(frame: Frame, siteId: string | undefined): Promise<SafePosting | null>;
  /** The job an address names (a site's job link, or the service's own job page), or null. */
  jobAt(url: string): Promise<string | null>;
  /**
   * Whether the frame, asked again once its page had time to render, still shows no job where its site's adapter
   * expected one: the site's "no longer available" page, not a page still loading.
   */
  saysGone(frame: Frame): Promise<boolean>;
  now(): Date;
}

export function createPostingCommands(deps: PostingDeps) {
  const isStarred = async (db: AccountDb, jobId: string) => (await starredStates(db, [jobId]))[jobId] === true;

  /** Keeps what the frame shows of a starred job: a first copy, or a change noted. */
  async function keepFrom(frame: Frame, ref: JobRef): Promise<KeptPosting | null> {
    const db = await deps.db();
    if (!(await isStarred(db, ref.jobId))) return null;
    const posting = await deps.read(frame, ref.site);
    return posting ? keepPosting(db, ref.jobId, posting, deps.now()) : null;
  }

  /** A frame at `url` shows no job: if the address names a starred job and the page says it is gone, dates it. */
  async function noJobShown(frame: Frame, url: string): Promise<string[]> {
    const jobId = await deps.jobAt(url);
    if (!jobId) return [];
    const db = await deps.db();
    if (!(await isStarred(db, jobId)) || !(await deps.saysGone(frame))) return [];
    return markTakenDown(db, [jobId], deps.now());
  }

  return { keepFrom, noJobShown };
}

export type PostingCommands = ReturnType<typeof createPostingCommands>;
