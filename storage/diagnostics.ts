/**
 * Private diagnostics: the pages a site adapter claimed but could not read, kept in the meta database of this
 * browser only (never synced, never sent anywhere) for the options page's "Pages jobstar couldn't read".
 * Each entry is the adapter, the address's shape (host and path with digits masked; never a query), what was
 * missing, when it was last seen and how often. Distinct entries are capped; the oldest go first.
 */
import { z } from 'zod';
import type { MetaDb } from './db';

export const DIAGNOSTICS_KEY = 'diagnostics';
export const MAX_DIAGNOSTICS = 50;

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

const sameMiss = (a: PageMiss, b: PageMiss) =>
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

export async function readDiagnostics(meta: MetaDb): Promise<Diagnostic[]> {
  return diagnosticsFrom((await meta.meta.get(DIAGNOSTICS_KEY))?.value);
}

/** Records one miss: a repeat counts up and moves to the top; past the cap, the least recently seen go. */
export async function recordMiss(meta: MetaDb, miss: PageMiss, now = Date.now()): Promise<void> {
  const entry = PageMiss.parse(miss);
  await meta.transaction('rw', meta.meta, async () => {
    const kept = await readDiagnostics(meta);
    const known = kept.find((item) => sameMiss(item, entry));
    const updated: Diagnostic = known
      ? { ...known, count: known.count + 1, lastSeen: now }
      : { ...entry, count: 1, firstSeen: now, lastSeen: now };
    const rest = kept.filter((item) => item !== known);
    await meta.meta.put({ key: DIAGNOSTICS_KEY, value: [updated, ...rest].slice(0, MAX_DIAGNOSTICS) });
  });
}

export async function clearDiagnostics(meta: MetaDb): Promise<void> {
  await meta.meta.delete(DIAGNOSTICS_KEY);
}
