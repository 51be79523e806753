import { describe, expect, it } from 'vitest';
import { ResultCache, sizeOf } from './result-cache';

describe('ResultCache', () => {
  it('keeps at most `entries` values, dropping the oldest first', () => {
    const cache = new ResultCache({ entries: 3, bytes: 1_000_000 });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, 1);
    expect(cache.size).toBe(3);
    expect(cache.has('a')).toBe(false);
    expect(cache.get('d')).toBe(1);
  });

  it('keeps at most `bytes`, counting keys and values, and refuses a value larger than the whole budget', () => {
    const cache = new ResultCache({ entries: 1_000, bytes: 10_000 });
    for (let i = 0; i < 100; i++) cache.set(`key-${i}`, new Uint32Array(500)); // ~2 KB each
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBe(4);
    expect(cache.has('key-99')).toBe(true);
    cache.set('huge', new Uint8Array(20_000));
    expect(cache.has('huge')).toBe(false);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });

  it('replaces a key without counting it twice, computes once through `through`, and clears', () => {
    const cache = new ResultCache({ entries: 10, bytes: 10_000 });
    cache.set('k', 1);
    cache.set('k', 2);
    expect(cache.bytes).toBe(2 + 8);
    let calls = 0;
    const compute = () => ++calls;
    expect(cache.through('x', compute)).toBe(1);
    expect(cache.through('x', compute)).toBe(1);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('sizes typed arrays by their bytes, numbers at 8, ranked lists by their rows, anything else by its JSON', () => {
    expect(sizeOf(new Float64Array(10))).toBe(80);
    expect(sizeOf(7)).toBe(8);
    expect(sizeOf({ department: [{ value: 'Engineering', count: 1 }] })).toBe(
      JSON.stringify({ department: [{ value: 'Engineering', count: 1 }] }).length * 2,
    );
  });
});
