import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tokenMinter } from './mint';
import { startServerProcess } from './server-process';

describe('startServerProcess', () => {
  it('starts the server in its own process on a free port, answers, and cleans up after itself', async () => {
    const server = await startServerProcess({ jobs: 50, quiet: true });
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true });
      const minter = await tokenMinter(server.dataDir, server.url);
      const token = await minter.token('ada@example.com');
      minter.close();
      const saved = await fetch(`${server.url}/api/me/saved`, { headers: { authorization: `Bearer ${token}` } });
      expect(saved.status).toBe(200);
    } finally {
      await server.stop();
    }
    expect(server.child.exitCode ?? server.child.signalCode).not.toBeNull();
    expect(existsSync(server.dataDir)).toBe(false);
  });

  it('rejects with the exit code and what the server said when it cannot start', async () => {
    await expect(startServerProcess({ jobs: 5, quiet: true })).rejects.toThrow(/exited with 2[\s\S]*--jobs/);
  });
});
