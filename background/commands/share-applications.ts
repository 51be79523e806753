/**
 * The person's answer to "keep your applications and notes on the service too?" (issue 31), and the deletion of an
 * application archived because its job was unstarred elsewhere. A yes queues every application and star as its
 * record and asks for a sync; a no keeps them on this device.
 */
import { deleteArchived } from '../../storage/applications';
import { shareAllApplications } from '../../storage/records';
import type { CommandDeps } from './deps';

export function createShareCommands({ db, requestSync }: CommandDeps) {
  return {
    async answer(share: 'yes' | 'no'): Promise<void> {
      await shareAllApplications(await db(), share);
      if (share === 'yes') requestSync({ force: true });
    },
    async deleteArchived(jobId: string): Promise<void> {
      await deleteArchived(await db(), jobId);
    },
  };
}
