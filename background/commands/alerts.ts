/**
 * Creating, pausing, resuming and deleting an alert: the local change and its outbox row (storage/alerts), then
 * a sync request.
 */
import type { FilterQuery } from '../../api/contract';
import { createAlert, deleteAlert, setAlertActive } from '../../storage/alerts';
import type { CommandDeps } from './deps';

export function createAlertCommands({ db, requestSync }: CommandDeps) {
  return {
    /** Answers the alert's local id. */
    async create(filter: FilterQuery): Promise<string> {
      const id = await createAlert(await db(), filter);
      requestSync();
      return id;
    },
    async setActive(id: string, active: boolean): Promise<void> {
      if (await setAlertActive(await db(), id, active)) requestSync();
    },
    async remove(id: string): Promise<void> {
      if (await deleteAlert(await db(), id)) requestSync();
    },
  };
}
