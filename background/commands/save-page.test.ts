import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { adapterById } from '../../sites/registry';
import { MetaDb } from '../../storage/db';
import { readDiagnostics, recordMiss } from '../../storage/diagnostics';
import { freshDb, isolated } from '../../storage/testing/db-fixture';
import { tabPages } from '../star-ui/page-read';
import { createCurrentJobCommands } from './current-job';
import { createSavePageCommands } from './save-page';
import { createStarCommands } from './star';

const PAGE_URL = 'https://www.example.com/about/team?utm_source=feed#people';
const MISS = { adapter: 'linkedin', pattern: '*.linkedin.com/jobs/view/:/', missing: 'title' as const };

/** The tab as the browser would have it: the injected reader's answer and the content script's. */
function tab({ data, content }: { data?: unknown; content?: unknown }) {
  vi.spyOn(browser.scripting, 'executeScript').mockImplementation((async () => {
    if (data === undefined) throw new Error('Cannot access contents of the page');
    return [{ frameId: 0, documentId: 'd', result: data }];
  }) as never);
  vi.spyOn(browser.tabs, 'sendMessage').mockImplementation((async () => {
    if (content === undefined) throw new Error('Receiving end does not exist.');
    return content;
  }) as never);
}

function setup() {
  const db = freshDb();
  const meta = new MetaDb(isolated());
  const badges: [number, boolean][] = [];
  const star = createStarCommands({
    db: async () => db,
    requestSync: async () => undefined,
    serviceOrigin: async () => 'http://127.0.0.1:8787',
    starChanged: async () => undefined,
  });
  const pages = createSavePageCommands({
    star,
    pages: tabPages,
    recordMiss: (miss) => recordMiss(meta, miss),
    routePatterns: adapterById,
    showStarred: async (tabId, starred) => {
      badges.push([tabId, starred]);
    },
  });
  const noJob = { askToggle: async () => false, jobInTab: async () => null, jobAtLink: async () => null };
  const current = createCurrentJobCommands(star, noJob, pages);
  return { db, meta, star, pages, current, badges };
}

describe('save this page', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it('the popup learns what the page would be saved as, read in the tab and re-validated', async () => {
    const { pages } = setup();
    tab({ data: { href: PAGE_URL, title: '  Our   team | Example ' }, content: { ref: null, miss: null } });
    expect(await pages.pageOf(4)).toEqual({
      ref: {
        jobId: 'web:example.com:/about/team',
        title: 'Our team | Example',
        url: 'https://www.example.com/about/team?utm_source=feed',
        site: 'web',
        kind: 'page',
      },
      starred: false,
      miss: null,
    });
  });

  it('the menu saves the page as a page (kept with its kind, queued for sync) when the tab has no job', async () => {
    const { db, current, badges } = setup();
    tab({ data: { href: PAGE_URL, ogTitle: 'Meet the team' } });
    expect(await current.starCurrent(4)).toBe(true);
    const row = await db.saved.get('web:example.com:/about/team');
    expect(row).toMatchObject({ starred: 1, page: { title: 'Meet the team', kind: 'page', site: 'web' } });
    expect(await db.outbox.count()).toBe(1);
    expect(badges).toEqual([[4, true]]);
    // The menu never unsaves.
    expect(await current.starCurrent(4)).toBe(true);
    expect((await db.saved.get('web:example.com:/about/team'))?.starred).toBe(1);
  });

  it('the shortcut toggles the page, and its badge follows', async () => {
    const { star, current, badges } = setup();
    tab({ data: { href: PAGE_URL } });
    expect(await current.toggleCurrent(4)).toBe(true);
    expect(await star.isStarred('web:example.com:/about/team')).toBe(true);
    expect(await current.toggleCurrent(4)).toBe(true);
    expect(await star.isStarred('web:example.com:/about/team')).toBe(false);
    expect(badges).toEqual([
      [4, true],
      [4, false],
    ]);
  });

  it('saves nothing where no page can be read (no activeTab, a browser page) or the reader sent nonsense', async () => {
    const { db, current } = setup();
    tab({});
    expect(await current.toggleCurrent(4)).toBe(false);
    tab({ data: { href: 'chrome://settings/' } });
    expect(await current.starCurrent(4)).toBe(false);
    tab({ data: { href: PAGE_URL, title: 42 } });
    expect(await current.starCurrent(4)).toBe(false);
    expect(await db.saved.count()).toBe(0);
  });

  it('carries the adapter’s miss from the content script’s answer and records it privately', async () => {
    const { pages, meta } = setup();
    tab({
      data: { href: 'https://www.linkedin.com/jobs/view/4012345678/', title: 'LinkedIn' },
      content: { ref: null, miss: MISS },
    });
    expect((await pages.pageOf(4)).miss).toEqual(MISS);
    await pages.pageOf(4);
    expect(await readDiagnostics(meta)).toEqual([expect.objectContaining({ ...MISS, count: 2 })]);
  });

  it('never trusts the content script’s shape: a title slug, search words and an unknown adapter are not kept', async () => {
    const { pages, meta } = setup();
    const slug = { ...MISS, pattern: 'www.linkedin.com/jobs/view/senior-analyst-at-acme-robotics-4012345678/' };
    tab({ data: { href: PAGE_URL }, content: { ref: null, miss: slug } });
    expect((await pages.pageOf(4)).miss?.pattern).toBe('*.linkedin.com/jobs/view/:/');
    const words = { ...MISS, missing: 'jobs' as const, pattern: 'il.linkedin.com/jobs/pregnancy-friendly-nurse-jobs' };
    tab({ data: { href: PAGE_URL }, content: { ref: null, miss: words } });
    expect((await pages.pageOf(4)).miss?.pattern).toBe('*.linkedin.com/jobs/:');
    tab({ data: { href: PAGE_URL }, content: { ref: null, miss: { ...MISS, adapter: 'made-up' } } });
    expect((await pages.pageOf(4)).miss).toBeNull();
    const kept = (await readDiagnostics(meta)).map((entry) => entry.pattern);
    expect(kept.sort()).toEqual(['*.linkedin.com/jobs/:', '*.linkedin.com/jobs/view/:/']);
    expect(kept.join(' ')).not.toMatch(/analyst|acme|nurse|pregnancy|\d/);
  });

  it('a malformed miss costs the content script’s answer nothing but the miss', async () => {
    const { pages, meta } = setup();
    tab({ data: { href: PAGE_URL }, content: { ref: null, miss: { adapter: '', pattern: 7 } } });
    expect((await pages.pageOf(4)).miss).toBeNull();
    expect(await readDiagnostics(meta)).toEqual([]);
  });
});
