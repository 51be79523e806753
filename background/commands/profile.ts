/** The profile use case: the local copy and its outbox row (storage/profile), then a sync request. */
import type { ProfileInput } from '../../api/contract';
import { saveProfile } from '../../storage/profile';
import type { CommandDeps } from './deps';

export function createProfileCommands({ db, requestSync }: CommandDeps) {
  return {
    async save(profile: ProfileInput): Promise<void> {
      await saveProfile(await db(), profile);
      requestSync();
    },
  };
}
