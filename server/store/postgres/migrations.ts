/**
 * The PostgreSQL schema as numbered migrations, applied in order at start (database.ts). Times are epoch
 * milliseconds in bigint columns, flags and levels are small integers, as in the SQLite schema, so that both
 * stores hand the server the same rows.
 */
export const PG_MIGRATIONS: string[] = [
  // 1: the SQLite schema of its version 3 (catalog, accounts, identities, per-user data, the provider's
  // storage, digest slots), plus the provider's keys: instances on other machines share no DATA_DIR.
  `
  CREATE TABLE companies (
    id serial PRIMARY KEY,
    name text NOT NULL,
    domain text NOT NULL UNIQUE,
    ats text NOT NULL,
    board text NOT NULL
  );

  CREATE TABLE jobs (
    id serial PRIMARY KEY,
    job_id text NOT NULL UNIQUE,
    company_id integer NOT NULL REFERENCES companies(id),
    title text NOT NULL,
    city text,
    country text,
    location text,
    department text,
    seniority text,
    workplace text,
    skills text NOT NULL DEFAULT '[]',
    skills_mask bigint NOT NULL DEFAULT 0,
    salary_min integer,
    salary_max integer,
    salary_currency text,
    salary_period text,
    salary_ils integer,
    salary_disclosed smallint NOT NULL DEFAULT 0,
    posted_at bigint NOT NULL,
    closed_at bigint,
    ats text NOT NULL,
    confidence smallint NOT NULL,
    description text NOT NULL DEFAULT ''
  );

  CREATE TABLE accounts (
    sub text PRIMARY KEY,
    email text NOT NULL UNIQUE,
    created_at bigint NOT NULL
  );

  CREATE TABLE identities (
    account_key text PRIMARY KEY,
    email text,
    seen_at bigint NOT NULL
  );

  CREATE TABLE profiles (
    sub text PRIMARY KEY,
    profile json NOT NULL,
    updated_at bigint NOT NULL
  );

  CREATE TABLE alerts (
    seq bigserial NOT NULL,
    alert_id text PRIMARY KEY,
    sub text NOT NULL,
    filter json NOT NULL,
    active boolean NOT NULL DEFAULT true,
    created_at bigint NOT NULL,
    last_notified_at bigint,
    idempotency_key text,
    request_hash text
  );
  CREATE INDEX alerts_sub ON alerts (sub, created_at);
  CREATE UNIQUE INDEX alerts_idem ON alerts (sub, idempotency_key) WHERE idempotency_key IS NOT NULL;

  CREATE TABLE saved (
    seq bigserial PRIMARY KEY,
    sub text NOT NULL,
    job_id text NOT NULL,
    saved_at bigint NOT NULL,
    UNIQUE (sub, job_id)
  );
  CREATE INDEX saved_order ON saved (sub, saved_at DESC, seq DESC);

  CREATE TABLE oidc_payloads (
    model text NOT NULL,
    id text NOT NULL,
    payload json NOT NULL,
    grant_id text,
    user_code text,
    uid text,
    expires_at bigint,
    consumed_at bigint,
    PRIMARY KEY (model, id)
  );
  CREATE INDEX oidc_grant ON oidc_payloads (grant_id);
  CREATE INDEX oidc_uid ON oidc_payloads (model, uid);
  CREATE INDEX oidc_user_code ON oidc_payloads (model, user_code);
  CREATE INDEX oidc_expires ON oidc_payloads (expires_at);

  CREATE TABLE digest_state (
    sub text PRIMARY KEY,
    last_slot bigint NOT NULL
  );

  CREATE TABLE meta (
    key text PRIMARY KEY,
    value text NOT NULL
  );

  CREATE TABLE provider_keys (
    id smallint PRIMARY KEY CHECK (id = 1),
    jwks json NOT NULL,
    cookie_keys json NOT NULL
  );
  `,
  // 2: digests sent once however many instances run: a version per account's digest state (a decision made
  // against an older one is refused) and a queue of composed digests that a sender claims for a while (a
  // crashed sender's claim runs out and another instance takes it over). SQLite's version 4.
  `
  ALTER TABLE digest_state ADD COLUMN version integer NOT NULL DEFAULT 0;

  CREATE TABLE digest_outbox (
    id bigserial PRIMARY KEY,
    sub text NOT NULL,
    mail json NOT NULL,
    queued_at bigint NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    claimed_by text,
    lease_until bigint,
    sent_at bigint
  );
  CREATE INDEX digest_outbox_unsent ON digest_outbox (id) WHERE sent_at IS NULL;
  CREATE INDEX digest_outbox_sent ON digest_outbox (sent_at) WHERE sent_at IS NOT NULL;
  `,
  // 3: jobstar's service extension, as SQLite's version 5: per account and job a record (JSON text, kept as
  // sent) with the revision it last changed at; per account the revision counter, whose row is the lock that
  // queues an account's writes across instances, and the totals its bounds are checked against.
  `
  CREATE TABLE record_accounts (
    sub text PRIMARY KEY,
    revision bigint NOT NULL DEFAULT 0,
    count integer NOT NULL DEFAULT 0,
    bytes bigint NOT NULL DEFAULT 0
  );

  CREATE TABLE records (
    sub text NOT NULL,
    job_id text NOT NULL,
    revision bigint NOT NULL,
    bytes integer NOT NULL,
    body text NOT NULL,
    PRIMARY KEY (sub, job_id)
  );
  CREATE UNIQUE INDEX records_changes ON records (sub, revision);
  `,
];
