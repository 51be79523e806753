/**
 * The one interface between the server and what it keeps, with two implementations chosen at start
 * (open.ts): SQLite in DATA_DIR for one process, PostgreSQL (DATABASE_URL) for several instances on one
 * database. It is async because PostgreSQL is; SQLite answers at once. Times are epoch milliseconds.
 * Anything several instances could race on is settled inside the store by one statement or one transaction
 * (an idempotency key, the first account of an e-mail, seeding, a digest's state, who sends a digest), never
 * by a read in the caller followed by a write.
 */

import type { JWK } from 'jose';
import type { Adapter } from 'oidc-provider';
import type { Profile } from '../../api/contract';
import type { JobRecord } from '../../api/contract/jobstar';
import type { JobRow } from '../catalog/column-index';
import type { CompanyRow } from '../catalog/companies';
import type { Catalog, JobSeed } from '../catalog/seed-shapes';
import type { MailMessage } from '../digests/mailer';

export type StoreKind = 'sqlite' | 'postgres';

export interface Store {
  readonly catalog: CatalogStorage;
  readonly accounts: AccountStorage;
  readonly identities: IdentityStorage;
  readonly profiles: ProfileStorage;
  readonly alerts: AlertStorage;
  readonly saved: SavedStorage;
  readonly digests: DigestStorage;
  /** jobstar's service extension: per job, a record that merges (docs/service-extensions.md). */
  readonly records: RecordStorage;
  /** oidc-provider's `adapter`: the built-in provider's sessions, interactions, grants, codes and tokens. */
  readonly oidcAdapter: new (
    model: string,
  ) => Adapter;
  /** The built-in provider's keys: made by `create` the first time, then the same for every instance. */
  providerKeys(create: () => Promise<KeyMaterial>): Promise<KeyMaterial>;
  close(): Promise<void>;
}

