import { describe, expect, it } from 'vitest';
import { SiteGrants, siteOriginOf, sitePattern } from '../../model/site-grants';
import { META_KEYS } from '../db/db';
import { freshStore } from '../testing/db-fixture';
import { addSiteGrant, keepSiteGrants, loadSiteGrants } from './site-grants';

describe('site grants', () => {
  it('keeps an origin once, with the date it was first enabled', async () => {
    const { meta } = freshStore();
    await addSiteGrant(meta, 'https://jobs.example.com', 1000);
    await addSiteGrant(meta, 'https://jobs.example.com', 2000);
    await addSiteGrant(meta, 'http://careers.example.org', 3000);
    expect(await loadSiteGrants(meta)).toEqual([
      { origin: 'https://jobs.example.com', enabledAt: 1000 },
      { origin: 'http://careers.example.org', enabledAt: 3000 },
    ]);
  });

  it('keeps only the origins asked for', async () => {
    const { meta } = freshStore();
    await addSiteGrant(meta, 'https://a.example', 1);
    await addSiteGrant(meta, 'https://b.example', 2);
    expect(await keepSiteGrants(meta, (origin) => origin === 'https://b.example')).toEqual([
      { origin: 'https://b.example', enabledAt: 2 },
    ]);
    expect(await loadSiteGrants(meta)).toEqual([{ origin: 'https://b.example', enabledAt: 2 }]);
  });

  it('reads a damaged stored value as no sites', async () => {
    const { meta } = freshStore();
    await meta.meta.put({ key: META_KEYS.siteGrants, value: [{ origin: 'https://*.example.com', enabledAt: 1 }] });
    expect(await loadSiteGrants(meta)).toEqual([]);
  });

  it('refuses anything but a plain http(s) origin', async () => {
    const { meta } = freshStore();
    for (const origin of [
      '<all_urls>',
      'https://*/*',
      'file:///etc',
      'https://a.example/path',
      'https://a.example:8443',
    ]) {
      expect(SiteGrants.safeParse([{ origin, enabledAt: 1 }]).success).toBe(false);
      await expect(addSiteGrant(meta, origin)).rejects.toThrow();
    }
  });

  it('takes the origin of a page without its port, path or credentials; none for other schemes', () => {
    expect(siteOriginOf('https://user:pw@Jobs.Example.com:8443/a/b?c#d')).toBe('https://jobs.example.com');
    expect(siteOriginOf('http://careers.example.org/')).toBe('http://careers.example.org');
    expect(siteOriginOf('chrome://extensions/')).toBeNull();
    expect(siteOriginOf('file:///tmp/job.html')).toBeNull();
    expect(siteOriginOf('not a url')).toBeNull();
    expect(siteOriginOf(undefined)).toBeNull();
    expect(sitePattern('https://jobs.example.com')).toBe('https://jobs.example.com/*');
  });
});
