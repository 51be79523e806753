// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadFixture } from './fixtures/load';
import { adapter as linkedin } from './linkedin/linkedin';

const LIST = 'https://www.linkedin.com/jobs/search/?currentJobId=4000000002';
const GUEST = 'https://il.linkedin.com/jobs/search?keywords=Data%20Engineer&currentJobId=4020000002';

describe('LinkedIn cards read from the parts of a list that changed (findIn)', () => {
  it.each([
    ['linkedin-list.html', LIST, '[data-occludable-job-id]'],
    ['linkedin-guest-list.html', GUEST, '[data-entity-urn*="jobPosting:"]'],
  ])('%s: a card, or anything inside it, reads as the whole page reads it', (fixture, href, cardSelector) => {
    const url = new URL(href);
    const whole = linkedin.find(loadFixture(fixture), url).filter((job) => job.card);
    const document = loadFixture(fixture);
    const cards = [...document.querySelectorAll(cardSelector)];
    const insides = cards.map((card) => card.querySelector('a, span, div') ?? card);
    const part = linkedin.findIn?.(document, url, [...cards, ...insides]);
    expect(part?.map((job) => job.ref)).toEqual(whole.map((job) => job.ref));
    expect(part?.every((job) => job.card && cards.includes(job.card))).toBe(true);
  });

  it('the nested card of a list item is read as its list item, once', () => {
    const document = loadFixture('linkedin-list.html');
    const inner = document.querySelector('.job-card-container[data-job-id="4000000001"]')!;
    const part = linkedin.findIn?.(document, new URL(LIST), [inner, inner.firstElementChild ?? inner]);
    expect(part?.map((job) => job.ref.jobId)).toEqual(['linkedin:4000000001']);
    expect(part?.[0]?.card?.tagName).toBe('LI');
  });

  it('roots of several cards and depths, in any order, each read as its outermost card, once', () => {
    const document = loadFixture('linkedin-list.html');
    const items = [...document.querySelectorAll('[data-occludable-job-id]')];
    const [first, second] = items;
    const inner = (item: Element | undefined) => item?.querySelector('.job-card-container') ?? item!;
    const part = linkedin.findIn?.(document, new URL(LIST), [inner(second), first!, inner(first), second!]);
    expect(part?.map((job) => job.card)).toEqual([second, first]);
  });

  it('anything outside the cards (the open job, the newer layout’s cards) asks for the whole page', () => {
    const list = loadFixture('linkedin-list.html');
    const card = list.querySelector('[data-occludable-job-id]')!;
    expect(linkedin.findIn?.(list, new URL(LIST), [card, list.body])).toBeNull();
    const newer = loadFixture('linkedin-search-results.html');
    const item = newer.querySelector('li')!;
    expect(linkedin.findIn?.(newer, new URL('https://www.linkedin.com/jobs/search-results/'), [item])).toBeNull();
    expect(linkedin.findIn?.(list, new URL('https://www.linkedin.com/jobs/view/4000000001/'), [card])).toBeNull();
  });

  it.each([
    ['linkedin-list.html', LIST],
    ['linkedin-guest-list.html', GUEST],
    ['linkedin-search-results.html', 'https://www.linkedin.com/jobs/search-results/?currentJobId=4100000002'],
  ])('%s: a card is found by its id and title; the rest of it is read when first asked, once', (fixture, href) => {
    const cards = linkedin.find(loadFixture(fixture), new URL(href)).filter((job) => job.card);
    expect(cards.length).toBeGreaterThan(0);
    for (const job of cards) {
      expect(Object.keys(job.ref).sort()).toEqual(['jobId', 'site', 'url']);
      const whole = job.whole?.();
      expect(whole).toMatchObject(job.ref);
      expect(whole?.title).toBeTruthy();
      expect(whole?.company).toBeTruthy();
      expect(job.whole?.()).toBe(whole);
    }
  });
});

describe('LinkedIn cards far from the viewport', () => {
  it.each([
    ['linkedin-list.html', LIST],
    ['linkedin-guest-list.html', GUEST],
    ['linkedin-search-results.html', 'https://www.linkedin.com/jobs/search-results/?currentJobId=4100000002'],
  ])(
    '%s: are asked about, outer card once each, and passed over unread; the open job is still read',
    (fixture, href) => {
      const url = new URL(href);
      const document = loadFixture(fixture);
      const cards = linkedin.find(document, url).flatMap((job) => (job.card ? [job.card] : []));
      const asked: Element[] = [];
      const found = linkedin.find(document, url, (card) => {
        asked.push(card);
        return card === cards[0];
      });
      // Every card, an empty (occluded) one too: it is watched, and read once near.
      expect(asked).toEqual(expect.arrayContaining(cards));
      expect(new Set(asked).size).toBe(asked.length);
      expect(found.map((job) => job.card)).toEqual([undefined, cards[0]]);
      expect(linkedin.findIn?.(document, url, cards, () => false) ?? []).toEqual([]);
    },
  );
});
