import { describe, expect, it } from 'vitest';
import { compareHlc, Hlc, hlcTime, nextHlc } from './hlc';

describe('nextHlc', () => {
  it('takes the wall time when it is ahead of every stamp seen', () => {
    expect(nextHlc(undefined, 1_764_000_000_000, 'a')).toBe('001764000000000:0000:a');
  });

  it('stays after a stamp from a device whose clock runs ahead', () => {
    const seen = nextHlc(undefined, 1_764_000_500_000, 'b');
    const next = nextHlc(seen, 1_764_000_000_000, 'a');
    expect(compareHlc(next, seen)).toBeGreaterThan(0);
    expect(hlcTime(next)).toBe(1_764_000_500_000);
  });

  it('moves the wall part on rather than overflow the counter', () => {
    expect(nextHlc('001764000000000:9999:a', 1_764_000_000_000, 'a')).toBe('001764000000001:0000:a');
  });

  it('writes stamps the schema accepts and refuses others', () => {
    expect(Hlc.safeParse(nextHlc(undefined, Date.now(), 'device-1')).success).toBe(true);
    expect(Hlc.safeParse('1764000000000:0:a').success).toBe(false);
    expect(Hlc.safeParse('001764000000000:0000:a b').success).toBe(false);
  });
});
