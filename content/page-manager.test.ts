// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentT } from '../i18n/content';
import type { SiteAdapter } from '../sites/adapter';
import { createStarPage, RETRY_MS, readPage } from './page-manager';
import { createStarHosts } from './star-host';

/** A list page: each `li[data-id]` is a card; `main[data-id]` is the page's own job. */
const listAdapter: SiteAdapter = {
  id: 'test',
  matches: ['https://jobs.test/*'],
  claims: (url) => url.hostname === 'jobs.test',
  find(document) {
    const main = document.querySelector('main[data-id]');
    const own = main ? [{ ref: { jobId: `t:${main.getAttribute('data-id')}`, site: 'test' }, anchor: main }] : [];
    const cards = [...document.querySelectorAll('li[data-id]')].map((card) => ({
      ref: { jobId: `t:${card.getAttribute('data-id')}`, site: 'test' },
      card,
      anchor: card,
      place: 'inside' as const,
    }));
    return [...own, ...cards];
  },
};

function addCards(list: Element, from: number, count: number) {
  for (let index = from; index < from + count; index++) {
    const card = document.createElement('li');
    card.setAttribute('data-id', String(index));
    list.append(card);
  }
}

function setup(url = 'https://jobs.test/search') {
  let href = url;
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const starStates = vi.fn(async (jobIds: string[]) => Object.fromEntries(jobIds.map((id) => [id, id === 't:2'])));
  const reportPageJob = vi.fn(async () => null);
  const setStar = vi.fn(async (_ref: unknown, starred: boolean) => ({ starred }));
  const hosts = createStarHosts({ document, t: contentT('en'), lang: 'en', dir: 'ltr', setStar });
  const page = createStarPage({
    document,
    location: () => href,
    adapterFor: (at) => (listAdapter.claims(at) ? listAdapter : undefined),
    hosts,
    starStates,
    reportPageJob,
    requestFrame: (callback) => frames.push(callback),
    later: (run, ms) => timers.push({ run, ms }),
  });
  return {
    page,
    starStates,
    reportPageJob,
    setStar,
    navigate(to: string) {
      href = to;
    },
    runFrames() {
      for (const frame of frames.splice(0)) frame();
    },
    timers,
  };
}

const buttons = () => document.querySelectorAll('jobstar-star').length;

describe('star page manager', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('one button per job, one batched state query, and never a second button on a re-scan', async () => {
    const list = document.createElement('ul');
    document.body.append(list);
    addCards(list, 1, 500);
    const { page, starStates } = setup();
    page.scan();
    page.scan();
    expect(buttons()).toBe(500);
    expect(starStates).toHaveBeenCalledTimes(1);
    expect(starStates.mock.calls[0]?.[0]).toHaveLength(500);
  });

  it('appended cards get theirs in one frame and one more query', async () => {
    const list = document.createElement('ul');
    document.body.append(list);
    addCards(list, 1, 10);
    const { page, starStates, runFrames } = setup();
    page.scan();
    page.observe();
    addCards(list, 11, 100);
    await new Promise((done) => setTimeout(done, 0));
    runFrames();
    expect(buttons()).toBe(110);
    expect(starStates).toHaveBeenCalledTimes(2);
    expect(starStates.mock.calls[1]?.[0]).toHaveLength(100);
    page.destroy();
  });

  it('a failed page.found (the worker restarting) is reported again: once after a delay, then on the next scan', async () => {
    const list = document.createElement('ul');
    document.body.append(list);
    addCards(list, 1, 3);
    const { page, starStates, timers } = setup();
    starStates.mockRejectedValueOnce(new Error('Receiving end does not exist.'));
    starStates.mockRejectedValueOnce(new Error('Receiving end does not exist.'));
    page.scan();
    await new Promise((done) => setTimeout(done, 0));
    expect(timers.map((timer) => timer.ms)).toEqual([RETRY_MS]);
    timers.shift()?.run();
    await new Promise((done) => setTimeout(done, 0));
    expect(starStates).toHaveBeenCalledTimes(2);
    expect(starStates.mock.calls[1]?.[0]).toEqual(['t:1', 't:2', 't:3']);
    expect(timers).toEqual([]);
    page.scan();
    await new Promise((done) => setTimeout(done, 0));
    expect(starStates).toHaveBeenCalledTimes(3);
    expect(starStates.mock.calls[2]?.[0]).toEqual(['t:1', 't:2', 't:3']);
    page.scan();
    expect(starStates).toHaveBeenCalledTimes(3);
  });

  it('reports the page’s own job, answers page.current, and toggles it for the shortcut', async () => {
    const main = document.createElement('main');
    main.setAttribute('data-id', '7');
    document.body.append(main);
    const { page, reportPageJob, setStar } = setup();
    page.scan();
    expect(reportPageJob).toHaveBeenCalledWith({ jobId: 't:7', site: 'test' });
    expect(page.onTabMessage({ type: 'page.current' })).toEqual({ ref: { jobId: 't:7', site: 'test' }, miss: null });
    expect(page.onTabMessage({ type: 'star.toggleCurrent' })).toEqual({ handled: true });
    expect(setStar).toHaveBeenCalledWith({ jobId: 't:7', site: 'test' }, true);
  });

  it('with no job on the page it reports none and lets the background handle the shortcut', () => {
    const { page, reportPageJob } = setup('https://elsewhere.test/');
    page.scan();
    expect(buttons()).toBe(0);
    expect(reportPageJob).toHaveBeenCalledWith(null);
    expect(page.onTabMessage({ type: 'star.toggleCurrent' })).toEqual({ handled: false });
  });

  it('SPA navigation away removes the page’s buttons; destroy removes everything', () => {
    const main = document.createElement('main');
    main.setAttribute('data-id', '7');
    document.body.append(main);
    const { page, navigate, reportPageJob } = setup();
    page.scan();
    expect(buttons()).toBe(1);
    navigate('https://elsewhere.test/');
    page.scan();
    expect(buttons()).toBe(0);
    expect(reportPageJob).toHaveBeenLastCalledWith(null);
    navigate('https://jobs.test/again');
    page.scan();
    expect(buttons()).toBe(1);
    page.destroy();
    expect(buttons()).toBe(0);
  });
});

