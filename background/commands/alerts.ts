/** Creating an alert: the local alert and its outbox row (storage/alerts), then a sync request. */
import type { FilterQuery } from '../../api/contract';
import { createAlert } from '../../storage/alerts';
import type { CommandDeps } from './deps';

export function createAlertCommands({ db, requestSync }: CommandDeps) {
  return {
    /** Answers the alert's local id. */
    async create(filter: FilterQuery): Promise<string> {
      const id = await createAlert(await db(), filter);
      requestSync();
      return id;
    },
  };
}
