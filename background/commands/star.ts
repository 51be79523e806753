/**
 * The star use cases every trigger shares (the page's button through a message, the popup, the keyboard
 * shortcut, the context menu): the local write and its outbox row first, then a sync request and the news
 * to tabs and badges. None of them waits for the network, and the answer waits only for the disk: the sync is
 * handed the write before it commits (it takes its lock meanwhile, then sends the new outbox row at once when it
 * may), and tabs and badges hear after the answer, once that row's request was answered.
 */
import type { JobRef } from '../../api/job-ref';
import { stageSummaries } from '../../storage/applications';
import type { AccountDb } from '../../storage/db';
import { restoreStar, type StarAsItWas, setStar, starredStates } from '../../storage/stars';
import type { FirstStar } from '../../storage/wake';
import { withSafeLink } from './safe-ref';

export interface StarCommandDeps {
  db(): Promise<AccountDb>;
  /**
   * `fresh`: the change's transaction, answering the outbox row it queued, which the sync may send first.
   * Answers once that row went first and was answered, or will not go first.
   */
  requestSync(fresh: Promise<number | undefined>): Promise<void>;
  /** The configured service origin: the one place a stored plain-http link may point. */
  serviceOrigin(): Promise<string>;
  /** Tells tabs and badges that a star changed. */
  starChanged(jobId: string, starred: boolean): Promise<void>;
  /**
   * The outcome of this job's first star when the woken worker's first script already wrote it in this database
   * (background/wake), once.
   */
  writtenOnWake?(dbName: string, jobId: string): Promise<FirstStar | undefined>;
}

/** The longest tabs and badges wait for a star's request before they hear of it (a slow or hanging service). */
export const NEWS_WAIT_MS = 150;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createStarCommands(deps: StarCommandDeps) {
  const statesOf = async (jobIds: readonly string[]) => starredStates(await deps.db(), jobIds);
  const isStarred = async (jobId: string) => (await statesOf([jobId]))[jobId] ?? false;

  /** Per job, the wait of its last change's news (settle), until it is over. */
  const news = new Map<string, Promise<unknown>>();

  /** Hands a change to the sync and, once it is on disk, answers; tabs and badges hear after. */
  async function settle(change: Promise<number | undefined>, jobId: string, starred: boolean): Promise<void> {
    const sent = deps.requestSync(change);
    await change;
    // The page that asked has its answer now. Other tabs and the badges hear once the star's request is answered
    // (at most NEWS_WAIT_MS later): on a busy machine their work would slow that request.
    const heard = Promise.race([sent, delay(NEWS_WAIT_MS)]);
    news.set(jobId, heard);
    heard
      .then(() => deps.starChanged(jobId, starred))
      .catch((error: unknown) => console.warn('jobstar star ui:', error))
      .finally(() => news.get(jobId) === heard && news.delete(jobId));
  }

  async function setStarred(ref: JobRef, starred: boolean): Promise<boolean> {
    const db = await deps.db();
    const written = starred ? await deps.writtenOnWake?.(db.name, ref.jobId) : undefined;
    const safe = await withSafeLink(ref, deps.serviceOrigin);
    await settle(setStar(db, safe, starred, written), ref.jobId, starred);
    return starred;
  }

  /** Undo of an unstar: the row as it was comes back (storage/stars/restore.ts), synced and told as a star is. */
  async function restore(before: StarAsItWas): Promise<void> {
    await settle(restoreStar(await deps.db(), before), before.jobId, true);
  }

  // The compound commands go through the object, so there is one door to a star change.
  const commands = {
    starredStates: statesOf,
    isStarred,
    /** Each starred job's stage among `jobIds` (the star buttons show it beside the state). */
    stages: async (jobIds: readonly string[]) => stageSummaries(await deps.db(), jobIds),
    setStarred,
    restore,
    /**
     * Resolves once the news of the job's last change may go out (its request answered, or NEWS_WAIT_MS after its
     * commit): other work a star sets off (keeping its posting) waits as tabs and badges do.
     */
    afterNews: (jobId: string): Promise<void> =>
      (news.get(jobId) ?? Promise.resolve()).then(
        () => undefined,
        () => undefined,
      ),
    starJob: (ref: JobRef) => commands.setStarred(ref, true),
    unstarJob: (ref: JobRef) => commands.setStarred(ref, false),
    /** Answers the new state. */
    toggleJob: async (ref: JobRef) => commands.setStarred(ref, !(await commands.isStarred(ref.jobId))),
  };
  return commands;
}

export type StarCommands = ReturnType<typeof createStarCommands>;
