/**
 * Private diagnostics: the pages a site adapter claimed but could not read, kept in the meta database of this
 * browser only (never synced, never sent anywhere) for the options page's "Pages jobstar couldn't read".
 * Each entry is the adapter, the address's shape (the adapter's route words only, shaped again by the background; never a query), what was
 * missing, when it was last seen and how often. Distinct entries are capped; the oldest go first.
 */
import { type Diagnostic, diagnosticsFrom, PageMiss, sameMiss } from '../../model/page-miss';
import type { MetaDb } from '../db/db';

export const DIAGNOSTICS_KEY = 'diagnostics';
export const MAX_DIAGNOSTICS = 50;

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
