/**
 * The account's alerts from the service's extension (issue 31), merged into this device's after the push, so
 * what this device sent is already in the list. Against a service without the `alerts` feature nothing is asked.
 */
import type { AlertMerge } from '../storage/alerts';
import { mergeServiceAlerts } from '../storage/alerts';
import { alertsExtension } from './alerts-extension';
import type { SyncContext } from './context';

export async function pullAlerts(ctx: SyncContext): Promise<AlertMerge | null> {
  const extension = await alertsExtension(ctx);
  if (!extension) return null;
  const { alerts } = await extension.listAlerts();
  await ctx.guard();
  return mergeServiceAlerts(ctx.db, alerts, new Date(ctx.now()));
}
