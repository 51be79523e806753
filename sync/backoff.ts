/**
 * Retry delays (DESIGN §4 rule 6): exponential with full jitter, capped, and never sooner than the server's
 * `Retry-After`. The random source is injectable so tests can seed it.
 */
const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 15 * 60_000;

export interface BackoffOptions {
  random?: () => number;
  baseMs?: number;
  capMs?: number;
}

/** The delay before attempt number `attempt` (1 = the first retry), within [min(Retry-After, cap), cap]. */
export function backoffDelay(attempt: number, retryAfterMs: number | undefined, options: BackoffOptions = {}): number {
  const { random = Math.random, baseMs = BACKOFF_BASE_MS, capMs = BACKOFF_CAP_MS } = options;
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.min(Math.max(attempt, 1), 30));
  const jittered = Math.floor(random() * ceiling);
  const floor = Math.min(Math.max(retryAfterMs ?? 0, 0), capMs);
  return Math.min(capMs, Math.max(floor, jittered));
}

/** A small seeded generator (mulberry32) for reproducible jitter in tests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
