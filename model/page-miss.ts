/**
 * A page a site adapter claimed but could not read, as its content script describes it, and the private
 * diagnostic kept of it on this browser (storage/diagnostics/): the adapter, the address's shape (only the
 * adapter's route words, model/address-shape.ts; never a query), what was missing, when it was last seen and how
 * often.
 */
import { z } from 'zod';
import { lazySchema } from '../api/contract/lazy-schema';
import { addressShape, type RoutePatterns } from './address-shape';

/** A page an adapter claimed but found no job on, as its content script describes it. */
export const PageMiss = lazySchema(() =>
  z.object({
    adapter: z.string().min(1).max(40),
    /** Host and path only: a query or hash, should one slip in, is cut here, and the whole is bounded. */
    pattern: z
      .string()
      .min(1)
      .max(2048)
      .transform((value) => value.replace(/[?#].*$/, '').slice(0, 200)),
    missing: z.enum(['title', 'jobs', 'error']),
  }),
);
export type PageMiss = z.output<typeof PageMiss>;

export const Diagnostic = lazySchema(() =>
  PageMiss.extend({
    count: z.number().int().min(1),
    firstSeen: z.number(),
    lastSeen: z.number(),
  }),
);
export type Diagnostic = z.output<typeof Diagnostic>;

/**
 * The miss as the background keeps it: shaped again by the named adapter's own patterns, whatever the content
 * script sent; a miss naming no adapter the background knows is dropped.
 */
export function shapedMiss(
  miss: PageMiss,
  patternsOf: (adapterId: string) => RoutePatterns | undefined,
): PageMiss | null {
  const patterns = patternsOf(miss.adapter);
  return patterns ? { ...miss, pattern: addressShape(miss.pattern, patterns) } : null;
}

export const sameMiss = (a: PageMiss, b: PageMiss) =>
  a.adapter === b.adapter && a.pattern === b.pattern && a.missing === b.missing;

/** The stored entries, newest first; what no longer parses is left out rather than breaking the page. */
export function diagnosticsFrom(stored: unknown): Diagnostic[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .map((entry) => Diagnostic.safeParse(entry))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data)
    .sort((a, b) => b.lastSeen - a.lastSeen);
}
