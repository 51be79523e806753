import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { addSiteGrant, loadSiteGrants } from '../../storage/site-grants';
import { freshStore } from '../../storage/testing/db-fixture';
import { createSiteGrants, GRANTED_SCRIPT_ID, servedOtherwise } from './index';

type Listener = (permissions: { origins?: string[] }) => void;

/** The browser's side: what it grants, the registered script, the open tabs, the injections and the events. */
function fakeGrants(held: string[] = []) {
  const patterns = new Set(held);
  const registered = new Map<string, { id: string; matches?: string[]; js?: string[] }>();
  const injected: number[] = [];
  const listeners = { added: [] as Listener[], removed: [] as Listener[] };
  const tabs = [
    { id: 7, url: 'https://jobs.example.com/careers/welder' },
    { id: 8, url: 'https://other.example/' },
  ];
  vi.spyOn(browser.permissions, 'contains').mockImplementation(async ({ origins = [] }) =>
    origins.every((origin) => patterns.has(origin)),
  );
  vi.spyOn(browser.permissions, 'remove').mockImplementation(async ({ origins = [] }) => {
    for (const origin of origins) patterns.delete(origin);
    for (const listener of listeners.removed) listener({ origins });
    return true;
  });
  vi.spyOn(browser.permissions.onAdded, 'addListener').mockImplementation((listener) => {
    listeners.added.push(listener as Listener);
  });
  vi.spyOn(browser.permissions.onRemoved, 'addListener').mockImplementation((listener) => {
    listeners.removed.push(listener as Listener);
  });
  vi.spyOn(browser.scripting, 'getRegisteredContentScripts').mockImplementation(async (filter) =>
    [...registered.values()].filter((script) => filter?.ids?.includes(script.id) ?? true),
  );
  vi.spyOn(browser.scripting, 'registerContentScripts').mockImplementation(async (scripts) => {
    // A registration takes a moment, as in the browser, so a second one racing it meets the duplicate id.
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const script of scripts) {
      if (registered.has(script.id)) throw new Error(`duplicate id ${script.id}`);
      registered.set(script.id, script);
    }
  });
  vi.spyOn(browser.scripting, 'updateContentScripts').mockImplementation(async (scripts) => {
    for (const script of scripts) registered.set(script.id, script);
  });
  vi.spyOn(browser.scripting, 'unregisterContentScripts').mockImplementation(async (filter) => {
    for (const id of filter?.ids ?? []) registered.delete(id);
  });
  vi.spyOn(browser.scripting, 'executeScript').mockImplementation(async ({ target }) => {
    injected.push(target.tabId);
    return [];
  });
  vi.spyOn(browser.tabs, 'query').mockImplementation(
    async ({ url }) =>
      tabs.filter((tab) => typeof url === 'string' && tab.url.startsWith(url.replace(/\*$/, ''))) as never,
  );
  vi.spyOn(browser.tabs, 'get').mockImplementation(async (id) => tabs.find((tab) => tab.id === id) as never);
  return {
    grant: (pattern: string) => {
      patterns.add(pattern);
      for (const listener of listeners.added) listener({ origins: [pattern] });
    },
    revokeInBrowser: (pattern: string) => {
      patterns.delete(pattern);
      for (const listener of listeners.removed) listener({ origins: [pattern] });
    },
    matches: () => registered.get(GRANTED_SCRIPT_ID)?.matches,
    script: () => registered.get(GRANTED_SCRIPT_ID),
    injected,
  };
}

const SITE = 'https://jobs.example.com';

function setup(held: string[] = [], servedOtherwise = async () => false) {
  const browserSide = fakeGrants(held);
  const { meta } = freshStore();
  const sites = createSiteGrants({ meta, servedOtherwise });
  sites.listen();
  return { browserSide, meta, sites };
}

