/**
 * The SQLite schema as numbered migrations, applied in order at start (database.ts). Each is applied once;
 * `PRAGMA user_version` records how many are.
 */
export const SQLITE_MIGRATIONS: string[] = [
  // 1: catalog, accounts, per-user data, identity provider storage.
  `
  CREATE TABLE companies (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    domain TEXT NOT NULL UNIQUE,
    ats TEXT NOT NULL,
    board TEXT NOT NULL
  );

  CREATE TABLE jobs (
    id INTEGER PRIMARY KEY,
    job_id TEXT NOT NULL UNIQUE,
    company_id INTEGER NOT NULL REFERENCES companies(id),
    title TEXT NOT NULL,
    city TEXT,
    country TEXT,
    location TEXT,
    department TEXT,
    seniority TEXT,
    workplace TEXT,
    skills TEXT NOT NULL DEFAULT '[]',
    skills_mask INTEGER NOT NULL DEFAULT 0,
    salary_min INTEGER,
    salary_max INTEGER,
    salary_currency TEXT,
    salary_period TEXT,
    salary_ils INTEGER,
    salary_disclosed INTEGER NOT NULL DEFAULT 0,
    posted_at INTEGER NOT NULL,
    closed_at INTEGER,
    ats TEXT NOT NULL,
    confidence INTEGER NOT NULL,
    description TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX jobs_posted ON jobs(posted_at DESC);
  CREATE INDEX jobs_company ON jobs(company_id, confidence, posted_at, closed_at);
  CREATE INDEX jobs_open ON jobs(confidence, posted_at) WHERE closed_at IS NULL;
  CREATE INDEX jobs_closed ON jobs(closed_at) WHERE closed_at IS NOT NULL;

  CREATE TABLE accounts (
    sub TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE profiles (
    sub TEXT PRIMARY KEY,
    profile TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  );

  CREATE TABLE alerts (
    alert_id TEXT PRIMARY KEY,
    sub TEXT NOT NULL,
    filter TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL,
    last_notified_at INTEGER,
    idempotency_key TEXT,
    request_hash TEXT
  );
  CREATE INDEX alerts_sub ON alerts(sub, created_at);
  CREATE UNIQUE INDEX alerts_idem ON alerts(sub, idempotency_key) WHERE idempotency_key IS NOT NULL;

  CREATE TABLE saved (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    sub TEXT NOT NULL,
    job_id TEXT NOT NULL,
    saved_at INTEGER NOT NULL,
    UNIQUE (sub, job_id)
  );
  CREATE INDEX saved_order ON saved(sub, saved_at DESC, seq DESC);

  CREATE TABLE oidc_payloads (
    model TEXT NOT NULL,
    id TEXT NOT NULL,
    payload TEXT NOT NULL,
    grant_id TEXT,
    user_code TEXT,
    uid TEXT,
    expires_at INTEGER,
    consumed_at INTEGER,
    PRIMARY KEY (model, id)
  );
  CREATE INDEX oidc_grant ON oidc_payloads(grant_id);
  CREATE INDEX oidc_uid ON oidc_payloads(model, uid);
  CREATE INDEX oidc_user_code ON oidc_payloads(model, user_code);

  CREATE TABLE digest_state (
    sub TEXT PRIMARY KEY,
    last_slot INTEGER NOT NULL
  );

  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // 2: catalog reads go through the in-memory index (catalog/search.ts); the SQL indexes on jobs only slowed
  // seeding down.
  `
  DROP INDEX IF EXISTS jobs_posted;
  DROP INDEX IF EXISTS jobs_company;
  DROP INDEX IF EXISTS jobs_open;
  DROP INDEX IF EXISTS jobs_closed;
  `,
  // 3: accounts of an external identity provider (key = issuer#subject) with the e-mail its tokens last
  // carried, so that digests can reach them.
  `
  CREATE TABLE identities (
    account_key TEXT PRIMARY KEY,
    email TEXT,
    seen_at INTEGER NOT NULL
  );
  `,
  // 4: digests sent once however many runs overlap: a version per account's digest state (a decision made
  // against an older one is refused) and a queue of composed digests that a sender claims for a while.
  `
  ALTER TABLE digest_state ADD COLUMN version INTEGER NOT NULL DEFAULT 0;

  CREATE TABLE digest_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    sub TEXT NOT NULL,
    mail TEXT NOT NULL,
    queued_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    claimed_by TEXT,
    lease_until INTEGER,
    sent_at INTEGER
  );
  CREATE INDEX digest_outbox_unsent ON digest_outbox(id) WHERE sent_at IS NULL;
  CREATE INDEX digest_outbox_sent ON digest_outbox(sent_at) WHERE sent_at IS NOT NULL;
  `,
  // 5: jobstar's service extension: per account and job a record (JSON) with the revision it last changed at,
  // and per account the revision counter and the totals its bounds are checked against.
  `
  CREATE TABLE record_accounts (
    sub TEXT PRIMARY KEY,
    revision INTEGER NOT NULL DEFAULT 0,
    count INTEGER NOT NULL DEFAULT 0,
    bytes INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE records (
    sub TEXT NOT NULL,
    job_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    bytes INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (sub, job_id)
  );
  CREATE UNIQUE INDEX records_changes ON records(sub, revision);
  `,
];
