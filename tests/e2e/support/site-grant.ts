/**
 * The state the browser is in right after a person clicked "Allow" for an origin at the permission prompt, which
 * headless Chromium cannot answer: the profile's own record of the grant (Preferences), written while the browser
 * is closed. `permissions.contains` then answers true for the origin, and everything after the prompt runs for real.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function recordGrant(userDataDir: string, extensionId: string, origin: string): void {
  const file = join(userDataDir, 'Default', 'Preferences');
  const prefs = JSON.parse(readFileSync(file, 'utf8'));
  const extension = prefs.extensions.settings[extensionId];
  for (const key of ['granted_permissions', 'active_permissions']) {
    extension[key] ??= {};
    extension[key].explicit_host = [...(extension[key].explicit_host ?? []), `${origin}/*`];
  }
  writeFileSync(file, JSON.stringify(prefs));
}
