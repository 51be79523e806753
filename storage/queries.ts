import type { AccountInfo } from '../model/account';
import type { ErrorWords } from '../model/errors';
import type { AccountDb, AlertRow, MetaDb, PostingRow, ProfileRow, SavedRow, SyncStateRow } from './db/db';
import { META_KEYS } from './db/db-names';

export { type BoardRows, boardRows } from './applications/board';
export {
  type ApplicationState,
  applicationCount,
  applicationOf,
  applicationStates,
  dueReminders,
  type JobApplication,
  nextReminderAt,
  remindersToNotify,
  stageSummaries,
  starredApplications,
  unstarNeedsConfirm,
} from './applications/queries';
export { starredJobs, starredStates, starTimeOf } from './stars/starred';

/** How many jobs are starred; the same index as `starredJobs`, without reading the rows. */
export const starredCount = (db: AccountDb): Promise<number> =>
  db.saved.where('[starred+savedAt]').between([1, ''], [1, '\uffff']).count();

/** A job's saved row (starred, or a tombstone waiting for the service), when this browser has one. */
export const savedRow = (db: AccountDb, jobId: string): Promise<SavedRow | undefined> => db.saved.get(jobId);

/** The profile row, or null before the first save or sync. */
export const profile = async (db: AccountDb): Promise<ProfileRow | null> => (await db.profile.get('me')) ?? null;

/**
 * Alerts, newest first; a rejected one stays, with the service's reason, until discarded. A deleted one waiting
 * for the service's confirmation (a tombstone) is not listed.
 */
export const alerts = (db: AccountDb): Promise<AlertRow[]> =>
  db.alerts
    .orderBy('createdAt')
    .reverse()
    .filter((alert) => !alert.deletedAt)
    .toArray();

/** One alert by its local id, when it exists. */
export const alertById = (db: AccountDb, id: string): Promise<AlertRow | undefined> => db.alerts.get(id);

/** A refused star's dead letter, and the refusal as a kind when the extension words it itself (the account's cap). */
export interface RefusedStar {
  id: number;
  words?: ErrorWords;
}

/** Stars and unstars the service refused for good (dead letters), by job id: the row says so, with Retry and Discard. */
export async function refusedStars(db: AccountDb): Promise<Map<string, RefusedStar>> {
  const refused = new Map<string, RefusedStar>();
  for (const row of await db.deadLetters.toArray()) {
    if ((row.kind === 'star' || row.kind === 'unstar') && row.id !== undefined) {
      refused.set(row.jobId, { id: row.id, ...(row.words ? { words: row.words } : {}) });
    }
  }
  return refused;
}

export interface SyncCounts {
  /** Outbox rows waiting. */
  pending: number;
  /** Changes the service refused (dead letters). */
  failed: number;
  sync: SyncStateRow | undefined;
}

/** What the sync status line is derived from. */
export async function syncCounts(db: AccountDb): Promise<SyncCounts> {
  const [pending, failed, sync, records] = await Promise.all([
    db.outbox.count(),
    db.deadLetters.count(),
    db.syncState.get('sync'),
    db.outbox.where('key').startsWith('record:').count(),
  ]);
  // Records wait unsent while the service does not offer them or the person said no: they stay on this device, which
  // the pages say in words, rather than "waiting" for ever.
  const sent = sync?.extensions?.features.includes('records') && sync.shareApplications === 'yes';
  return { pending: sent ? pending : pending - records, failed, sync };
}

export interface DataCounts extends SyncCounts {
  saved: number;
  alerts: number;
  profile: boolean;
}

/** What "Your data" reports is stored here. */
export async function dataCounts(db: AccountDb): Promise<DataCounts> {
  const [saved, alertCount, row, counts] = await Promise.all([
    starredCount(db),
    db.alerts.filter((alert) => alert.status !== 'rejected' && !alert.deletedAt).count(),
    db.profile.get('me'),
    syncCounts(db),
  ]);
  return { ...counts, saved, alerts: alertCount, profile: row !== undefined };
}

/** The signed-in account, or null when signed out. */
export const account = async (meta: MetaDb): Promise<AccountInfo | null> =>
  ((await meta.meta.get(META_KEYS.account))?.value as AccountInfo | undefined) ?? null;

/** A starred job's kept posting (issue 32), when this device kept one. */
export const postingOf = (db: AccountDb, jobId: string): Promise<PostingRow | undefined> => db.postings.get(jobId);

/**
 * Whether the service's extension offers alerts (list, pause, delete) for this account, as discovery last
 * stored it (issue 31); false for a service that follows only the seed, and before anything was announced.
 */
export const alertsOffered = async (db: AccountDb): Promise<boolean> =>
  (await db.syncState.get('sync'))?.extensions?.features.includes('alerts') ?? false;
