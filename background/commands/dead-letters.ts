/**
 * The person's choice about a change the service refused (sync/dead-letters): retry puts it back in the outbox,
 * discard lets the service's state win; either way a sync runs now, so the lists show the outcome.
 */
import { discardDeadLetter, retryDeadLetter } from '../../sync';
import type { CommandDeps } from './deps';

export function createDeadLetterCommands({ db, requestSync }: CommandDeps) {
  return {
    async retry(id: number): Promise<void> {
      await retryDeadLetter(await db(), id);
      requestSync({ force: true });
    },
    async discard(id: number): Promise<void> {
      await discardDeadLetter(await db(), id);
      requestSync({ force: true });
    },
  };
}
