/**
 * The application messages' handlers (issue 19): the storage command in its transaction, then the news — the
 * reminder alarm re-armed and the tabs showing these jobs told their stage. A refusal crosses as its kind.
 */
import { RefusedError } from '../../messaging/error-info';
import type { Handlers } from '../../messaging/router';
import {
  ApplicationRefusal,
  linkApplications,
  redateMove,
  setReminder,
  setStage,
  snoozeReminder,
  unlinkApplications,
  updateApplication,
} from '../../storage/applications';
import type { AccountDb } from '../../storage/db';

export interface ApplicationHandlerDeps {
  db(): Promise<AccountDb>;
  /** After every change: re-arm the reminder alarm and tell the tabs showing these jobs. */
  changed(jobIds: readonly string[]): Promise<void>;
}

type ApplicationHandlers = Pick<
  Handlers,
  | 'application.setStage'
  | 'application.redate'
  | 'application.update'
  | 'application.remind'
  | 'application.snooze'
  | 'application.link'
  | 'application.unlink'
>;

async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApplicationRefusal) throw new RefusedError({ kind: error.kind });
    throw error;
  }
}

export function createApplicationHandlers({ db, changed }: ApplicationHandlerDeps): ApplicationHandlers {
  /** Runs a command on the current account's database, then tells about the jobs it touched. */
  async function act<T>(jobIds: string[], command: (db: AccountDb) => Promise<T>): Promise<T> {
    const result = await refusing(async () => command(await db()));
    await changed(jobIds);
    return result;
  }

  return {
    'application.setStage': ({ jobId, stage, at }) =>
      act([jobId], (db) => setStage(db, jobId, stage, at === undefined ? undefined : new Date(at))),
    'application.redate': ({ jobId, index, at }) => act([jobId], (db) => redateMove(db, jobId, index, new Date(at))),
    'application.update': ({ type: _type, jobId, ...fields }) =>
      act([jobId], async (db) => {
        await updateApplication(db, jobId, fields);
        return null;
      }),
    'application.remind': ({ jobId, at }) =>
      act([jobId], async (db) => {
        const row = await setReminder(db, jobId, at === null ? null : new Date(at));
        return { remindAt: row.remindAt ?? null };
      }),
    'application.snooze': ({ jobId, days }) =>
      act([jobId], async (db) => ({ remindAt: (await snoozeReminder(db, jobId, days)).remindAt! })),
    'application.link': ({ jobId, otherJobId }) =>
      act([jobId, otherJobId], async (db) => {
        await linkApplications(db, jobId, otherJobId);
        return null;
      }),
    'application.unlink': ({ jobId, otherJobId }) =>
      act([jobId, otherJobId], async (db) => {
        await unlinkApplications(db, jobId, otherJobId);
        return null;
      }),
  };
}
