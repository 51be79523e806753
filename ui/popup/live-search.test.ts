import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSearch, type SearchState } from './live-search';

interface Call {
  query: string;
  signal: AbortSignal;
  resolve: (value: string[]) => void;
  reject: (error: unknown) => void;
}

function setup(delayMs = 200, cacheSize = 3) {
  const calls: Call[] = [];
  const states: SearchState<string[]>[] = [];
  const search = createLiveSearch<string, string[]>({
    delayMs,
    cacheSize,
    key: (query) => query,
    run: (query, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ query, signal, resolve, reject });
      }),
    onState: (state) => states.push(state),
  });
  return { calls, states, search, last: () => states[states.length - 1] };
}

describe('live search', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for typing to settle and sends only the last query', async () => {
    const { calls, search } = setup();
    search.set('ac');
    await vi.advanceTimersByTimeAsync(150);
    search.set('acm');
    await vi.advanceTimersByTimeAsync(150);
    search.set('acme');
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.query)).toEqual(['acme']);
  });

  it('aborts the request in flight when the query changes, and ignores its late answer', async () => {
    const { calls, search, last } = setup();
    search.set('ac');
    await vi.advanceTimersByTimeAsync(200);
    expect(calls[0]?.signal.aborted).toBe(false);
    search.set('acme');
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve(['stale']);
    await vi.advanceTimersByTimeAsync(200);
    expect(last()).toEqual({ status: 'loading', key: 'acme' });
    calls[1]?.resolve(['Acme']);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ status: 'done', key: 'acme', result: ['Acme'], cached: false });
  });

  it('answers a query seen before from the cache at once, without a request', async () => {
    const { calls, search, last } = setup();
    search.set('ac');
    await vi.advanceTimersByTimeAsync(200);
    calls[0]?.resolve(['A']);
    await vi.advanceTimersByTimeAsync(0);
    search.set('acme');
    await vi.advanceTimersByTimeAsync(200);
    calls[1]?.resolve(['Acme']);
    await vi.advanceTimersByTimeAsync(0);
    search.set('ac');
    expect(last()).toEqual({ status: 'done', key: 'ac', result: ['A'], cached: true });
    expect(calls).toHaveLength(2);
  });

  it('forgets the least recently used answer beyond its capacity', async () => {
    const { calls, search } = setup(200, 2);
    for (const query of ['aa', 'bb', 'cc']) {
      search.set(query);
      await vi.advanceTimersByTimeAsync(200);
      calls[calls.length - 1]?.resolve([query]);
      await vi.advanceTimersByTimeAsync(0);
    }
    search.set('bb');
    search.set('aa');
    await vi.advanceTimersByTimeAsync(200);
    expect(calls.map((call) => call.query)).toEqual(['aa', 'bb', 'cc', 'aa']);
  });

  it('reports an error, does not cache it, and retries on demand', async () => {
    const { calls, search, last } = setup();
    search.set('ac');
    await vi.advanceTimersByTimeAsync(200);
    calls[0]?.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ status: 'error', key: 'ac' });
    search.retry();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(['A']);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ status: 'done', result: ['A'] });
  });

  it('stops on a null query: no pending request survives', async () => {
    const { calls, search, last } = setup();
    search.set('ac');
    search.set(null);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(0);
    expect(last()).toEqual({ status: 'idle' });
  });
});
