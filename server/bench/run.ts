/**
 * `npm run bench:server [-- --requests=20000 --concurrency=32 --max-seconds=90 --out=<file>]`: the reference
 * server under a mixed load, one instance on SQLite against two instances on one PostgreSQL database (and one
 * on PostgreSQL, to tell the store's cost from the second instance's gain), in one run on this machine's
 * loopback: 100k jobs, 2,000 users with 100 saved jobs each (200k rows), the request mix
 * of workload.ts. Prints throughput and latencies side by side and writes them as JSON (default
 * server/bench/results.json). PostgreSQL is a throwaway cluster (server/testing/postgres.ts) with fsync on
 * and commits not waiting for their fsync, as SQLite's WAL with synchronous=NORMAL.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startTestCluster } from '../testing/postgres';
import { freePort, type ServerProcess, startServerProcess } from '../testing/server-process';
import { cpuSeconds } from './cpu';
import { type LoadOptions, type LoadResult, runLoad } from './load';
import { prepare } from './prepare';

const SIZE = { jobs: 100_000, users: 2_000, savedPerUser: 100 };

function option(name: string, fallback: number): number {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  const value = arg ? Number(arg.slice(name.length + 3)) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

const load: LoadOptions = {
  concurrency: option('concurrency', 32),
  requests: option('requests', 20_000),
  maxSeconds: option('max-seconds', 90),
  warmup: 1_000,
  seed: 7,
};
const out =
  process.argv.find((value) => value.startsWith('--out='))?.slice(6) ?? path.join(import.meta.dirname, 'results.json');

interface Run extends LoadResult {
  name: string;
  instances: number;
}

const temporary = (name: string) => mkdtempSync(path.join(os.tmpdir(), `jobstar-bench-${name}-`));

async function sqliteRun(): Promise<Run> {
  const dataDir = temporary('sqlite');
  const port = await freePort();
  try {
    const prepared = performance.now();
    const data = await prepare({ dataDir }, `http://127.0.0.1:${port}`, SIZE);
    console.log(`SQLite: data written in ${((performance.now() - prepared) / 1000).toFixed(1)} s`);
    const server = await startServerProcess({ jobs: SIZE.jobs, dataDir, port, faults: false, quiet: true });
    try {
      return {
        name: 'SQLite, 1 instance',
        instances: 1,
        ...(await runLoad([server.url], data, load, () => ({
          server: cpuSeconds([server.child.pid!]),
          client: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
        }))),
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresRun(instances: number): Promise<Run & { postgres: string }> {
  const cluster = await startTestCluster({ durable: true });
  const dirs = Array.from({ length: instances }, () => temporary('pg'));
  try {
    const url = await cluster.createDatabase();
    // The address a balancer in front would have: the instances' common issuer.
    const publicUrl = `http://127.0.0.1:${await freePort()}`;
    const prepared = performance.now();
    const data = await prepare({ dataDir: dirs[0]!, postgres: { url } }, publicUrl, SIZE);
    console.log(`PostgreSQL: data written in ${((performance.now() - prepared) / 1000).toFixed(1)} s`);
    const servers: ServerProcess[] = [];
    try {
      for (const dataDir of dirs) {
        servers.push(
          await startServerProcess({
            jobs: SIZE.jobs,
            dataDir,
            faults: false,
            quiet: true,
            env: { DATABASE_URL: url, PUBLIC_URL: publicUrl },
          }),
        );
      }
      const result = await runLoad(
        servers.map((server) => server.url),
        data,
        load,
        () => ({
          server: cpuSeconds(servers.map((server) => server.child.pid!)),
          postgres: cpuSeconds([cluster.postmasterPid]),
          client: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
        }),
      );
      const client = new pg.Client(url);
      await client.connect();
      const version = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
      await client.end();
      return {
        name: `PostgreSQL, ${instances} instance${instances === 1 ? '' : 's'}`,
        instances,
        postgres: version,
        ...result,
      };
    } finally {
      for (const server of servers) await server.stop();
    }
  } finally {
    cluster.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (value: number) => value.toFixed(1);

function table(runs: Run[]): string {
  const header = [
    '',
    'requests',
    'errors',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'reads p95',
    'writes p95',
    'CPU ms/req: server',
    'PostgreSQL',
  ];
  const rows = runs.map((run) => [
    run.name,
    String(run.requests),
    String(run.errors),
    run.perSecond.toFixed(0),
    ms(run.all.p50),
    ms(run.all.p95),
    ms(run.all.p99),
    ms(run.reads.p95),
    ms(run.writes.p95),
    (run.cpu.server?.msPerRequest ?? 0).toFixed(2),
    run.cpu.postgres ? run.cpu.postgres.msPerRequest.toFixed(2) : '–',
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

console.log(
  `server bench: ${SIZE.jobs} jobs, ${SIZE.users} users × ${SIZE.savedPerUser} saved; ${load.requests} requests ` +
    `(after ${load.warmup} to warm up) at concurrency ${load.concurrency}, at most ${load.maxSeconds} s each; ` +
    `${os.cpus().length} cores`,
);
const runs: Run[] = [];
const sqlite = await sqliteRun();
runs.push(sqlite);
console.log(`${sqlite.name}: ${sqlite.requests} requests in ${sqlite.seconds.toFixed(1)} s`);
// One PostgreSQL instance as well: what the store costs, apart from what a second instance adds.
for (const instances of [1, 2]) {
  const postgres = await postgresRun(instances);
  runs.push(postgres);
  console.log(`${postgres.name}: ${postgres.requests} requests in ${postgres.seconds.toFixed(1)} s`);
}
console.log(`\n${table(runs)}\n`);
for (const run of runs) {
  console.log(`${run.name}, p95 by request (ms):`);
  for (const [kind, stats] of Object.entries(run.byKind))
    console.log(`  ${kind.padEnd(28)} ${ms(stats.p95).padStart(7)}  (n=${stats.n})`);
}
writeFileSync(
  out,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        node: process.version,
      },
      size: SIZE,
      load,
      runs,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
