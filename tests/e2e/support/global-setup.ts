/**
 * Starts the reference server on a free port with fresh data and the fault switch, and builds the
 * extension against it, once per run. Workers find both through environment variables.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServerProcess(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts', '--faults', '--jobs', '3000'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('the reference server did not start in 60 s')), 60_000);
    child.once('exit', (code) => fail(new Error(`the reference server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('jobstar server listening on')) {
        clearTimeout(timer);
        ready();
      }
    });
  });
  child.stdout?.resume();
  return child;
}

export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'jobstar-e2e-data-'));
  // One build per run and port, so that overlapping runs never load each other's extension.
  const outDir = join(root, `.output/e2e-${port}`);
  const serverUrl = `http://127.0.0.1:${port}`;
  const server = await startServerProcess(dataDir, port);
  execFileSync(join(root, 'node_modules/.bin/wxt'), ['build'], {
    cwd: root,
    env: { ...process.env, WXT_API_BASE_URL: serverUrl, JOBSTAR_OUT_DIR: outDir },
    stdio: 'inherit',
  });
  process.env.JOBSTAR_E2E_SERVER = serverUrl;
  process.env.JOBSTAR_E2E_DATA_DIR = dataDir;
  process.env.JOBSTAR_E2E_EXTENSION = join(outDir, 'chrome-mv3');
  return async () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  };
}
