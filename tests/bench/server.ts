/**
 * The reference server for the bench: its own process (so the harness's event loop never sits in its
 * latency), a free port, a temporary DATA_DIR, the fault switch on and a 100k-job catalog. Tokens are minted
 * in this process from the same DATA_DIR (the provider's persisted key), as `npm run token` does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

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

export interface BenchServer {
  url: string;
  dataDir: string;
  seedMs: number;
  token(email: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startBenchServer(jobs: number): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'jobstar-bench-data-'));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(
    join(root, 'node_modules/.bin/tsx'),
    ['server/main.ts', '--faults', '--jobs', String(jobs)],
    {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ID_TOKEN_TTL: '86400' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('the reference server did not start in 10 min')), 600_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the reference server exited with ${code}\n${stderr}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('jobstar server listening on')) {
        clearTimeout(timer);
        ready();
      }
    });
  });
  child.stdout?.resume();
  const seedMs = performance.now() - started;

  const { openDatabase } = await import('../../server/db');
  const { loadKeys } = await import('../../server/oidc/keys');
  const { mintIdToken } = await import('../../server/oidc/tokens');
  const { OIDC_PREFIX } = await import('../../server/oidc/provider');
  const db = openDatabase(dataDir);
  const keys = await loadKeys(dataDir);

  return {
    url,
    dataDir,
    seedMs,
    token: (email) => mintIdToken(db, keys, `${url}${OIDC_PREFIX}`, email, { expiresInSeconds: 86_400 }),
    stop: async () => {
      db.close();
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 6_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
