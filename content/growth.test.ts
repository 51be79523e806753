// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noGrowth, noteGrowth } from './growth';

/** The records of `change`, as the page's MutationObserver hands them over. */
function recordsOf(change: () => void): MutationRecord[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  change();
  const records = observer.takeRecords();
  observer.disconnect();
  return records;
}

function card(id: number): HTMLLIElement {
  const item = document.createElement('li');
  item.setAttribute('data-id', String(id));
  item.textContent = `Job ${id}`;
  return item;
}

describe('a frame of DOM changes, sorted', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('a list growing by 100 cards is walked up from once, not once per card', () => {
    const list = document.body.appendChild(document.createElement('ul'));
    const known = list.appendChild(card(0));
    const records = recordsOf(() => {
      for (let id = 1; id <= 100; id++) list.append(card(id));
    });
    expect(records).toHaveLength(100);
    const isCard = vi.fn((element: Element) => element === known);
    const growth = noGrowth();
    expect(noteGrowth(growth, records, isCard)).toBe(true);
    expect(growth.added.size).toBe(100);
    expect(growth.whole).toBe(false);
    // The list, <body>, <html>: one walk up from the list element the records share.
    expect(isCard).toHaveBeenCalledTimes(3);
  });

  it('records on different targets are each pinned to their own card', () => {
    const list = document.body.appendChild(document.createElement('ul'));
    const first = list.appendChild(card(1));
    const second = list.appendChild(card(2));
    const records = recordsOf(() => {
      first.append(document.createElement('span'));
      second.append(document.createElement('span'));
      first.append(document.createElement('b'));
      list.append(card(3));
    });
    const growth = noGrowth();
    noteGrowth(growth, records, (element) => element === first || element === second);
    expect([...growth.changed]).toEqual([first, second]);
    expect([...growth.added].map((element) => element.getAttribute('data-id'))).toEqual(['3']);
  });
});
