/**
 * One chunk for the code the popup's app shares with the other pages (Preact, signals, the messages, the account
 * box, the sync status…). Left to itself, the bundler splits that code by which pages share what, into seven chunks
 * of 0.3–13 kB gzipped, and an opening of the popup with no kept copy asks for all of them at once from its classic
 * script (ui/popup/first-frame.ts), where starting each request held the main thread 0.3–4.7 ms: 10–15 ms of that
 * script's 14 ms in Chromium traces, before any of the app's code could arrive (issue 36). Grouped, it asks for four
 * files: the entry, its few bytes of runtime, the popup's own code, and this chunk.
 *
 * The options page loads all seven already (23 files before, 18 now, 1.6 kB less gzipped). The welcome page
 * (40.2 kB against 34.3) and the report page (88.6 against 71.7) now load a little of the popup's shared code they
 * did not use: pages opened once, against the popup opened all day.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingGroup } from 'rolldown';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** popup.html (whose module entry is entrypoints/popup/main.tsx) and what its entry imports to render. */
const POPUP_PAGE = join(root, 'entrypoints/popup/index.html');
const POPUP_APP = join(root, 'ui/popup/start.tsx');
const POPUP_FOLDERS = [join(root, 'ui/popup/'), join(root, 'entrypoints/popup/')];

export interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/** The modules `from` imports statically, and theirs, with `from` itself. */
function staticClosure(graph: ModuleGraph, from: string, found = new Set<string>()): Set<string> {
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * How the popup's modules are grouped, by id:
 * - `entry`: what the page's module entry imports itself (the preload helper, WXT's page plugins), which every page
 *   shares. It stays a few bytes of its own: with a kept copy on screen, the entry is asked for before that copy's
 *   frame (entrypoints/popup/main.tsx), and must not bring the app's code with it.
 * - `shared`: the rest of the app's first render that some other page imports too. A module that only the popup
 *   imports, even outside its folders (its messages, its star), stays out: the popup's own chunk has it, and no
 *   other page has to load it.
 */
export function popupModuleGroups(graph: ModuleGraph, page: string, app: string, own: readonly string[]) {
  const isOwn = (id: string) => own.some((folder) => id.startsWith(folder));
  const entry = staticClosure(graph, page);
  const popupOnly = new Map<string, boolean>();
  const isPopupOnly = (id: string): boolean => {
    const known = popupOnly.get(id);
    if (known !== undefined) return known;
    // An import cycle among the popup's modules does not make them shared.
    popupOnly.set(id, true);
    const info = graph.getModuleInfo(id);
    const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
    const only = isOwn(id) || (importers.length > 0 && importers.every(isPopupOnly));
    popupOnly.set(id, only);
    return only;
  };
  return {
    entry: new Set([...entry].filter((id) => !isOwn(id))),
    shared: new Set([...staticClosure(graph, app)].filter((id) => !entry.has(id) && !isPopupOnly(id))),
  };
}

/**
 * The two groups, the entry's first: a group takes the modules its members import too, unless a group before it
 * has them.
 */
export function popupChunkGroups(): CodeSplittingGroup[] {
  let groups: ReturnType<typeof popupModuleGroups> | undefined;
  const member = (which: keyof NonNullable<typeof groups>, name: string): CodeSplittingGroup => ({
    name: (id, graph) => {
      // A build without the popup (a content script's, the background's) takes nothing.
      if (!graph.getModuleInfo(POPUP_APP)) return null;
      groups ??= popupModuleGroups(graph, POPUP_PAGE, POPUP_APP, POPUP_FOLDERS);
      return groups[which].has(id) ? name : null;
    },
  });
  return [
    { ...member('entry', 'page-runtime'), priority: 2 },
    { ...member('shared', 'popup-core'), priority: 1 },
  ];
}