describe('a list growing: only the cards it touched are read', () => {
  /** The list adapter, reading cards under given roots too, and counting every card it reads. */
  function countingAdapter() {
    const read = vi.fn((card: Element) => {
      const id = card.getAttribute('data-id');
      return id ? [{ ref: { jobId: `t:${id}`, site: 'test' }, card, anchor: card, place: 'inside' as const }] : [];
    });
    const find = vi.fn((document: Document) => [...document.querySelectorAll('li[data-id]')].flatMap(read));
    const findIn = vi.fn((_document: Document, _url: URL, roots: readonly Element[]) => {
      const cards = roots.map((root) => root.closest('li'));
      return cards.every((card) => card !== null) ? [...new Set(cards)].flatMap((card) => read(card!)) : null;
    });
    return { adapter: { ...listAdapter, find, findIn } satisfies SiteAdapter, read, find, findIn };
  }

  function setupGrowing() {
    const counting = countingAdapter();
    let href = 'https://jobs.test/search';
    const frames: (() => void)[] = [];
    const starStates = vi.fn(async (jobIds: string[]) => Object.fromEntries(jobIds.map((id) => [id, false])));
    const hosts = createStarHosts({ document, t: contentT('en'), lang: 'en', dir: 'ltr', setStar: vi.fn() });
    const adapterFor = vi.fn((at: URL) => (listAdapter.claims(at) ? counting.adapter : undefined));
    const page = createStarPage({
      document,
      location: () => href,
      adapterFor,
      hosts,
      starStates,
      reportPageJob: vi.fn(async () => null),
      requestFrame: (callback) => frames.push(callback),
    });
    const list = document.createElement('ul');
    document.body.append(list);
    addCards(list, 1, 50);
    page.scan();
    page.observe();
    counting.read.mockClear();
    counting.find.mockClear();
    /** Lets the MutationObserver deliver, then runs the frame it asked for. */
    const settle = async () => {
      await new Promise((done) => setTimeout(done, 0));
      for (const frame of frames.splice(0)) frame();
    };
    return { ...counting, page, list, starStates, adapterFor, settle, navigate: (to: string) => (href = to) };
  }

  const hostIn = (card: Element | undefined) => card?.querySelector('jobstar-star');

  afterEach(() => {
    document.body.replaceChildren();
  });

  it('appending cards reads the new ones alone, never the page again', async () => {
    const { page, list, read, find, starStates, settle } = setupGrowing();
    addCards(list, 51, 100);
    await settle();
    expect(find).not.toHaveBeenCalled();
    expect(read).toHaveBeenCalledTimes(100);
    expect(buttons()).toBe(150);
    expect(starStates).toHaveBeenLastCalledWith(Array.from({ length: 100 }, (_, index) => `t:${51 + index}`));
    page.destroy();
  });

  it('our own buttons go in out of the growth observer’s sight: it is handed the page’s changes alone', async () => {
    const handed: MutationRecord[] = [];
    const Native = globalThis.MutationObserver;
    vi.stubGlobal(
      'MutationObserver',
      class extends Native {
        constructor(callback: MutationCallback) {
          super((records, observer) => {
            handed.push(...records);
            callback(records, observer);
          });
        }
      },
    );
    try {
      const { page, list, settle } = setupGrowing();
      addCards(list, 51, 100);
      await settle();
      await settle();
      expect(buttons()).toBe(150);
      expect(handed.length).toBeGreaterThan(0);
      expect(
        handed.flatMap((record) => [...record.addedNodes]).filter((node) => node.nodeName === 'JOBSTAR-STAR'),
      ).toEqual([]);
      page.destroy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a card recycled for another job is read again and its button shows that job', async () => {
    const { page, list, read, find, starStates, settle } = setupGrowing();
    const card = list.children[9]!;
    const before = hostIn(card);
    card.setAttribute('data-id', '900');
    card.append(document.createElement('span'));
    await settle();
    expect(find).not.toHaveBeenCalled();
    expect(read).toHaveBeenCalledTimes(1);
    expect(hostIn(card)).not.toBe(before);
    expect(before?.isConnected).toBe(false);
    expect(card.querySelectorAll('jobstar-star')).toHaveLength(1);
    expect(starStates).toHaveBeenLastCalledWith(['t:900']);
    expect(buttons()).toBe(50);
    page.destroy();
  });

  it('a card emptied loses its button; a card the page wiped (our button with it) gets a new one', async () => {
    const { page, list, settle } = setupGrowing();
    const emptied = list.children[3]!;
    emptied.removeAttribute('data-id');
    emptied.append(document.createElement('span'));
    const wiped = list.children[4]!;
    wiped.replaceChildren(document.createElement('span'));
    await settle();
    expect(hostIn(emptied)).toBeNull();
    expect(hostIn(wiped)).not.toBeNull();
    expect(buttons()).toBe(49);
    page.destroy();
  });

  it('a card taken out loses its button without reading the page; one moved keeps its own', async () => {
    const { page, list, read, find, settle } = setupGrowing();
    const moved = list.children[0]!;
    const host = hostIn(moved);
    list.children[1]!.remove();
    list.append(moved);
    await settle();
    expect(find).not.toHaveBeenCalled();
    expect(read).toHaveBeenCalledTimes(1);
    expect(buttons()).toBe(49);
    expect(hostIn(moved)).toBe(host);
    expect(page.count()).toBe(49);
    page.destroy();
  });

  it('a page no adapter claims is not read as it grows, until its address changes', async () => {
    const { page, list, find, adapterFor, settle, navigate } = setupGrowing();
    navigate('https://elsewhere.test/feed');
    page.scan();
    adapterFor.mockClear();
    addCards(list, 51, 5);
    await settle();
    expect(adapterFor).not.toHaveBeenCalled();
    navigate('https://jobs.test/search');
    addCards(list, 56, 5);
    await settle();
    expect(find).toHaveBeenCalledTimes(1);
    expect(buttons()).toBe(60);
    page.destroy();
  });

  it('a change outside the cards, or at a new address (SPA navigation), reads the whole page', async () => {
    const { page, list, find, settle, navigate } = setupGrowing();
    document.body.append(document.createElement('main'));
    await settle();
    expect(find).toHaveBeenCalledTimes(1);
    navigate('https://jobs.test/search?page=2');
    addCards(list, 51, 1);
    await settle();
    expect(find).toHaveBeenCalledTimes(2);
    expect(buttons()).toBe(51);
    page.destroy();
  });
});

describe('a page the adapter claims but finds no job on', () => {
  const viewAdapter: SiteAdapter = {
    ...listAdapter,
    refFromUrl: (url) => (/^\/view\/\d+$/.test(url.pathname) ? { jobId: 't:x', site: 'test' } : null),
  };
  const adapterFor = (url: URL) => (viewAdapter.claims(url) ? viewAdapter : undefined);

  afterEach(() => {
    document.body.replaceChildren();
  });

  it('says which adapter, the address without its query, and that the job’s details were missing', () => {
    // Host and path only: the background keeps just their shape (background/commands/save-page.ts) before storing.
    expect(readPage(document, 'https://jobs.test/view/4012345678?utm=1#top', adapterFor).miss).toEqual({
      adapter: 'test',
      pattern: 'jobs.test/view/4012345678',
      missing: 'title',
    });
  });
  it('on a list page, that no card was found; on a page it does not claim, nothing', () => {
    expect(readPage(document, 'https://jobs.test/search', adapterFor).miss?.missing).toBe('jobs');
    expect(readPage(document, 'https://elsewhere.test/view/1', adapterFor)).toEqual({ jobs: [], miss: null });
  });
  it('an adapter that throws costs the page its buttons and is reported as an error', () => {
    const broken: SiteAdapter = {
      ...listAdapter,
      find: () => {
        throw new Error('layout changed');
      },
    };
    expect(readPage(document, 'https://jobs.test/search', () => broken).miss?.missing).toBe('error');
  });
  it('no miss once the page shows its job', () => {
    const main = document.createElement('main');
    main.setAttribute('data-id', '7');
    document.body.append(main);
    expect(readPage(document, 'https://jobs.test/view/7', adapterFor)).toMatchObject({ miss: null });
  });
});
