// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentT } from '../i18n/content';
import type { FoundJob, Near, SiteAdapter } from '../sites/adapter';
import { createNearby } from './nearby';
import { createStarPage } from './page-manager';
import { createStarHosts } from './star-host';
import { fakeWindow } from './testing/fake-intersection';
import type { VisibilityWatch } from './visibility-watch';

/**
 * A list page whose cards (`li[data-id]`) are read only when near, as LinkedIn's are, and counted as read;
 * `main[data-id]` is the page's own job.
 */
function lazyAdapter() {
  const read = vi.fn(
    (card: Element): FoundJob => ({
      ref: { jobId: `t:${card.getAttribute('data-id')}`, site: 'test' },
      card,
      anchor: card,
      place: 'inside',
    }),
  );
  const cardsOf = (cards: Iterable<Element>, near?: Near) => [...cards].filter((card) => !near || near(card)).map(read);
  const adapter: SiteAdapter = {
    id: 'test',
    matches: ['https://jobs.test/*'],
    claims: (url) => url.hostname === 'jobs.test',
    find(document, _url, near) {
      const main = document.querySelector('main[data-id]');
      const own = main ? [{ ref: { jobId: `t:${main.getAttribute('data-id')}`, site: 'test' }, anchor: main }] : [];
      return [...own, ...cardsOf(document.querySelectorAll('li[data-id]'), near)];
    },
    findIn(_document, _url, roots, near) {
      const cards = roots.map((root) => root.closest('li[data-id]'));
      return cards.every((card) => card !== null) ? cardsOf(new Set(cards as Element[]), near) : null;
    },
  };
  return { adapter, read };
}

function setup(adapter: SiteAdapter, view: (Window & typeof globalThis) | null) {
  const frames: (() => void)[] = [];
  const starStates = vi.fn(async (jobIds: string[]) => Object.fromEntries(jobIds.map((id) => [id, false])));
  const watch: VisibilityWatch = { tracksVisibility: true, observe: vi.fn(), unobserve: vi.fn(), sight: () => 'clear' };
  const hosts = createStarHosts({ document, t: contentT('en'), lang: 'en', dir: 'ltr', setStar: vi.fn(), watch });
  const page = createStarPage({
    document,
    location: () => 'https://jobs.test/search',
    adapterFor: (url) => (adapter.claims(url) ? adapter : undefined),
    hosts,
    starStates,
    reportPageJob: vi.fn(async () => null),
    requestFrame: (callback) => frames.push(callback),
    nearby: (change) => createNearby(change, view),
  });
  const runFrames = async () => {
    await new Promise((done) => setTimeout(done, 0));
    for (const frame of frames.splice(0)) frame();
  };
  return { page, starStates, watch, runFrames };
}

function list(count: number, from = 1, into?: Element): Element[] {
  const ul = into ?? document.body.appendChild(document.createElement('ul'));
  const cards = [];
  for (let index = from; index < from + count; index++) {
    const card = document.createElement('li');
    card.setAttribute('data-id', String(index));
    cards.push(ul.appendChild(card));
  }
  return cards;
}

const hostIn = (card: Element) => card.querySelector('jobstar-star');

describe('list cards near the viewport', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('a far card is found only: not read, given no button or reported; the page’s own job is placed at once', () => {
    const { adapter, read } = lazyAdapter();
    const { view, observed } = fakeWindow();
    const main = document.body.appendChild(document.createElement('main'));
    main.setAttribute('data-id', '7');
    const cards = list(500);
    const { page, starStates } = setup(adapter, view);
    page.scan();
    expect(read).not.toHaveBeenCalled();
    expect(observed.size).toBe(500);
    expect(document.querySelectorAll('jobstar-star')).toHaveLength(1);
    expect(main.nextElementSibling?.localName).toBe('jobstar-star');
    expect(starStates.mock.calls).toEqual([[['t:7']]]);
    expect(cards.some(hostIn)).toBe(false);
    page.destroy();
  });

  it('cards coming near are read, placed and reported in one frame; far again and back, not read twice', async () => {
    const { adapter, read } = lazyAdapter();
    const { view, report } = fakeWindow();
    const cards = list(100);
    const { page, starStates, watch, runFrames } = setup(adapter, view);
    page.scan();
    page.observe();
    // A list whose cards are all far is no miss.
    expect(page.miss()).toBeNull();
    report(...cards.slice(0, 20).map((card): [Element, boolean] => [card, true]));
    await runFrames();
    expect(read).toHaveBeenCalledTimes(20);
    expect(cards.filter(hostIn)).toEqual(cards.slice(0, 20));
    expect(starStates).toHaveBeenCalledTimes(1);
    expect(starStates.mock.calls[0]?.[0]).toHaveLength(20);
    const host = hostIn(cards[0]!)!;
    report([cards[0]!, false]);
    expect(watch.unobserve).toHaveBeenCalledWith(host);
    report([cards[0]!, true]);
    await runFrames();
    expect(watch.observe).toHaveBeenLastCalledWith(host);
    expect(hostIn(cards[0]!)).toBe(host);
    expect(read).toHaveBeenCalledTimes(20);
    expect(starStates).toHaveBeenCalledTimes(1);
    page.destroy();
  });

  it('appended cards far below are watched, not read; a whole re-read keeps the near cards’ buttons', async () => {
    const { adapter, read } = lazyAdapter();
    const { view, report, observed } = fakeWindow();
    const cards = list(10);
    const { page, starStates, runFrames } = setup(adapter, view);
    page.scan();
    page.observe();
    report(...cards.map((card): [Element, boolean] => [card, true]));
    await runFrames();
    read.mockClear();
    list(100, 11, cards[0]!.parentElement!);
    await runFrames();
    expect(read).not.toHaveBeenCalled();
    expect(observed.size).toBe(110);
    expect(document.querySelectorAll('jobstar-star')).toHaveLength(10);
    page.scan();
    expect(document.querySelectorAll('jobstar-star')).toHaveLength(10);
    expect(starStates).toHaveBeenCalledTimes(1);
    cards[0]!.parentElement!.remove();
    page.scan();
    expect(observed.size).toBe(0);
    page.destroy();
  });

  it('every card counts as near where there is no IntersectionObserver', () => {
    const { adapter, read } = lazyAdapter();
    list(30);
    const { page, starStates } = setup(adapter, null);
    page.scan();
    expect(read).toHaveBeenCalledTimes(30);
    expect(document.querySelectorAll('jobstar-star')).toHaveLength(30);
    expect(starStates.mock.calls[0]?.[0]).toHaveLength(30);
    page.destroy();
  });
});
