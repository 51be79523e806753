/**
 * The local database (DESIGN §4). One Dexie database per account (issuer + subject) and one for the
 * signed-out user, so that one account's rows can never be sent as another's (rule 9). A small meta
 * database names the current account and holds settings. Only the background writes either (rule 2);
 * popup and options open them read-only through liveQuery.
 *
 * Every shipped version stays here with its upgrade path (rule 10); add a version, never edit one.
 */
import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { FilterQuery, Profile, ProfileInput, ProfileOptions, SkillSpec } from '../../api/contract/index';
import type { Hlc, JobRecord } from '../../api/contract/jobstar/index';
import type { ApplicationRow } from '../../model/application';
import type { ErrorWords } from '../../model/errors';
import { firstOfSingleValued } from '../../model/filter-repair';
import type { PostingNode } from '../../model/posting';
import type { ServiceExtensions } from '../../model/service-extensions';
import type { ProfileNotice } from '../profile/profile-notice';
import { nameMoves } from './move-ids';
import type { OutboxOp, OutboxRow, SavedRow } from './rows';
import { moveWebIds } from './web-ids';

export type { ServiceExtensions } from '../../model/service-extensions';
export type { OutboxOp, OutboxRow, ProfileField, SavedRow } from './rows';

/**
 * A starred job's description as the person read it, kept on this device only (issue 32), apart from its saved
 * row so the star's own write stays as small as it was. The first copy stays; a later, different one is only noted.
 */
export interface PostingRow {
  jobId: string;
  /** The safe tree of model/posting.ts. */
  nodes: PostingNode[];
  /** The text went past the cut and the rest was left out. */
  cut: boolean;
  /** ISO time the copy was kept. */
  keptAt: string;
  /** ISO time jobstar first saw the page say something else; the kept copy stays the first. */
  changedAt?: string;
}

export type AlertStatus = 'pending' | 'confirmed' | 'rejected';

export interface AlertRow {
  /** Local uuid: the row's key and the `Idempotency-Key` of its POST. */
  id: string;
  /** The server's `alert_id`, once confirmed. */
  alertId?: string;
  filter: FilterQuery;
  active: boolean;
  createdAt: string;
  lastNotifiedAt: string | null;
  status: AlertStatus;
  /** The server's reason when it rejected the alert. */
  error?: string;
  /**
   * ISO time the person deleted it here: a tombstone, hidden from every list, kept until the service's extension
   * confirmed the delete (sync/push-alerts.ts), so a pull in between does not bring it back. Unindexed.
   */
  deletedAt?: string;
  /** The refusal as a kind, when the extension words it itself (the account's cap); shown instead of `error`. */
  errorWords?: ErrorWords;
}

export interface ProfileRow {
  id: 'me';
  /** The user's copy: what the forms show and what the next PUT sends. */
  local: ProfileInput;
  /** The server's normalised copy, as last answered. */
  server?: Profile;
  /** 1 while local edits wait in the outbox. */
  dirty: 0 | 1;
  options?: ProfileOptions;
  skillSpec?: SkillSpec;
  notice?: ProfileNotice;
  updatedAt: number;
}

export type DeadLetterRow = OutboxOp & {
  id?: number;
  key: string;
  status?: number;
  /** The server's message, shown to the user. */
  message: string;
  /** The refusal as a kind, when the extension words it itself (the account's cap); shown instead of `message`. */
  words?: ErrorWords;
  fieldErrors: { path: string; message: string }[];
  failedAt: number;
};

export interface SyncStateRow {
  id: 'sync';
  running: boolean;
  /** Consecutive failed attempts, for backoff. */
  attempt: number;
  /** Epoch ms before which no retry runs (it lives here because the worker's timers die with it). */
  nextAttemptAt?: number;
  lastSyncedAt?: number;
  /**
   * `kind` is what sync acts on, `message` the technical detail (shown on demand); `words` is the kind pages
   * word in their own language (i18n/errors.ts).
   */
  lastError?: { kind: string; message: string; words?: ErrorWords };
  /** The queue waits for the user: a 401 that a refresh did not cure. */
  pausedForSignIn?: boolean;
  /**
   * jobstar's service extension as the service last announced it (docs/service-extensions.md): its address and
   * the features it described. `null` once an answer of `/me` came without the announcement; absent before any.
   */
  extensions?: ServiceExtensions | null;
  /**
   * The person's answer to "keep your applications and notes on the service too?", asked once when the service
   * first offers it; absent until answered. Only `yes` sends applications, notes and a star's details.
   */
  shareApplications?: 'yes' | 'no';
  /** Where the last read of the extension's records ended (`after=` of the next read). */
  recordsCursor?: string;
}

