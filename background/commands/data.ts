/**
 * Import and "Delete local data": whole-database acts, after which the reminder alarm and the tabs follow the
 * database as it now is, and a sync runs now (imported rows go out; deleted ones come back from the service).
 */
import type { ExportFile } from '../../model/export-file';
import { deleteLocalData } from '../../storage/accounts';
import {
  createImportStaging,
  type ImportHead,
  type ImportList,
  type ImportPiece,
  importFile,
} from '../../storage/data';
import type { LocalStore } from '../../storage/db';
import type { CommandDeps } from './deps';

export interface DataCommandDeps extends CommandDeps {
  store: LocalStore;
  /** Applications changed (none named: all of them may have). */
  applicationChanged(jobIds: readonly string[]): Promise<void>;
}

export function createDataCommands({ store, db, requestSync, applicationChanged }: DataCommandDeps) {
  const staging = createImportStaging();
  const merge = async (file: ExportFile) => {
    const result = await importFile(await db(), file);
    await applicationChanged([]);
    requestSync({ force: true });
    return result;
  };
  return {
    /** Keeps a piece of a file sent in pieces; nothing is written before `importCommit`. */
    importPiece(id: string, piece: ImportPiece): void {
      staging.add(id, piece);
    },
    /**
     * Merges the file its pieces make with `head`, in one transaction, or writes nothing; answers how many of each
     * kind it added.
     */
    importCommit(id: string, head: ImportHead, counts: Record<ImportList, number>) {
      return merge(staging.take(id, head, counts));
    },
    importDrop(id: string): void {
      staging.drop(id);
    },
    async deleteLocal(): Promise<void> {
      await deleteLocalData(store);
      await applicationChanged([]);
      requestSync({ force: true });
    },
  };
}
