/**
 * The popup's DOM as it last showed the starred list (as data: ui/popup/dom-copy.ts) from the database, kept in the extension origin's
 * localStorage beside the rows themselves (first-rows.ts), so that the next popup can paint it before any of
 * its app code has loaded (ui/popup/popup-shell.ts). It is kept only while those rows are kept, for the same
 * database and version (forgetting the rows forgets it: an account change, an emptied list, a list too long to
 * keep), and only for the language and direction it was written in.
 */
import { browser } from 'wxt/browser';
import { keptRowsDb } from './first-rows';
import { SHELL_KEY as KEY } from './shell-key';

/** What the copy was taken for: another database, language or direction makes it wrong. */
export interface ShellFor {
  db: string;
  lang: string;
  dir: string;
}

interface Kept extends ShellFor {
  version: string;
  copy: string;
}

const extensionVersion = (): string => browser.runtime.getManifest().version;

/** The copy (JSON of dom-copy.ts data) kept for this language and direction, when the rows it shows are still the ones kept. */
export function keptShell(lang: string, dir: string): { db: string; copy: string } | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    if (!kept || typeof kept.copy !== 'string' || typeof kept.db !== 'string') return undefined;
    const current =
      kept.lang === lang && kept.dir === dir && kept.version === extensionVersion() && kept.db === keptRowsDb();
    return current ? { db: kept.db, copy: kept.copy } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the copy, only beside rows kept for the same database (none are kept for an empty or long list). */
export function keepShell(shellFor: ShellFor, copy: string): void {
  try {
    if (keptRowsDb() !== shellFor.db) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ ...shellFor, version: extensionVersion(), copy } satisfies Kept));
  } catch {
    // Without localStorage (or over its quota) the next popup paints when its app has loaded.
  }
}
