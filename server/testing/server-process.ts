/**
 * The one way tests start the reference server as its own process (`server/main.ts` under tsx), shared by the
 * server's unit tests, the end-to-end global setup and specs, and the benchmark: a free loopback port, a
 * temporary DATA_DIR unless one is given, the fault switch on, and the rate limits raised (one loopback
 * client makes all the requests of a run). It resolves once the server says it listens, and rejects with
 * the exit code and the end of stderr when the process ends first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ProcessOptions {
  /** Catalog size (first start of a DATA_DIR only). */
  jobs: number;
  /** Default: a new temporary folder, removed by `stop()`. */
  dataDir?: string;
  /** Default: a free port. */
  port?: number;
  /** Default true. */
  faults?: boolean;
  /** More environment (e.g. ID_TOKEN_TTL, HOST, OIDC_ISSUER); wins over the defaults. */
  env?: Record<string, string>;
  /** How long seeding and start may take. Default 60 s. */
  startTimeoutMs?: number;
  /** Where the server's stdout and stderr go besides the start check. Default: stderr is passed through. */
  quiet?: boolean;
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Milliseconds from spawn to "listening" (seeding included). */
  startMs: number;
  /** The end of what the server wrote to stderr so far. */
  output(): string;
  /** SIGTERM, SIGKILL after 6 s; removes DATA_DIR when this helper created it. */
  stop(): Promise<void>;
}

/** Loopback test runs make thousands of requests from one address: limits far above any run's needs. */
export const TEST_RATE_LIMITS = { RATE_LIMIT_API: '1000000', RATE_LIMIT_SIGNIN: '100000' };

export async function startServerProcess(options: ProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'jobstar-server-data-'));
  const args = ['server/main.ts', ...(options.faults === false ? [] : ['--faults']), '--jobs', String(options.jobs)];
  const started = performance.now();
  // node itself with tsx as a loader (not the tsx CLI, which runs node as its own child): the child's pid is
  // the server's, so signals reach it directly and its memory can be read.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...TEST_RATE_LIMITS,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    if (!options.quiet) process.stderr.write(chunk);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 6_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await listening(child, options.startTimeoutMs ?? 60_000, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  const host = options.env?.HOST ?? '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { url, port, dataDir, child, startMs: performance.now() - started, output: () => stderr, stop };
}

function listening(child: ChildProcess, timeoutMs: number, stderr: () => string): Promise<void> {
  return new Promise<void>((ready, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`the reference server did not start in ${timeoutMs / 1000} s\n${stderr()}`)),
      timeoutMs,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      // stderr may still be arriving: give it a moment so the message is whole.
      setTimeout(() => fail(new Error(`the reference server exited with ${code}\n${stderr()}`)), 50);
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out = (out + chunk.toString()).slice(-2000);
      if (out.includes('jobstar server listening on')) {
        clearTimeout(timer);
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        ready();
      }
    });
  });
}
