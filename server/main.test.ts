/** `npm run server` as a process: what it refuses and what it says at start (server/config.ts decides). */
import { describe, expect, it } from 'vitest';
import { tokenMinter } from './testing/mint';
import { startServerProcess } from './testing/server-process';

describe('npm run server', () => {
  it('refuses to start on 0.0.0.0 without OIDC_ISSUER or DEV_LOGIN=1, naming both, and exits non-zero', async () => {
    await expect(startServerProcess({ jobs: 10, quiet: true, env: { HOST: '0.0.0.0' } })).rejects.toThrow(
      /exited with 1[\s\S]*Refusing to start: HOST=0\.0\.0\.0[\s\S]*OIDC_ISSUER[\s\S]*DEV_LOGIN=1/,
    );
  });

  it('starts on 0.0.0.0 with DEV_LOGIN=1, warning loudly', async () => {
    const server = await startServerProcess({ jobs: 10, quiet: true, env: { HOST: '0.0.0.0', DEV_LOGIN: '1' } });
    try {
      const discovery = await fetch(`http://127.0.0.1:${server.port}/oidc/.well-known/openid-configuration`);
      expect(discovery.status).toBe(200);
      expect(server.output()).toMatch(/DEVELOPMENT LOGIN IS ON/);
    } finally {
      await server.stop();
    }
  });

  it('with JOBSTAR_EXTENSIONS=off announces and serves no extension, and refuses a value it does not know', async () => {
    const server = await startServerProcess({
      jobs: 10,
      quiet: true,
      faults: false,
      env: { JOBSTAR_EXTENSIONS: 'off' },
    });
    try {
      const token = await tokenMinter(server.dataDir, server.url);
      const auth = { authorization: `Bearer ${await token.token('off@example.com')}` };
      const saved = await fetch(`${server.url}/api/me/saved`, { headers: auth });
      expect(saved.status).toBe(200);
      expect(saved.headers.get('link')).toBeNull();
      expect((await fetch(`${server.url}/api/jobstar/v1`, { headers: auth })).status).toBe(404);
      token.close();
    } finally {
      await server.stop();
    }
    await expect(startServerProcess({ jobs: 10, quiet: true, env: { JOBSTAR_EXTENSIONS: 'maybe' } })).rejects.toThrow(
      /exited with 1[\s\S]*JOBSTAR_EXTENSIONS must be on or off/,
    );
  });
});
