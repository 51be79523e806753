import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { popupAppChunks } from './popup-app-chunks';

/** Only the fields the walk reads: a chunk's static and dynamic imports. */
function bundleOf(chunks: Record<string, { imports?: string[]; dynamicImports?: string[] }>, assets: string[] = []) {
  const bundle: Record<string, unknown> = {};
  for (const [fileName, { imports = [], dynamicImports = [] }] of Object.entries(chunks))
    bundle[fileName] = { type: 'chunk', fileName, imports, dynamicImports };
  for (const fileName of assets) bundle[fileName] = { type: 'asset', fileName };
  return bundle as unknown as OutputBundle;
}

describe('the chunks a popup with no kept copy asks for at once', () => {
  it('lists what the entry imports on demand and their static imports, each once, not what those import on demand', () => {
    const bundle = bundleOf(
      {
        'chunks/popup.js': {
          imports: ['chunks/preload-helper.js'],
          dynamicImports: ['chunks/start.js', 'chunks/live-db.js'],
        },
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
        'chunks/live-db.js': { imports: ['chunks/db.js'] },
        'chunks/db.js': { imports: ['chunks/zod.js', 'assets/popup.css'] },
        'chunks/zod.js': {},
        'chunks/later-tabs.js': { imports: ['chunks/luxon.js'] },
        'chunks/luxon.js': {},
      },
      ['assets/popup.css'],
    );
    expect(popupAppChunks(bundle, 'chunks/popup.js').sort()).toEqual(
      [
        'chunks/db.js',
        'chunks/live-db.js',
        'chunks/live.js',
        'chunks/preload-helper.js',
        'chunks/queries.js',
        'chunks/start.js',
        'chunks/zod.js',
      ].sort(),
    );
  });

  it('refuses an entry the bundle does not have', () => {
    expect(() => popupAppChunks(bundleOf({}), 'chunks/popup.js')).toThrow(/not in the bundle/);
  });
});
