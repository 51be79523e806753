/**
 * Import and "Delete local data": whole-database acts, after which the reminder alarm and the tabs follow the
 * database as it now is, and a sync runs now (imported rows go out; deleted ones come back from the service).
 */
import { IMPORT_CHANNEL, ImportChannelMessage } from '../../messaging/import-channel';
import type { ExportFile } from '../../model/export-file';
import { deleteLocalData } from '../../storage/accounts';
import { createImportStaging, type ImportHead, type ImportList, importFile } from '../../storage/data';
import type { LocalStore } from '../../storage/db';
import type { CommandDeps } from './deps';

/** What the import needs of a `BroadcastChannel`, so that tests can stand in for one. */
export interface ImportChannel {
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export interface DataCommandDeps extends CommandDeps {
  store: LocalStore;
  /** Applications changed (none named: all of them may have). */
  applicationChanged(jobIds: readonly string[]): Promise<void>;
  /** Opens the import channel (messaging/import-channel.ts); the browser's own unless given another. */
  openImportChannel?: () => ImportChannel;
}

export function createDataCommands({
  store,
  db,
  requestSync,
  applicationChanged,
  openImportChannel = () => new BroadcastChannel(IMPORT_CHANNEL),
}: DataCommandDeps) {
  // Open only while an import is under way: nothing listens for pieces the rest of the time.
  let channel: ImportChannel | undefined;
  const staging = createImportStaging(undefined, () => {
    channel?.close();
    channel = undefined;
  });
  const listen = () => {
    if (channel) return;
    channel = openImportChannel();
    channel.onmessage = ({ data }) => {
      const message = ImportChannelMessage.safeParse(data);
      if (message.success) staging.add(message.data.id, message.data.piece);
    };
  };
  const merge = async (file: ExportFile) => {
    const result = await importFile(await db(), file);
    // The page hears what was added once it is written: re-arming the reminder alarm and telling the tabs read
    // every application again, up to a few hundred milliseconds after a large import (issue 36), and a failure
    // there does not undo the import.
    void applicationChanged([]).catch((error: unknown) => console.warn('jobstar import:', error));
    requestSync({ force: true });
    return result;
  };
  return {
    /** Opens an import: its pieces, which come on the import channel, are kept until `importCommit`. */
    importStart(id: string): void {
      staging.start(id);
      listen();
    },
    /**
     * Merges the file its pieces make with `head`, in one transaction, or writes nothing; answers how many of each
     * kind it added.
     */
    async importCommit(id: string, head: ImportHead, counts: Record<ImportList, number>) {
      return merge(await staging.take(id, head, counts));
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
