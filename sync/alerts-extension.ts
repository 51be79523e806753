/**
 * The extension's alerts client for this run, when the service announced the `alerts` feature (the sync state's
 * `extensions`, which discovery keeps); null otherwise, and then nothing outside the seed is sent for alerts.
 */
import type { ExtensionClient } from '../api/account/extension';
import type { SyncContext } from './context';

export async function alertsExtension(ctx: SyncContext): Promise<ExtensionClient | null> {
  const extensions = (await ctx.db.syncState.get('sync'))?.extensions;
  return extensions?.features.includes('alerts') ? ctx.api.extension(extensions.link) : null;
}
