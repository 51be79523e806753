/**
 * A page a site adapter claimed but could not read, as its content script describes it, and the private
 * diagnostic kept of it on this browser (storage/diagnostics/): the adapter, the address's shape (host and path
 * with digits masked; never a query), what was missing, when it was last seen and how often.
 */
import { z } from 'zod';

/** A page an adapter claimed but found no job on, as its content script describes it. */
export const PageMiss = z.object({
  adapter: z.string().min(1).max(40),
  /** Host and path only: a query or hash, should one slip in, is cut here, and the whole is bounded. */
  pattern: z
    .string()
    .min(1)
    .max(2048)
    .transform((value) => value.replace(/[?#].*$/, '').slice(0, 200)),
  missing: z.enum(['title', 'jobs', 'error']),
});
export type PageMiss = z.output<typeof PageMiss>;

export const Diagnostic = PageMiss.extend({
  count: z.number().int().min(1),
  firstSeen: z.number(),
  lastSeen: z.number(),
});
export type Diagnostic = z.output<typeof Diagnostic>;

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
