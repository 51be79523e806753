// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createNearby, NEAR_MARGIN } from './nearby';
import { fakeWindow } from './testing/fake-intersection';

describe('nearby', () => {
  it('one observer for the page, with the generous margin on the viewport and on scrolling panes', () => {
    const { view, observers, observed } = fakeWindow();
    const nearby = createNearby(() => undefined, view);
    nearby.near(document.createElement('a'));
    nearby.near(document.createElement('b'));
    expect(observers).toHaveLength(1);
    expect(observed.size).toBe(2);
    expect(observers[0]?.init).toMatchObject({ rootMargin: NEAR_MARGIN, scrollMargin: NEAR_MARGIN });
  });

  it('a card is far until the observer tells, then stays read: going far again is told, not forgotten', () => {
    const { view, report } = fakeWindow();
    const change = vi.fn();
    const nearby = createNearby(change, view);
    const card = document.createElement('li');
    expect(nearby.near(card)).toBe(false);
    expect(nearby.has(card)).toBe(true);
    report([card, false]);
    expect(change).not.toHaveBeenCalled();
    report([card, true]);
    expect(nearby.near(card)).toBe(true);
    report([card, false]);
    report([card, false]);
    expect(nearby.near(card)).toBe(true);
    expect(change.mock.calls).toEqual([
      [card, true],
      [card, false],
    ]);
  });

  it('keeps the page’s own job and the near cards’ jobs, and watches the far ones from then on', () => {
    const { view, report } = fakeWindow();
    const nearby = createNearby(() => undefined, view);
    const [near, far] = [document.createElement('li'), document.createElement('li')];
    nearby.near(near);
    report([near, true]);
    const own = { ref: { jobId: 'a:1', site: 'a' } };
    const jobs = [
      own,
      { ref: { jobId: 'a:2', site: 'a' }, card: near },
      { ref: { jobId: 'a:3', site: 'a' }, card: far },
    ];
    expect(nearby.only(jobs).map((job) => job.ref.jobId)).toEqual(['a:1', 'a:2']);
    expect(nearby.has(far)).toBe(true);
  });

  it('stops watching the cards taken out of the page, and every card when stopped', () => {
    const { view, observed } = fakeWindow();
    const nearby = createNearby(() => undefined, view);
    const [kept, gone] = [document.createElement('li'), document.createElement('li')];
    document.body.append(kept);
    nearby.near(kept);
    nearby.near(gone);
    nearby.prune();
    expect([...observed]).toEqual([kept]);
    expect(nearby.watching()).toBe(true);
    nearby.stop();
    expect(nearby.watching()).toBe(false);
    kept.remove();
  });

  it('counts every card as near where there is no IntersectionObserver', () => {
    const nearby = createNearby(() => undefined, null);
    expect(nearby.near(document.createElement('li'))).toBe(true);
  });
});
