import { describe, expect, it } from 'vitest';
import { SITE_MATCHES } from '../sites/registry';
import { withSiteHosts } from './host-permissions';

/** The content scripts WXT puts in the manifest: the entry points that run without a gesture. */
const scripts = import.meta.glob<{ matches?: string[] }>('../entrypoints/*.content.ts', {
  eager: true,
  import: 'default',
});
const contentScripts = Object.values(scripts).flatMap((script) =>
  script.matches ? [{ matches: script.matches }] : [],
);

describe('withSiteHosts', () => {
  it('asks for every site’s hosts, from the content scripts, before the service’s', () => {
    const manifest = { content_scripts: contentScripts, host_permissions: ['http://127.0.0.1/*'] };
    withSiteHosts(manifest);
    expect(new Set(manifest.host_permissions)).toEqual(new Set([...SITE_MATCHES, 'http://127.0.0.1/*']));
    expect(manifest.host_permissions).toHaveLength(SITE_MATCHES.length + 1);
    expect(manifest.host_permissions.at(-1)).toBe('http://127.0.0.1/*');
  });

  it('adds nothing where no content script runs by itself', () => {
    const manifest = { host_permissions: ['http://127.0.0.1/*'] };
    withSiteHosts(manifest);
    expect(manifest.host_permissions).toEqual(['http://127.0.0.1/*']);
  });
});
