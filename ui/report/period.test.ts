import { describe, expect, it } from 'vitest';
import { customPeriod, presetPeriod } from './period';

const NOW = new Date('2026-11-20T22:30:00.000Z'); // already the 21st in Jerusalem

describe('the report period', () => {
  it('reads presets as whole days in the reader’s zone', () => {
    expect(presetPeriod('last30', NOW, 'Asia/Jerusalem')).toEqual({
      from: new Date('2026-10-22T21:00:00.000Z'), // still summer time (UTC+3) on the 23rd
      to: new Date('2026-11-21T22:00:00.000Z'),
      firstDay: '2026-10-23',
      lastDay: '2026-11-21',
    });
    expect(presetPeriod('thisMonth', NOW, 'UTC')).toMatchObject({ firstDay: '2026-11-01', lastDay: '2026-11-20' });
    // October ends in Jerusalem's summer time and November starts in its winter time.
    expect(presetPeriod('lastMonth', NOW, 'Asia/Jerusalem')).toEqual({
      from: new Date('2026-09-30T21:00:00.000Z'),
      to: new Date('2026-10-31T22:00:00.000Z'),
      firstDay: '2026-10-01',
      lastDay: '2026-10-31',
    });
  });

  it('takes two days in order, and names the field that is wrong', () => {
    expect(customPeriod('2026-10-01', '2026-10-01', 'UTC')).toMatchObject({
      ok: true,
      period: { from: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-10-02T00:00:00Z') },
    });
    expect(customPeriod('2026-10-02', '2026-10-01', 'UTC')).toEqual({ ok: false, field: 'from', error: 'range' });
    expect(customPeriod('2026-10-01', '', 'UTC')).toEqual({ ok: false, field: 'to', error: 'badDate' });
  });
});
