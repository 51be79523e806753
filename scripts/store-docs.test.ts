/**
 * docs/store.md must justify every permission the manifest asks for: both stores ask for a reason per
 * permission, and a site added to sites/ adds a host permission.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_MATCHES } from '../sites/registry';
import config from '../wxt.config';

const storeDoc = readFileSync(resolve(import.meta.dirname, '../docs/store.md'), 'utf8');

interface Manifest {
  permissions: string[];
  host_permissions: string[];
  optional_host_permissions: string[];
}

/** The manifest as the build makes it: the config's, then its hook, which adds the content scripts' hosts. */
async function manifest(browser: 'chrome' | 'firefox'): Promise<Manifest> {
  const build = config.manifest as unknown as (env: { browser: string }) => Manifest | Promise<Manifest>;
  const built = { ...(await build({ browser })), content_scripts: [{ matches: SITE_MATCHES }] };
  const hooks = config.hooks as { 'build:manifestGenerated': (wxt: unknown, manifest: Manifest) => void };
  hooks['build:manifestGenerated'](undefined, built);
  return built;
}

describe('docs/store.md', () => {
  for (const browser of ['chrome', 'firefox'] as const) {
    it(`explains every permission and host permission of the ${browser} manifest`, async () => {
      const { permissions, host_permissions, optional_host_permissions } = await manifest(browser);
      const service = host_permissions.at(-1);
      const undocumented = [...permissions, ...host_permissions.slice(0, -1), ...optional_host_permissions].filter(
        (entry) => !storeDoc.includes(`\`${entry}\``),
      );
      expect(undocumented).toEqual([]);
      // The last host permission is the build's service, documented by role rather than address.
      expect(service).toMatch(/^https?:\/\/[^/]+\/\*$/);
      expect(storeDoc).toContain('WXT_API_BASE_URL');
    });
  }
});
