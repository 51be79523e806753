/**
 * The chunks an opening of the popup with no kept copy needs, listed on popup.html's copy script (wxt.config.ts)
 * so that it asks for them all at once (ui/popup/first-frame.ts), rather than a round of requests per level of
 * imports:
 * - `app`: what the module entry imports itself, first (it is the first to run), then what it imports on demand (the
 *   app) and everything that imports statically;
 * - `database`: the database code (`ui/shared/live-db.ts`, which the app imports on demand) and its static
 *   imports that the app does not already have. The copy script asks for these only when it could not read the
 *   starred list itself (ui/popup/rows-ahead.ts): otherwise the app's first render does not wait for them, and
 *   their responses would only compete with the app's.
 */
import type { OutputBundle } from 'rolldown';

export const DATABASE_MODULE = 'ui/shared/live-db.ts';

export function popupAppChunks(bundle: OutputBundle, entryFile: string): { app: string[]; database: string[] } {
  const entry = bundle[entryFile];
  if (entry?.type !== 'chunk') throw new Error(`popup.html: its module entry ${entryFile} is not in the bundle`);
  const walk = (file: string, found: Set<string>, skip: ReadonlySet<string> = new Set()) => {
    const chunk = bundle[file];
    if (found.has(file) || skip.has(file) || chunk?.type !== 'chunk') return;
    found.add(file);
    for (const imported of chunk.imports) walk(imported, found, skip);
  };
  const app = new Set<string>();
  for (const file of [...entry.imports, ...entry.dynamicImports]) walk(file, app);
  const databaseChunk = Object.values(bundle).find(
    (file) => file.type === 'chunk' && file.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${DATABASE_MODULE}`),
  );
  if (!databaseChunk) throw new Error(`popup.html: the database code (${DATABASE_MODULE}) is not in the bundle`);
  const database = new Set<string>();
  walk(databaseChunk.fileName, database, app);
  return { app: [...app], database: [...database] };
}