describe('site grants', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it('enables a granted origin: kept, registered for that origin only, and injected into its open tab', async () => {
    const { browserSide, meta, sites } = setup([`${SITE}/*`]);
    expect(await sites.enable(SITE)).toBe(true);
    expect(await loadSiteGrants(meta)).toEqual([{ origin: SITE, enabledAt: expect.any(Number) }]);
    expect(browserSide.script()).toEqual(
      expect.objectContaining({
        matches: [`${SITE}/*`],
        js: ['content-scripts/granted-sites.js'],
        persistAcrossSessions: true,
      }),
    );
    expect(browserSide.injected).toEqual([7]);
  });

  it('enables nothing the browser did not grant', async () => {
    const { browserSide, meta, sites } = setup();
    expect(await sites.enable(SITE)).toBe(false);
    expect(await loadSiteGrants(meta)).toEqual([]);
    expect(browserSide.script()).toBeUndefined();
    expect(browserSide.injected).toEqual([]);
  });

  it('registers again at a worker start from the stored list, without the origins whose permission is gone', async () => {
    const { browserSide, meta, sites } = setup([`${SITE}/*`]);
    await addSiteGrant(meta, SITE, 1);
    await addSiteGrant(meta, 'https://revoked.example', 2);
    expect(await sites.sync()).toEqual([{ origin: SITE, enabledAt: 1 }]);
    expect(browserSide.matches()).toEqual([`${SITE}/*`]);
    expect(await loadSiteGrants(meta)).toEqual([{ origin: SITE, enabledAt: 1 }]);
  });

  it('at a browser start, shows the star in the open tabs of an enabled site; a worker wake-up only registers', async () => {
    const { browserSide, meta, sites } = setup([`${SITE}/*`]);
    await addSiteGrant(meta, SITE, 1);
    await sites.sync();
    expect(browserSide.injected).toEqual([]);
    await sites.restore();
    expect(browserSide.injected).toEqual([7]);
  });

  it('removes a site: the permission given back, the list and the registration emptied', async () => {
    const { browserSide, meta, sites } = setup([`${SITE}/*`]);
    await sites.enable(SITE);
    await sites.remove(SITE);
    expect(browser.permissions.remove).toHaveBeenCalledWith({ origins: [`${SITE}/*`] });
    expect(await loadSiteGrants(meta)).toEqual([]);
    expect(browserSide.script()).toBeUndefined();
  });

  it('forgets a site whose permission the person removed in the browser', async () => {
    const { browserSide, meta, sites } = setup([`${SITE}/*`, 'https://other.example/*']);
    await sites.enable(SITE);
    await sites.enable('https://other.example');
    browserSide.revokeInBrowser(`${SITE}/*`);
    await vi.waitFor(async () => expect(await loadSiteGrants(meta)).toHaveLength(1));
    expect(browserSide.matches()).toEqual(['https://other.example/*']);
  });

  it('offers the origin of a tab no adapter serves, until it is enabled; then enables it when the grant arrives', async () => {
    const { browserSide, meta, sites } = setup();
    expect(await sites.offerFor(7)).toBe(SITE);
    // The popup may be gone when the prompt is answered (Firefox): the grant itself completes the offer.
    browserSide.grant(`${SITE}/*`);
    await vi.waitFor(async () => expect(await loadSiteGrants(meta)).toHaveLength(1));
    expect(browserSide.injected).toEqual([7]);
    expect(await sites.offerFor(7)).toBeUndefined();
  });

  it("enables once when the popup's message and the grant's own event arrive together", async () => {
    const { browserSide, meta, sites } = setup();
    expect(await sites.offerFor(7)).toBe(SITE);
    browserSide.grant(`${SITE}/*`);
    expect(await sites.enable(SITE)).toBe(true);
    await vi.waitFor(() => expect(browserSide.injected.length).toBeGreaterThanOrEqual(1));
    expect(await loadSiteGrants(meta)).toHaveLength(1);
    expect(browserSide.matches()).toEqual([`${SITE}/*`]);
  });

  it('offers nothing for a page a site adapter or the service serves, or an unknown tab', async () => {
    const { sites } = setup([], async () => true);
    expect(await sites.offerFor(7)).toBeUndefined();
    expect(await sites.offerFor(99)).toBeUndefined();
  });

  it('enables nothing on a grant it did not offer (the service origin, say)', async () => {
    const { browserSide, meta } = setup();
    browserSide.grant(`${SITE}/*`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await loadSiteGrants(meta)).toEqual([]);
  });
});

describe('served otherwise', () => {
  it("is a site adapter's page or the service's host, not an unknown job page", async () => {
    const served = servedOtherwise(async () => ({
      apiBaseUrl: 'http://127.0.0.1:8787',
      oidcIssuer: 'http://127.0.0.1:8787/oidc',
      oidcClientId: 'x',
    }));
    expect(await served(new URL('https://www.linkedin.com/jobs/view/3786945580/'))).toBe(true);
    expect(await served(new URL('http://127.0.0.1:9999/careers/welder'))).toBe(true);
    expect(await served(new URL('https://careers.acme-robotics.com/jobs/welder'))).toBe(false);
  });
});