/**
 * A job's record as this device holds it (api/contract/jobstar/record.ts): every local write of its application
 * merged in with its clock stamp, and every copy the service answered merged in too. The application row is what
 * the pages read; this is what syncs and what a merge starts from.
 */
export interface RecordRow {
  jobId: string;
  record: JobRecord;
  /**
   * 1 when the service holds all of it: the record equals the copy the service last answered (a pull, or the answer
   * to a send). Absent means this device may hold something the service has not seen: every local write leaves it
   * out. Unindexed, so no schema version; a row from before it counts as not acknowledged (rule 10).
   */
  acked?: 1;
}

/** This device's hybrid logical clock for the account: its node id and the last stamp it made or saw. */
export interface ClockRow {
  id: 'clock';
  node: string;
  last?: Hlc;
}

export class AccountDb extends Dexie {
  saved!: Table<SavedRow, string>;
  alerts!: Table<AlertRow, string>;
  profile!: Table<ProfileRow, 'me'>;
  outbox!: Table<OutboxRow, number>;
  deadLetters!: Table<DeadLetterRow, number>;
  syncState!: Table<SyncStateRow, 'sync'>;
  applications!: Table<ApplicationRow, string>;
  postings!: Table<PostingRow, string>;
  records!: Table<RecordRow, string>;
  clock!: Table<ClockRow, 'clock'>;

  /** `options` lets tests give each simulated browser its own IndexedDB factory. */
  constructor(name: string, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      saved: 'jobId, [starred+savedAt], synced',
      alerts: 'id, alertId, createdAt',
      profile: 'id',
      outbox: '++id, key',
      deadLetters: '++id, key',
      syncState: 'id',
    });
    // Version 2: alerts saved with several seniorities or workplaces keep their first one, so the contract
    // accepts them again. Same rows, same ids and states: a pending alert's outbox row sends the repaired
    // filter, because the push reads the alert when it sends it.
    this.version(2).upgrade((tx) =>
      tx
        .table<AlertRow, string>('alerts')
        .toCollection()
        .modify((alert) => {
          alert.filter = firstOfSingleValued(alert.filter) as FilterQuery;
        }),
    );
    // Version 3: applications (issue 19), local only. A star made before it is Saved since its star without a row
    // (rows are made at the first change, storage/applications/model.ts), so the upgrade writes nothing and every
    // existing row stays as it was.
    this.version(3).stores({ applications: 'jobId, stage, movedAt, remindAt' });
    // Version 4: one site, one host in `web:` ids (storage/db/web-ids.ts): stars and applications under a
    // JSON-LD id with `www.` move to today's id, and the service is told through the outbox.
    this.version(4).upgrade(moveWebIds);
    // Version 5: the postings as they were (issue 32), local only and apart from the saved rows. Existing stars have
    // none until their page is next visited (then it is kept, dated that day), so the upgrade writes nothing.
    this.version(5).stores({ postings: 'jobId' });
    // Version 6: applications that sync (issue 31). Each move gets an id (the star's is `star`), so histories can
    // merge as sets; records and the clock start empty and fill as the person writes (a record is made whole from
    // its row at its first write, or when the person agrees to share).
    this.version(6).stores({ records: 'jobId', clock: 'id' }).upgrade(nameMoves);
    // Version 7: two indexes no query reads, dropped (issue 36): `saved.synced` and `applications.movedAt`. Every
    // star, reconcile and merge wrote them: a new device's 20,000 stars were added a quarter slower with them. The
    // rows keep both fields; only the indexes go.
    this.version(7).stores({ saved: 'jobId, [starred+savedAt]', applications: 'jobId, stage, remindAt' });
  }
}

export { dbNameFor, META_KEYS, SIGNED_OUT_DB_NAME } from './db-names';

export interface MetaRow {
  key: string;
  value: unknown;
}

/** Names the current account and holds run-time settings; tokens live with the background (auth/). */
export class MetaDb extends Dexie {
  meta!: Table<MetaRow, string>;

  constructor(options?: DexieOptions) {
    super('jobstar-meta', options);
    this.version(1).stores({ meta: 'key' });
    // Diagnostics written before version 2 kept an address's slugs and search words (a title, a company); they
    // are forgotten rather than kept in a shape PRIVACY.md no longer allows (storage/diagnostics/).
    this.version(2).upgrade((tx) => tx.table<MetaRow, string>('meta').delete('diagnostics'));
  }
}
