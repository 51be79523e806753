/**
 * The profile use case: some fields laid over the local copy with its outbox row (storage/profile), then a sync
 * request. Every page's edit of the profile comes through here.
 */
import type { ProfileInput } from '../../api/contract';
import { patchProfile } from '../../storage/profile';
import type { CommandDeps } from './deps';

export function createProfileCommands({ db, requestSync }: CommandDeps) {
  return {
    async patch(changes: ProfileInput): Promise<void> {
      await patchProfile(await db(), changes);
      requestSync();
    },
  };
}
