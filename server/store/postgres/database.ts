/**
 * The PostgreSQL store's connection pool (node-postgres) and its migrations. Every connection has a statement
 * timeout, so a slow query fails its one request instead of holding a connection the others need, and an
 * idle-in-transaction timeout, so a crashed transaction cannot hold its locks. Migrations (migrations.ts) run
 * at start under an advisory lock, in one transaction: instances starting together apply them once, and a
 * failed migration leaves the schema as it was. `schema_version` records how many are applied.
 */
import pg from 'pg';
import { PG_MIGRATIONS } from './migrations';

export interface PostgresOptions {
  url: string;
  /** Connections per instance. Default 10. */
  poolSize?: number;
  /** Longest a statement may run. Default 5 s. */
  statementTimeoutMs?: number;
}

const INT8 = 20;

/** bigint columns hold epoch milliseconds, well within a double: read them as numbers, not strings. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function createPool(options: PostgresOptions): pg.Pool {
  const statementTimeout = options.statementTimeoutMs ?? 5_000;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    statement_timeout: statementTimeout,
    // The client-side bound for a server that stops answering altogether.
    query_timeout: statementTimeout + 2_000,
    idle_in_transaction_session_timeout: 30_000,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: 'jobstar',
    types,
  });
  // A pooled connection that breaks while idle (the database restarted) is dropped by the pool; without a
  // listener its error would end the process.
  pool.on('error', (error) => console.error('postgres: an idle connection failed', error.message));
  return pool;
}

/** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Applies the migrations not applied yet, up to `target` (the latest unless a test says otherwise). */
export async function migrate(pool: pg.Pool, target = PG_MIGRATIONS.length): Promise<void> {
  await inTransaction(pool, async (client) => {
    // Migrations may rewrite large tables: no request's time limit applies to them.
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query("SELECT pg_advisory_xact_lock(hashtext('jobstar.migrate'))");
    await client.query('CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)');
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_version');
    const current = rows[0]?.version;
    if (current === undefined) await client.query('INSERT INTO schema_version (version) VALUES (0)');
    for (let version = current ?? 0; version < target; version++) {
      await client.query(PG_MIGRATIONS[version]!);
      await client.query('UPDATE schema_version SET version = $1', [version + 1]);
    }
  });
}
