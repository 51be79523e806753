import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay, seededRandom } from './backoff';

describe('backoffDelay', () => {
  it('stays within [Retry-After, cap] for every attempt and seed', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const random = seededRandom(seed);
      for (let attempt = 1; attempt <= 40; attempt++) {
        const retryAfter = attempt % 3 === 0 ? attempt * 7_000 : undefined;
        const delay = backoffDelay(attempt, retryAfter, { random });
        expect(delay).toBeGreaterThanOrEqual(Math.min(retryAfter ?? 0, BACKOFF_CAP_MS));
        expect(delay).toBeLessThanOrEqual(BACKOFF_CAP_MS);
      }
    }
  });

  it('grows its ceiling exponentially: full jitter under base·2^attempt', () => {
    const random = seededRandom(7);
    for (let attempt = 1; attempt <= 8; attempt++) {
      for (let i = 0; i < 100; i++)
        expect(backoffDelay(attempt, undefined, { random })).toBeLessThan(2_000 * 2 ** attempt);
    }
    expect(backoffDelay(3, undefined, { random: () => 0.999999 })).toBe(15_999);
    expect(backoffDelay(3, undefined, { random: () => 0 })).toBe(0);
  });

  it('never waits longer than the cap, even for a huge Retry-After', () => {
    expect(backoffDelay(1, 3_600_000, { random: () => 0.5 })).toBe(BACKOFF_CAP_MS);
  });

  it('is reproducible with a seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const delays = (random: () => number) =>
      Array.from({ length: 10 }, (_, i) => backoffDelay(i + 1, undefined, { random }));
    expect(delays(a)).toEqual(delays(b));
  });
});
