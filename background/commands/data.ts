/**
 * Import and "Delete local data": whole-database acts, after which the reminder alarm and the tabs follow the
 * database as it now is, and a sync runs now (imported rows go out; deleted ones come back from the service).
 */
import type { ExportFile } from '../../model/export-file';
import { deleteLocalData } from '../../storage/accounts';
import { importFile } from '../../storage/data';
import type { LocalStore } from '../../storage/db';
import type { CommandDeps } from './deps';

export interface DataCommandDeps extends CommandDeps {
  store: LocalStore;
  /** Applications changed (none named: all of them may have). */
  applicationChanged(jobIds: readonly string[]): Promise<void>;
}

export function createDataCommands({ store, db, requestSync, applicationChanged }: DataCommandDeps) {
  return {
    /** Merges the file; answers how many of each kind it added. */
    async importFile(file: ExportFile) {
      const result = await importFile(await db(), file);
      await applicationChanged([]);
      requestSync({ force: true });
      return result;
    },
    async deleteLocal(): Promise<void> {
      await deleteLocalData(store);
      await applicationChanged([]);
      requestSync({ force: true });
    },
  };
}
