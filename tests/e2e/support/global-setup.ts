/**
 * Starts the reference server on a free port with fresh data and the fault switch, and builds the
 * extension against it, once per run. Workers find both through environment variables.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServerProcess } from '../../../server/testing/server-process';

const root = resolve(import.meta.dirname, '../../..');

export default async function globalSetup() {
  const server = await startServerProcess({ jobs: 3000 });
  // One build per run and port, so that overlapping runs never load each other's extension.
  const outDir = join(root, `.output/e2e-${server.port}`);
  try {
    execFileSync(join(root, 'node_modules/.bin/wxt'), ['build'], {
      cwd: root,
      env: { ...process.env, WXT_API_BASE_URL: server.url, JOBSTAR_OUT_DIR: outDir },
      stdio: 'inherit',
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  process.env.JOBSTAR_E2E_SERVER = server.url;
  process.env.JOBSTAR_E2E_DATA_DIR = server.dataDir;
  process.env.JOBSTAR_E2E_EXTENSION = join(outDir, 'chrome-mv3');
  return async () => {
    await server.stop();
    rmSync(outDir, { recursive: true, force: true });
  };
}
