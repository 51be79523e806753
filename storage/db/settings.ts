/**
 * The settings as stored in the meta database, defaulting to the build's. A stored value that no longer parses
 * falls back to the defaults rather than breaking the extension.
 */
import type { z } from 'zod';
import { BUILD_CONFIG } from '../../config/build';
import { Settings } from '../../model/settings';
import { META_KEYS, type MetaDb } from './db';

/** The stored settings, or the build's; `stored` is the meta row's value as read (by a query or a page). */
function settingsFrom(stored: unknown, defaults: Settings = BUILD_CONFIG): Settings {
  const parsed = Settings.safeParse(stored);
  return parsed.success ? parsed.data : defaults;
}

export async function loadSettings(meta: MetaDb, defaults: Settings = BUILD_CONFIG): Promise<Settings> {
  return settingsFrom((await meta.meta.get(META_KEYS.settings))?.value, defaults);
}

export async function saveSettings(meta: MetaDb, settings: z.input<typeof Settings>): Promise<Settings> {
  const valid = Settings.parse(settings);
  await meta.meta.put({ key: META_KEYS.settings, value: valid });
  return valid;
}
