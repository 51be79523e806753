/**
 * A woken worker's first star, before the rest of the worker has loaded (issue 36): most stars in real use wake
 * the worker, and the rest's scripts (Dexie, zod, sign-in, the sync, every command) take longer to load than the
 * star's whole write. What is written here is only that the job is starred, by the same rows and transaction as
 * the star command's first star (storage/stars/first-star.ts), and only from a page's content script for a job its
 * frame's document already reported: the page scope holds ids the rest's router judged, each one that frame may
 * claim, so membership is the whole check and no schema is needed. What else the message brings (the title, the
 * company, the link) waits for the rest, which routes the same message through every check and adds it to the row
 * (`writtenOnWake`), or takes the star back when it refuses the message (`unclaimed`).
 */
import { createPageScope } from '../../messaging/page-scope';
import { type MessageSender, senderContext } from '../../messaging/sender-context';
import { dbNameFor, type FirstStar, firstStarIn, openAccountDb, readAccount, starRows } from '../../storage/wake';

export interface WakeAttempt {
  dbName: string;
  jobId: string;
  outcome: Promise<FirstStar>;
}

export interface WakeStar {
  /** Starts writing `message` when it is a page's star this script may write; answers once it is settled, else null. */
  tryFirst(message: unknown, sender: MessageSender): Promise<unknown> | null;
  /** The outcome of the star written for this job in this database, once (the rest's `writtenOnWake`). */
  writtenOnWake(dbName: string, jobId: string): Promise<FirstStar | undefined>;
  /** The star written for `message` when the rest routed it and never took it (it refused the message), once. */
  unclaimed(message: unknown): WakeAttempt | undefined;
  /** Lets go of the database connection once the rest has loaded. */
  close(): void;
}

/** The job of a star message (`star.set`, starred), by its shape alone: it is judged only by its page's scope. */
const starredJobId = (message: unknown): string | undefined => {
  const { type, starred, ref } = (message ?? {}) as { type?: unknown; starred?: unknown; ref?: { jobId?: unknown } };
  const jobId = ref?.jobId;
  return type === 'star.set' && starred === true && typeof jobId === 'string' ? jobId : undefined;
};

export interface WakeStarOptions {
  extensionId: string;
  extensionOrigin: string;
  /** Tests give each simulated browser its own IndexedDB. */
  indexedDB?: IDBFactory;
}

export function createWakeStar(options: WakeStarOptions): WakeStar {
  // The account and its database are read as the worker starts, while the message is on its way.
  const account = readAccount(options.indexedDB);
  const db = account.then((read) => (read === undefined ? null : openAccountDb(dbNameFor(read), options.indexedDB)));
  const scope = createPageScope();
  let tried: unknown;
  let attempt: WakeAttempt | undefined;
  let settled: Promise<unknown> = Promise.resolve();

  async function write(jobId: string, sender: MessageSender): Promise<void> {
    const [outside, read, idb] = await Promise.all([scope.outside(sender, [jobId]), account, db]);
    if (outside.length > 0 || read === undefined || !idb) return;
    const { row, queued } = starRows(jobId, undefined, new Date());
    attempt = { dbName: dbNameFor(read), jobId, outcome: firstStarIn(idb, row, queued) };
    await attempt.outcome;
  }

  return {
    tryFirst(message, sender) {
      const jobId = starredJobId(message);
      if (tried !== undefined || jobId === undefined) return null;
      if (senderContext(sender, options.extensionId, options.extensionOrigin) !== 'content') return null;
      tried = message;
      settled = write(jobId, sender);
      return settled.catch(() => undefined);
    },
    async writtenOnWake(dbName, jobId) {
      await settled.catch(() => undefined);
      const found = attempt;
      if (!found || found.dbName !== dbName || found.jobId !== jobId) return undefined;
      attempt = undefined;
      return found.outcome.catch(() => undefined);
    },
    unclaimed(message) {
      if (message !== tried || !attempt) return undefined;
      const left = attempt;
      attempt = undefined;
      return left;
    },
    close() {
      settled
        .catch(() => undefined)
        .then(() => db)
        .then((idb) => idb?.close());
    },
  };
}
