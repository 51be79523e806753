/**
 * The use cases every trigger shares (messages, the shortcut, the context menu, alarms, notifications): each does
 * its write, then asks for a sync and tells whoever shows the result. The star's use cases (./star.ts) are made
 * apart, before the star UI that they tell and that reads them.
 */
import type { AuthService } from '../../auth';
import type { Settings } from '../../model/settings';
import type { LocalStore } from '../../storage/db';
import { createAccountCommands } from './account';
import { createAlertCommands } from './alerts';
import { createApplicationCommands } from './applications';
import { createDataCommands } from './data';
import { createDeadLetterCommands } from './dead-letters';
import type { CommandDeps } from './deps';
import { createProfileCommands } from './profile';
import { createSettingsCommands } from './settings';
import { createShareCommands } from './share-applications';

export interface CommandsDeps extends Pick<CommandDeps, 'requestSync'> {
  store: LocalStore;
  auth: AuthService;
  /** Stores the settings; answers them as stored. */
  saveSettings(settings: Settings): Promise<Settings>;
  settingsChanged(settings: Settings): Promise<void>;
  /**
   * Application changes: re-arm the reminder alarm and tell the tabs (issue 19). Also after an import and an
   * account switch or deletion, with no jobs: the alarm follows the current database.
   */
  applicationChanged(jobIds: readonly string[]): Promise<void>;
}

export function createCommands(deps: CommandsDeps) {
  const base: CommandDeps = { db: () => deps.store.currentDb(), requestSync: deps.requestSync };
  return {
    profile: createProfileCommands(base),
    alerts: createAlertCommands(base),
    deadLetters: createDeadLetterCommands(base),
    share: createShareCommands(base),
    applications: createApplicationCommands({ ...base, changed: deps.applicationChanged }),
    data: createDataCommands({ ...base, store: deps.store, applicationChanged: deps.applicationChanged }),
    account: createAccountCommands(deps),
    settings: createSettingsCommands({
      store: deps.saveSettings,
      settingsChanged: deps.settingsChanged,
      requestSync: deps.requestSync,
    }),
  };
}

export type Commands = ReturnType<typeof createCommands>;
