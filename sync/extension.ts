/**
 * jobstar's service extension, discovered and never assumed (DESIGN §4 rule 14): the account client tells the run
 * where each `/me` answer said the extension is (`Link`, api/contract/jobstar/discovery.ts). A new or changed address
 * is described once and kept in the sync state; an answer without it forgets it. Records are used only while the
 * service offers them and the person said yes to keeping applications there.
 */
import type { SyncStateRow } from '../storage/db';
import type { RecordsApi, SyncContext } from './context';
import { patchSyncState } from './state';

export interface ExtensionBinding {
  /** The client at an announced address. */
  extension(link: string): RecordsApi;
  /** What the last `/me` answer of this run announced: an address, null for none, undefined before any answer. */
  announced(): string | null | undefined;
}

/** Whether this state sends records: the service offers them and the person agreed. */
export const recordsActive = (state: SyncStateRow | undefined): state is SyncStateRow & { extensions: object } =>
  Boolean(state?.extensions?.features.includes('records')) && state?.shareApplications === 'yes';

/** The lazy `records` of a run's context: read from the sync state, asked again after a discovery changed it. */
export function recordsOf(ctx: Pick<SyncContext, 'db'>, binding: ExtensionBinding | undefined) {
  let held: Promise<RecordsApi | undefined> | undefined;
  const records = () => {
    held ??= ctx.db.syncState
      .get('sync')
      .then((state) => (binding && recordsActive(state) ? binding.extension(state.extensions.link) : undefined));
    return held;
  };
  const forget = () => {
    held = undefined;
  };
  return { records, forget };
}

/**
 * After the run's `/me` answers: keeps what the service announced. The description is read only when the address
 * is new or changed; a description that fails to read leaves the extension unused this run (the next answer tries
 * again), never the seed's sync.
 */
export async function discoverExtension(ctx: SyncContext, binding: ExtensionBinding | undefined): Promise<boolean> {
  const link = binding?.announced();
  if (!binding || link === undefined) return false;
  const state = await ctx.db.syncState.get('sync');
  if (link === null) {
    if (state?.extensions === null) return false;
    await ctx.guard();
    await patchSyncState(ctx.db, { extensions: null });
    return true;
  }
  if (state?.extensions?.link === link) return false;
  let features: NonNullable<SyncStateRow['extensions']>['features'];
  try {
    ({ features } = await binding.extension(link).describe());
  } catch {
    return false;
  }
  await ctx.guard();
  await patchSyncState(ctx.db, {
    extensions: { link, features, describedAt: new Date(ctx.now()).toISOString() },
  });
  return true;
}
