/** Seeded randomness for the catalog generator: the same seed gives the same draws, in the same order. */

/** mulberry32: small, fast, good enough for a demo catalog. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export function hex(random: () => number, length: number, upper = false): string {
  let out = '';
  for (let i = 0; i < length; i++) out += Math.floor(random() * 16).toString(16);
  return upper ? out.toUpperCase() : out;
}

export function digits(random: () => number, length: number): string {
  let out = String(1 + Math.floor(random() * 9));
  for (let i = 1; i < length; i++) out += Math.floor(random() * 10);
  return out;
}

export function uuid(random: () => number): string {
  const variant = '89ab'[Math.floor(random() * 4)];
  return `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${variant}${hex(random, 3)}-${hex(random, 12)}`;
}

export function weighted(random: () => number, weights: Record<string, number>): string {
  const total = Object.values(weights).reduce((a, b) => a + b, 0);
  let roll = random() * total;
  for (const [key, weight] of Object.entries(weights)) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return Object.keys(weights)[0]!;
}

export function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}
