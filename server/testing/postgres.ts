/**
 * A throwaway PostgreSQL cluster for tests and the server benchmark: `initdb` into a temporary folder, started
 * on a free loopback port with its socket in that folder, a fresh database per caller, and removed again at
 * the end (or once the process is gone). As root the binaries run as the `postgres` user, because PostgreSQL
 * refuses to run as root. For tests durability is off (fsync and friends): nothing here outlives the run.
 *
 * Without `initdb` the PostgreSQL half of a suite is skipped with the reason in the test's name, except
 * under CI=true, where a missing PostgreSQL is a failure: CI must prove both stores.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { StoreKind } from '../store/store';
import { freePort } from './server-process';

/**
 * `initdb` of the newest PostgreSQL under `debianRoot` (Debian's /usr/lib/postgresql/<version>/bin), else the
 * one on PATH; or, when there is none, why the PostgreSQL tests are skipped. Under CI (CI=true) it throws
 * instead: CI must prove both stores.
 */
export function locateInitdb(
  env: NodeJS.ProcessEnv,
  debianRoot = '/usr/lib/postgresql',
): { initdb?: string; skip?: string } {
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [
    ...versions.map((version) => join(debianRoot, version, 'bin', 'initdb')),
    ...(env.PATH ?? '')
      .split(':')
      .filter(Boolean)
      .map((dir) => join(dir, 'initdb')),
  ];
  const initdb = candidates.find((candidate) => existsSync(candidate));
  if (initdb) return { initdb };
  const reason = `no initdb (looked in ${debianRoot}/*/bin and on PATH); install postgresql to run them`;
  if (env.CI === 'true' || env.CI === '1') throw new Error(`CI must test the PostgreSQL store, but there is ${reason}`);
  return { skip: reason };
}

const { initdb, skip: postgresSkipReason } = locateInitdb(process.env);

/** The stores a suite runs against, with `describe.each(STORES)`. */
export const STORES: StoreKind[] = ['sqlite', 'postgres'];

/** Why a suite cannot run against this store here (the name of the one skipped test it shows instead). */
export function storeSkipReason(kind: StoreKind): string | undefined {
  return kind === 'postgres' && postgresSkipReason ? `PostgreSQL tests skipped: ${postgresSkipReason}` : undefined;
}

export interface TestCluster {
  /** postgres://… of a new, empty database (a schema of its own). */
  createDatabase(): Promise<string>;
  /** The server's main process (its backends are its children). */
  postmasterPid: number;
  stop(): void;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the postgres user when we are root. */
function runPostgresBinary(binary: string, args: string[]): void {
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * `durable`: fsync on, as a real server runs (the benchmark), with commits not waiting for their own fsync —
 * what SQLite's WAL with synchronous=NORMAL does too, so that the two are compared alike. Otherwise (tests)
 * nothing is synced at all.
 */
export async function startTestCluster(options: { durable?: boolean } = {}): Promise<TestCluster> {
  if (!initdb) throw new Error(`Cannot start PostgreSQL: ${postgresSkipReason}`);
  const bin = join(initdb, '..');
  const dir = mkdtempSync(join(tmpdir(), 'jobstar-pg-'));
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']));
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  runPostgresBinary(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  let port = 0;
  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    const settings = [
      '-c listen_addresses=127.0.0.1',
      `-p ${port}`,
      `-k ${dir}`,
      '-c synchronous_commit=off',
      ...(options.durable ? [] : ['-c fsync=off', '-c full_page_writes=off']),
      '-c max_connections=200',
    ].join(' ');
    try {
      runPostgresBinary(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-o', settings, '-w', 'start']);
      break;
    } catch (error) {
      // Another process may have taken the free port between the probe and the start: try another one.
      if (attempt >= 2) {
        const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : '';
        rmSync(dir, { recursive: true, force: true });
        throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
      }
    }
  }
  const pgCtl = join(bin, 'pg_ctl');
  const stopCommand = [...(asRoot ? ['runuser', '-u', 'postgres', '--'] : []), pgCtl, '-D', data, '-m', 'immediate'];
  // The cluster must not outlive this process however it ends (Vitest kills a worker that is slow to stop with
  // SIGKILL, which no handler sees): a detached watcher stops it and removes the folder once the process is gone.
  const watcher = spawn(
    'sh',
    [
      '-c',
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 0.2; done; ${stopCommand.join(' ')} stop; rm -rf ${dir}`,
    ],
    { detached: true, stdio: 'ignore' },
  );
  watcher.unref();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE jobstar_test');
  await admin.end();
  let count = 0;
  return {
    postmasterPid: Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    async createDatabase() {
      // A schema, found first through the connection's search_path, is as empty as a new database and is made
      // in a millisecond instead of a tenth of a second.
      const schema = `test_${++count}`;
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/jobstar_test` });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA ${schema}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/jobstar_test?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    },
    stop() {
      watcher.kill();
      spawnSync(stopCommand[0]!, [...stopCommand.slice(1), '-w', 'stop'], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let shared: Promise<TestCluster> | undefined;

/**
 * A new database on this process's one cluster, started on first use (a test file's servers share it) and
 * stopped once the process is gone.
 */
export function testDatabase(): Promise<string> {
  shared ??= startTestCluster();
  return shared.then((cluster) => cluster.createDatabase());
}
