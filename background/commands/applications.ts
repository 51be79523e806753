/**
 * The application use cases (issue 19), for the pages' messages and the reminder's notification alike: the
 * storage command in its transaction, then the news — the reminder alarm re-armed and the tabs showing these jobs
 * told their stage. Applications stay on this browser (storage/README.md), so nothing asks for a sync — except an
 * application added by hand (issue 32), whose star is a star like any other and is sent. A refusal is an
 * `ApplicationRefusal` with its kind.
 */
import type { ApplicationEvent, ApplicationFields, Stage, StageSummary } from '../../model/application';
import type { ManualApplication } from '../../model/manual-application';
import {
  addByHand,
  addEvent,
  linkApplications,
  redateMove,
  removeEvent,
  setReminder,
  setStage,
  snoozeReminder,
  unlinkApplications,
  updateApplication,
} from '../../storage/applications';
import type { AccountDb } from '../../storage/db';
import type { CommandDeps } from './deps';

export interface ApplicationCommandDeps extends Pick<CommandDeps, 'db' | 'requestSync'> {
  /** After every change: re-arm the reminder alarm and tell the tabs showing these jobs. */
  changed(jobIds: readonly string[]): Promise<void>;
}

export function createApplicationCommands({ db, changed, requestSync }: ApplicationCommandDeps) {
  /** Runs a storage command on the current account's database, then tells about the jobs it touched. */
  async function act<T>(jobIds: string[], command: (db: AccountDb) => Promise<T>): Promise<T> {
    const result = await command(await db());
    await changed(jobIds);
    return result;
  }

  return {
    /** A job found elsewhere, starred with its application at the stage and date given; answers its id. */
    addByHand: async (input: ManualApplication): Promise<string> => {
      const jobId = await addByHand(await db(), input, crypto.randomUUID());
      requestSync();
      await changed([jobId]);
      return jobId;
    },
    addEvent: (jobId: string, event: ApplicationEvent): Promise<void> =>
      act([jobId], async (db) => {
        await addEvent(db, jobId, event);
      }),
    removeEvent: (jobId: string, eventId: string): Promise<void> =>
      act([jobId], async (db) => {
        await removeEvent(db, jobId, eventId);
      }),
    /** `at` dates a move made in the past. */
    setStage: (jobId: string, stage: Stage, at?: Date): Promise<StageSummary> =>
      act([jobId], (db) => setStage(db, jobId, stage, at)),
    redate: (jobId: string, index: number, at: Date): Promise<StageSummary> =>
      act([jobId], (db) => redateMove(db, jobId, index, at)),
    update: (jobId: string, fields: ApplicationFields): Promise<void> =>
      act([jobId], async (db) => {
        await updateApplication(db, jobId, fields);
      }),
    /** Answers the reminder's time, or null for none. */
    remind: (jobId: string, at: Date | null): Promise<string | null> =>
      act([jobId], async (db) => (await setReminder(db, jobId, at)).remindAt ?? null),
    /** Answers the reminder's new time. */
    snooze: (jobId: string, days: number): Promise<string> =>
      act([jobId], async (db) => (await snoozeReminder(db, jobId, days)).remindAt!),
    link: (jobId: string, otherJobId: string): Promise<void> =>
      act([jobId, otherJobId], (db) => linkApplications(db, jobId, otherJobId)),
    unlink: (jobId: string, otherJobId: string): Promise<void> =>
      act([jobId, otherJobId], (db) => unlinkApplications(db, jobId, otherJobId)),
  };
}

export type ApplicationCommands = ReturnType<typeof createApplicationCommands>;
