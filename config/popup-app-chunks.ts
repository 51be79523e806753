/**
 * The chunks the popup's module entry imports on demand (its app and the database code) and everything they import
 * statically: what an opening with no kept copy needs before its list. popup.html lists them beside the entry
 * (wxt.config.ts), and its classic script asks for them all at once (ui/popup/first-frame.ts), rather than a
 * round of requests per level of imports.
 */
import type { OutputBundle } from 'rolldown';

export function popupAppChunks(bundle: OutputBundle, entryFile: string): string[] {
  const entry = bundle[entryFile];
  if (entry?.type !== 'chunk') throw new Error(`popup.html: its module entry ${entryFile} is not in the bundle`);
  const found = new Set<string>();
  const walk = (file: string) => {
    const chunk = bundle[file];
    if (found.has(file) || chunk?.type !== 'chunk') return;
    found.add(file);
    for (const imported of chunk.imports) walk(imported);
  };
  for (const file of entry.dynamicImports) walk(file);
  return [...found];
}
