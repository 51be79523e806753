import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferStartup } from './startup';

describe('deferStartup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first event, then runs the work once, after the tasks already queued', async () => {
    const order: string[] = [];
    const startup = deferStartup(() => order.push('startup'), 1000);
    expect(order).toEqual([]);
    setTimeout(() => order.push('the answer'), 0);
    startup.afterEvent();
    startup.afterEvent();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['the answer', 'startup']);
    await vi.advanceTimersByTimeAsync(2000);
    startup.afterEvent();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['the answer', 'startup']);
  });

  it('runs the work after the grace when no event comes', async () => {
    const work = vi.fn();
    deferStartup(work, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledOnce();
  });
});
