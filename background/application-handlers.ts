/**
 * The application messages (issue 19): each calls its use case (commands/applications.ts); a refusal by the
 * application's rules crosses to the page as its kind.
 */
import { RefusedError } from '../messaging/error-info';
import type { Handlers } from '../messaging/router';
import { ApplicationRefusal } from '../storage/applications';
import type { ApplicationCommands } from './commands/applications';

type ApplicationHandlers = Pick<
  Handlers,
  | 'application.setStage'
  | 'application.redate'
  | 'application.update'
  | 'application.remind'
  | 'application.snooze'
  | 'application.link'
  | 'application.unlink'
  | 'application.add'
  | 'application.addEvent'
  | 'application.removeEvent'
>;

async function refusing<T>(act: Promise<T>): Promise<T> {
  try {
    return await act;
  } catch (error) {
    if (error instanceof ApplicationRefusal) throw new RefusedError({ kind: error.kind });
    throw error;
  }
}

const done = async (act: Promise<void>): Promise<null> => {
  await refusing(act);
  return null;
};

export function createApplicationHandlers(applications: ApplicationCommands): ApplicationHandlers {
  return {
    'application.setStage': ({ jobId, stage, at }) =>
      refusing(applications.setStage(jobId, stage, at === undefined ? undefined : new Date(at))),
    'application.redate': ({ jobId, index, at }) => refusing(applications.redate(jobId, index, new Date(at))),
    'application.update': ({ type: _type, jobId, ...fields }) => done(applications.update(jobId, fields)),
    'application.remind': async ({ jobId, at }) => ({
      remindAt: await refusing(applications.remind(jobId, at === null ? null : new Date(at))),
    }),
    'application.snooze': async ({ jobId, days }) => ({ remindAt: await refusing(applications.snooze(jobId, days)) }),
    'application.link': ({ jobId, otherJobId }) => done(applications.link(jobId, otherJobId)),
    'application.unlink': ({ jobId, otherJobId }) => done(applications.unlink(jobId, otherJobId)),
    'application.add': async ({ application }) => ({ jobId: await refusing(applications.addByHand(application)) }),
    'application.addEvent': ({ jobId, event }) => done(applications.addEvent(jobId, event)),
    'application.removeEvent': ({ jobId, eventId }) => done(applications.removeEvent(jobId, eventId)),
  };
}
