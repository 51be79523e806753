/**
 * The catalog's result cache (counts by filter and minute), bounded in entries AND bytes: anonymous clients
 * choose the keys, so without both bounds 2,000 distinct queries could hold any amount of memory. The
 * oldest entry goes first (insertion order). Sizes are estimates: the key's UTF-16 bytes plus the value's.
 */
export interface CacheLimits {
  entries: number;
  bytes: number;
}

export const DEFAULT_CACHE_LIMITS: CacheLimits = { entries: 2_000, bytes: 16 * 1024 * 1024 };

/** Bytes a cached value holds: typed arrays by their buffer, arrays of numbers at 8 a piece, else its JSON. */
export function sizeOf(value: unknown): number {
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (typeof value === 'number') return 8;
  if (Array.isArray(value) && value.every((item) => typeof item === 'number')) return value.length * 8;
  return JSON.stringify(value ?? null).length * 2;
}

export class ResultCache {
  private entries = new Map<string, { value: unknown; bytes: number }>();
  private total = 0;

  constructor(private limits: CacheLimits = DEFAULT_CACHE_LIMITS) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  get(key: string): unknown {
    return this.entries.get(key)?.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: unknown): void {
    const bytes = key.length * 2 + sizeOf(value);
    if (bytes > this.limits.bytes) return;
    this.delete(key);
    while (this.entries.size >= this.limits.entries || this.total + bytes > this.limits.bytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, bytes });
    this.total += bytes;
  }

  /** The cached value, or `compute()` remembered. */
  through<T>(key: string, compute: () => T): T {
    if (this.entries.has(key)) return this.entries.get(key)!.value as T;
    const value = compute();
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}
