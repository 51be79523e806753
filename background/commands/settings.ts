/**
 * Saving the settings: stored, the star UI follows the service's origin (its job pages' content script), and a
 * sync runs now against the service as now configured.
 */
import type { Settings } from '../../model/settings';
import type { CommandDeps } from './deps';

export interface SettingsCommandDeps extends Pick<CommandDeps, 'requestSync'> {
  /** Stores the settings; answers them as stored (normalised). */
  store(settings: Settings): Promise<Settings>;
  settingsChanged(settings: Settings): Promise<void>;
}

export function createSettingsCommands({ store, settingsChanged, requestSync }: SettingsCommandDeps) {
  return {
    async save(settings: Settings): Promise<void> {
      await settingsChanged(await store(settings));
      requestSync({ force: true });
    },
  };
}
