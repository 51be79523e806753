import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { popupAppChunks } from './popup-app-chunks';

/** Only the fields the walk reads: a chunk's static and dynamic imports, and the module a dynamic chunk stands for. */
function bundleOf(
  chunks: Record<string, { imports?: string[]; dynamicImports?: string[]; facadeModuleId?: string }>,
  assets: string[] = [],
) {
  const bundle: Record<string, unknown> = {};
  for (const [fileName, { imports = [], dynamicImports = [], facadeModuleId = null }] of Object.entries(chunks))
    bundle[fileName] = { type: 'chunk', fileName, imports, dynamicImports, facadeModuleId };
  for (const fileName of assets) bundle[fileName] = { type: 'asset', fileName };
  return bundle as unknown as OutputBundle;
}

describe('the chunks a popup with no kept copy asks for at once', () => {
  it("lists the app the entry imports on demand with its static imports, and apart the database code's own", () => {
    const bundle = bundleOf(
      {
        'chunks/popup.js': { imports: ['chunks/preload-helper.js'], dynamicImports: ['chunks/start.js'] },
        'chunks/preload-helper.js': {},
        'chunks/start.js': {
          imports: ['chunks/live.js', 'chunks/queries.js'],
          dynamicImports: ['chunks/later-tabs.js'],
        },
        'chunks/live.js': {
          imports: ['chunks/queries.js', 'chunks/preload-helper.js'],
          dynamicImports: ['chunks/live-db.js'],
        },
        'chunks/queries.js': {},
        'chunks/live-db.js': { imports: ['chunks/db.js'], facadeModuleId: '/work/jobstar/ui/shared/live-db.ts' },
        'chunks/db.js': { imports: ['chunks/zod.js', 'chunks/queries.js', 'assets/popup.css'] },
        'chunks/zod.js': {},
        'chunks/later-tabs.js': {
          imports: ['chunks/luxon.js'],
          facadeModuleId: '/work/jobstar/ui/popup/later-tabs.ts',
        },
        'chunks/luxon.js': {},
      },
      ['assets/popup.css'],
    );
    const { app, database } = popupAppChunks(bundle, 'chunks/popup.js');
    // The entry's own import first: the browser answers an extension page's requests in the order they were made.
    expect(app).toEqual(['chunks/preload-helper.js', 'chunks/start.js', 'chunks/live.js', 'chunks/queries.js']);
    expect(database.sort()).toEqual(['chunks/db.js', 'chunks/live-db.js', 'chunks/zod.js']);
  });

  it('refuses an entry the bundle does not have', () => {
    expect(() => popupAppChunks(bundleOf({}), 'chunks/popup.js')).toThrow(/not in the bundle/);
    expect(() => popupAppChunks(bundleOf({ 'chunks/popup.js': {} }), 'chunks/popup.js')).toThrow(/database code/);
  });
});
