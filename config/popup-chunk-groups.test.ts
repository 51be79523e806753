import { describe, expect, it } from 'vitest';
import { type ModuleGraph, popupModuleGroups } from './popup-chunk-groups';

/** A module graph from each module's static and dynamic imports; importers are derived, as the bundler's are. */
function graphOf(imports: Record<string, { static?: string[]; dynamic?: string[] }>): ModuleGraph {
  const info = new Map(
    Object.keys(imports).map((id) => [
      id,
      { importedIds: [] as string[], importers: [] as string[], dynamicImporters: [] as string[] },
    ]),
  );
  for (const [id, { static: statics = [], dynamic = [] }] of Object.entries(imports)) {
    info.get(id)!.importedIds.push(...statics);
    for (const to of statics) info.get(to)!.importers.push(id);
    for (const to of dynamic) info.get(to)!.dynamicImporters.push(id);
  }
  return { getModuleInfo: (id) => info.get(id) ?? null };
}

const graph = graphOf({
  '/x/entrypoints/popup/index.html': { static: ['/x/entrypoints/popup/main.tsx', 'virtual:plugins'] },
  '/x/entrypoints/popup/main.tsx': { static: ['vite/preload-helper.js'], dynamic: ['/x/ui/popup/start.tsx'] },
  'vite/preload-helper.js': {},
  'virtual:plugins': {},
  '/x/ui/popup/start.tsx': {
    static: ['/x/ui/popup/PopupApp.tsx', '/x/ui/shared/live.ts', '/x/ui/shared/star.ts', 'vite/preload-helper.js'],
  },
  '/x/ui/popup/PopupApp.tsx': { static: ['/x/ui/shared/AccountBox.tsx', '/x/i18n/popup.ts', '/x/ui/popup/start.tsx'] },
  '/x/ui/shared/live.ts': { static: ['preact'], dynamic: ['/x/ui/shared/live-db.ts'] },
  '/x/ui/shared/live-db.ts': { static: ['dexie'] },
  dexie: {},
  preact: {},
  '/x/ui/shared/AccountBox.tsx': { static: ['preact'] },
  // Outside the popup's folders, but only the popup imports them: a cycle among them changes nothing.
  '/x/ui/shared/star.ts': { static: ['/x/i18n/popup.ts'] },
  '/x/i18n/popup.ts': { static: ['/x/ui/shared/star.ts'] },
  '/x/entrypoints/options/index.html': { static: ['/x/ui/options/main.tsx', 'virtual:plugins'] },
  '/x/ui/options/main.tsx': {
    static: ['/x/ui/shared/live.ts', '/x/ui/shared/AccountBox.tsx', 'vite/preload-helper.js'],
  },
});

describe("the popup's chunk groups", () => {
  const groups = popupModuleGroups(graph, '/x/entrypoints/popup/index.html', '/x/ui/popup/start.tsx', [
    '/x/ui/popup/',
    '/x/entrypoints/popup/',
  ]);

  it("keeps what the page's entry imports itself apart, without the entry", () => {
    expect([...groups.entry].sort()).toEqual(['virtual:plugins', 'vite/preload-helper.js']);
  });

  it("takes the app's first render that other pages share, and nothing of the database code it loads on demand", () => {
    expect([...groups.shared].sort()).toEqual(['/x/ui/shared/AccountBox.tsx', '/x/ui/shared/live.ts', 'preact']);
  });

  it('leaves the modules only the popup imports, in its folders or not, to the popup', () => {
    for (const own of ['/x/ui/popup/start.tsx', '/x/ui/popup/PopupApp.tsx', '/x/ui/shared/star.ts', '/x/i18n/popup.ts'])
      expect(groups.shared.has(own)).toBe(false);
  });
});