export interface KeyMaterial {
  /** Private JWKS (what oidc-provider signs with). */
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

export interface CatalogSnapshot {
  /** Moves on whenever jobs are written, so an instance can tell its copy is stale. */
  version: number;
  companies: CompanyRow[];
  /** Newest first (ties: the higher id first). */
  jobs: JobRow[];
}

export interface CatalogStorage {
  /** Writes `make()` when there is no catalog yet, once however many instances start together. True when this call did. */
  seedIfEmpty(make: () => Catalog): Promise<boolean>;
  /** Inserts or replaces jobs by job_id (their companies must exist) and moves the version on. */
  upsertJobs(jobs: JobSeed[]): Promise<void>;
  load(): Promise<CatalogSnapshot>;
  version(): Promise<number>;
  /** Descriptions stay in the database: the in-memory index holds only what filters and listings need. */
  descriptions(ids: readonly number[]): Promise<Map<number, string>>;
}

/** An account of the built-in provider. */
export interface AccountRecord {
  sub: string;
  email: string;
}

export interface AccountStorage {
  /** The account of this (normalised) e-mail, created with a new random sub the first time. */
  ensure(email: string, at: number): Promise<AccountRecord>;
  bySub(sub: string): Promise<AccountRecord | undefined>;
}

/** Accounts of an external provider (key `<iss>#<sub>`) and the last e-mail their tokens carried. */
export interface IdentityStorage {
  /** An undefined e-mail keeps the one remembered. */
  remember(accountKey: string, email: string | undefined, at: number): Promise<void>;
  email(accountKey: string): Promise<string | undefined>;
}

export interface ProfileStorage {
  read(sub: string): Promise<Profile | undefined>;
  write(sub: string, profile: Required<Profile>, at: number): Promise<void>;
}

export interface AlertRecord {
  alert_id: string;
  sub: string;
  /** As sent (wire form). */
  filter: Record<string, string>;
  active: boolean;
  created_at: number;
  last_notified_at: number | null;
  /** The creating request's hash, to tell an idempotent replay from a key reused for another body. */
  request_hash: string | null;
}

export interface AlertStorage {
  /**
   * Inserts the alert, unless the account already has one made with this idempotency key: then that one comes
   * back instead (decided by the database's unique key, so two instances cannot both insert). With `limit`,
   * undefined when the account already has that many alerts (counted and inserted under one lock per account,
   * so instances racing cannot pass it together).
   */
  insert(alert: AlertRecord, idempotencyKey?: string, limit?: number): Promise<AlertRecord | undefined>;
  /** Newest first. */
  list(sub: string): Promise<AlertRecord[]>;
  find(sub: string, alertId: string): Promise<AlertRecord | undefined>;
  /** Pauses or resumes; the alert as it now is, or undefined when the account has no such alert. */
  setActive(sub: string, alertId: string, active: boolean): Promise<AlertRecord | undefined>;
  /** False when the account has no such alert. */
  remove(sub: string, alertId: string): Promise<boolean>;
}

export interface SavedStorage {
  /**
   * Idempotent: a repeated star keeps the first `saved_at`. False (nothing written) when the job is not starred
   * yet and the account already has `limit` stars, counted and inserted under one lock per account.
   */
  star(sub: string, jobId: string, at: number, limit?: number): Promise<boolean>;
  unstar(sub: string, jobId: string): Promise<void>;
  /** Newest `saved_at` first; equal times: the later star first. */
  list(sub: string): Promise<{ job_id: string; saved_at: number }[]>;
}

export interface DigestAccount {
  sub: string;
  /** Moves on with every commit; a commit made against an older one is refused. */
  version: number;
  /** The start of the last daily/weekly slot handled; 0 = none. */
  lastSlot: number;
  /** Active alerts in creation order. */
  alerts: AlertRecord[];
}

export interface DigestDecision {
  lastSlot: number;
  /** A digest to send: queued for delivery, and the alerts it reports on marked notified at `at`. */
  digest?: { mail: MailMessage; alertIds: string[]; at: number };
}

export interface QueuedDigest {
  id: number;
  sub: string;
  mail: MailMessage;
  /** Claims so far, this one included. */
  attempts: number;
}

export interface DigestStorage {
  /**
   * Every account with active alerts, with its digest state, read in one snapshot. With `page`: only accounts
   * whose sub sorts after `page.after`, in sub order, as many whole accounts as fit in `page.alerts` alerts
   * (at least one), so that a pass reads its accounts a bounded piece at a time; [] once none is left.
   */
  due(page?: { after: string; alerts: number }): Promise<DigestAccount[]>;
  /**
   * Applies an account's decision, all or nothing, if its state is still at `version`; false when another
   * instance decided first (its decision stands, this one is dropped).
   */
  commit(sub: string, version: number, decision: DigestDecision): Promise<boolean>;
  /**
   * Claims the oldest queued digest that is unsent, tried fewer than `maxAttempts` times, and not held by a
   * live lease, for `leaseMs`: a crashed sender's lease runs out and another instance takes the digest over.
   */
  claim(owner: string, now: number, leaseMs: number, maxAttempts: number): Promise<QueuedDigest | undefined>;
  /** Marks a digest sent (by whoever holds it now: the mail is out). */
  sent(id: number, at: number): Promise<void>;
  /** Forgets digests sent before `before` (the queue is also the record of what went out). */
  forgetSent(before: number): Promise<void>;
}

/** A job's record as kept: without its `revision`, which is the column beside it. */
export interface StoredRecord {
  record: JobRecord;
  /** The account's counter when the record last changed: the `after` cursor of the list. */
  revision: number;
  /** The record's size as JSON (UTF-8), counted towards the account's bound. */
  bytes: number;
}

/** What one write of records sees, read under the account's lock. */
export interface HeldRecords {
  /** The held records of the jobs asked for. */
  records: Map<string, StoredRecord>;
  /** The seed's saved rows of those jobs: `saved_at` by job id. */
  saved: Map<string, number>;
  /** Every record of the account (`count`, `bytes`), and how many jobs its saved set holds (`saved`). */
  totals: { count: number; bytes: number; saved: number };
}

export interface RecordWrite {
  record: JobRecord;
  bytes: number;
  /** Makes the seed's saved set agree: a star kept (inserted at `at` when absent) or removed. */
  saved?: { starred: true; at: number } | { starred: false };
}

export interface RecordStorage {
  /**
   * One transaction under the account's lock (so concurrent writes on one account, from any instance, queue):
   * reads what `plan` needs, then writes the records it returns, each with the account's next revision, and
   * their saved rows. `plan` is synchronous and pure; returning no writes writes nothing.
   */
  write<T>(
    sub: string,
    jobIds: string[],
    plan: (held: HeldRecords) => { writes: RecordWrite[]; result: T },
  ): Promise<{
    result: T;
    /** The revision each written record got, by job id. */
    revisions: Map<string, number>;
  }>;
  /** Up to `limit` records changed after revision `after`, oldest change first. */
  page(sub: string, after: number, limit: number): Promise<StoredRecord[]>;
}
