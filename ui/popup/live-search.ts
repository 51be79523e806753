/**
 * Search-as-you-type without waste: a new query waits `delayMs` (typing settles), aborts the request
 * still in flight, and an answer already seen comes from an LRU cache at once, with no wait and no request.
 */
import { Lru } from './lru';

export type SearchState<R> =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'done'; key: string; result: R; cached: boolean }
  | { status: 'error'; key: string; error: unknown };

export interface LiveSearchOptions<Q, R> {
  run: (query: Q, signal: AbortSignal) => Promise<R>;
  /** Equal keys are the same request (the cache key). */
  key: (query: Q) => string;
  onState: (state: SearchState<R>) => void;
  delayMs?: number;
  cacheSize?: number;
}

export interface LiveSearch<Q> {
  /** A new query, or null to stop searching (too short, invalid). */
  set(query: Q | null): void;
  /** Runs the current query again now, past the cache (after an error, or "retry"). */
  retry(): void;
  dispose(): void;
}

export function createLiveSearch<Q, R>(options: LiveSearchOptions<Q, R>): LiveSearch<Q> {
  const delay = options.delayMs ?? 200;
  const cache = new Lru<string, R>(options.cacheSize ?? 40);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let current: { query: Q; key: string } | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  };

  const start = (query: Q, key: string) => {
    const controller = new AbortController();
    inFlight = controller;
    options.onState({ status: 'loading', key });
    options.run(query, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        inFlight = undefined;
        cache.set(key, result);
        options.onState({ status: 'done', key, result, cached: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight = undefined;
        options.onState({ status: 'error', key, error });
      },
    );
  };

  return {
    set(query) {
      if (query === null) {
        cancel();
        current = undefined;
        options.onState({ status: 'idle' });
        return;
      }
      const key = options.key(query);
      if (current?.key === key && (timer !== undefined || inFlight)) return;
      cancel();
      current = { query, key };
      const hit = cache.get(key);
      if (hit !== undefined) {
        options.onState({ status: 'done', key, result: hit, cached: true });
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        start(query, key);
      }, delay);
    },
    retry() {
      if (!current) return;
      cancel();
      start(current.query, current.key);
    },
    dispose: cancel,
  };
}
