/**
 * Run-time settings (the user's own service): stored in the meta database, defaulting to the build's.
 * A stored value that no longer parses falls back to the defaults rather than breaking the extension.
 */
import { BUILD_CONFIG } from '../config/build';
import { Settings } from '../messaging/protocol';
import { META_KEYS, type MetaDb } from './db';

export async function loadSettings(meta: MetaDb, defaults: Settings = BUILD_CONFIG): Promise<Settings> {
  const parsed = Settings.safeParse((await meta.meta.get(META_KEYS.settings))?.value);
  return parsed.success ? parsed.data : defaults;
}

export async function saveSettings(meta: MetaDb, settings: Settings): Promise<Settings> {
  const valid = Settings.parse(settings);
  const normalised = { ...valid, apiBaseUrl: valid.apiBaseUrl.replace(/\/+$/, '') };
  await meta.meta.put({ key: META_KEYS.settings, value: normalised });
  return normalised;
}
