import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  createRetrySchedule,
  ensurePeriodicAlarm,
  PERIODIC_ALARM,
  PERIODIC_MINUTES,
  RETRY_ALARM,
} from './retry-schedule';

describe('retry schedule', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the next attempt as an alarm and runs it in memory while the worker lives', async () => {
    let runs = 0;
    const schedule = createRetrySchedule(() => {
      runs += 1;
    });
    schedule(1_005_000);
    await vi.advanceTimersByTimeAsync(0);
    expect((await browser.alarms.get(RETRY_ALARM))?.scheduledTime).toBe(1_005_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
  });

  it('a new time replaces the old one, and no time clears both', async () => {
    let runs = 0;
    const schedule = createRetrySchedule(() => {
      runs += 1;
    });
    schedule(1_010_000);
    schedule(1_020_000);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(runs).toBe(0);
    schedule(undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(0);
    expect(await browser.alarms.get(RETRY_ALARM)).toBeUndefined();
  });

  it('creates the periodic pull alarm once', async () => {
    await ensurePeriodicAlarm();
    const first = await browser.alarms.get(PERIODIC_ALARM);
    expect(first?.periodInMinutes).toBe(PERIODIC_MINUTES);
    await vi.advanceTimersByTimeAsync(60_000);
    await ensurePeriodicAlarm();
    expect((await browser.alarms.get(PERIODIC_ALARM))?.scheduledTime).toBe(first?.scheduledTime);
  });
});
