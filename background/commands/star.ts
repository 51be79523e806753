/**
 * The star use cases every trigger shares (the page's button through a message, the popup, the keyboard
 * shortcut, the context menu): the local write and its outbox row first, then a sync request and the news
 * to tabs and badges. None of them waits for the network.
 */
import type { JobRef } from '../../api/job-ref';
import type { AccountDb } from '../../storage/db';
import { setStar, starredStates } from '../../storage/saved';

export interface StarCommandDeps {
  db(): Promise<AccountDb>;
  requestSync(): void;
  /** Tells tabs and badges that a star changed. */
  starChanged(jobId: string, starred: boolean): Promise<void>;
}

export function createStarCommands(deps: StarCommandDeps) {
  const statesOf = async (jobIds: readonly string[]) => starredStates(await deps.db(), jobIds);
  const isStarred = async (jobId: string) => (await statesOf([jobId]))[jobId] ?? false;

  async function setStarred(ref: JobRef, starred: boolean): Promise<boolean> {
    await setStar(await deps.db(), ref, starred);
    deps.requestSync();
    await deps.starChanged(ref.jobId, starred);
    return starred;
  }

  // The compound commands go through the object, so there is one door to a star change.
  const commands = {
    starredStates: statesOf,
    isStarred,
    setStarred,
    starJob: (ref: JobRef) => commands.setStarred(ref, true),
    unstarJob: (ref: JobRef) => commands.setStarred(ref, false),
    /** Answers the new state. */
    toggleJob: async (ref: JobRef) => commands.setStarred(ref, !(await commands.isStarred(ref.jobId))),
  };
  return commands;
}

export type StarCommands = ReturnType<typeof createStarCommands>;
