/** `npm run server` as a process: what it refuses and what it says at start (server/config.ts decides). */
import { describe, expect, it } from 'vitest';
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
});
