/**
 * The reference server the sync model tests run against, started once per file: a temporary data folder, the fault
 * switch on, a small catalog, and the jobs the histories star (some the service lists, one it does not know).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startServer } from '../../server/app';

export interface ModelServerOptions {
  /** The temporary data folder's name prefix. */
  name: string;
  /** Jobs in the catalog. */
  catalog: number;
  /** How many of the catalog's jobs the histories use. */
  listed: number;
  /** A job id the service does not list. */
  unknown: string;
}

export interface ModelServer {
  readonly server: RunningServer;
  readonly jobIds: readonly string[];
  /** Arms (`POST`, with the fault) or clears (`DELETE`) the server's fault switch. */
  faults(method: 'POST' | 'DELETE', body?: unknown): Promise<Response>;
}

export function useModelServer(options: ModelServerOptions): ModelServer {
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  let jobIds: string[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), options.name));
    server = await startServer({ port: 0, dataDir, faults: true, jobs: options.catalog });
    const answer = await fetch(`${server.url}/api/jobs?limit=${options.listed}`);
    const { jobs } = (await answer.json()) as { jobs: { job_id: string }[] };
    jobIds = [...jobs.map((item) => item.job_id), options.unknown];
  });
  afterAll(async () => {
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const running = (): RunningServer => {
    if (!server) throw new Error('the model server is not started yet');
    return server;
  };
  return {
    get server() {
      return running();
    },
    get jobIds() {
      return jobIds;
    },
    faults: (method, body) =>
      fetch(`${running().url}/__faults`, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}
