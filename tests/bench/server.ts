/**
 * The reference server for the bench: its own process (so the harness's event loop never sits in its
 * latency), started by the one test helper (server/testing/server-process.ts) with a temporary DATA_DIR, the
 * fault switch on and a 100k-job catalog. Tokens are minted in this process from the same DATA_DIR (the
 * provider's persisted key), as `npm run token` does.
 */
import { resolve } from 'node:path';
import { startServerProcess } from '../../server/testing/server-process';

export const root = resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  dataDir: string;
  seedMs: number;
  token(email: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startBenchServer(jobs: number): Promise<BenchServer> {
  const server = await startServerProcess({
    jobs,
    env: { ID_TOKEN_TTL: '86400' },
    startTimeoutMs: 600_000,
    quiet: true,
  });
  const { tokenMinter } = await import('../../server/testing/mint');
  const minter = await tokenMinter(server.dataDir, server.url);
  return {
    url: server.url,
    dataDir: server.dataDir,
    seedMs: server.startMs,
    token: (email) => minter.token(email, 86_400),
    stop: async () => {
      minter.close();
      await server.stop();
    },
  };
}
