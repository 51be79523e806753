/**
 * `npm run lint` enforces the house's map (.dependency-cruiser.cjs). This test breaks each rule on purpose in a
 * throwaway tree laid out like the project, and checks that every broken rule is caught — and that the arrows
 * the map allows are not — so a rule that stops matching (a renamed folder, a mistyped path) fails here.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const house = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: { name: string }[];
  options: Record<string, unknown>;
};

/** Each file and what it imports; the comment says which rule it breaks, or `allowed`. */
const TREE: Record<string, string[]> = {
  'api/contract/index.ts': ['../../config/build'], // contract-imports-nothing-of-ours
  'config/build.ts': [],
  'api/job-ref.ts': ['./contract/index'], // allowed: the contract within itself
  'api/client.ts': ['./contract/index'],
  'model/account.ts': ['../api/contract/index'], // allowed
  'model/settings.ts': ['../storage/stars/index'], // model-imports-only-the-contract
  'model/db.ts': ['dexie'], // model-imports-only-the-contract
  'storage/stars/index.ts': ['./saved'],
  'storage/stars/saved.ts': ['../../model/account'], // allowed
  'storage/stars/words.ts': ['../../i18n/errors'], // storage-reports-kinds
  'storage/stars/client.ts': ['../../api/client'], // storage-reports-kinds
  'storage/db/db-names.ts': [],
  'sync/index.ts': ['./engine'],
  'sync/engine.ts': ['../storage/stars/index', '../api/client'], // allowed
  'sync/status.ts': ['../messaging/protocol'], // sync-stays-below-the-pages
  'messaging/protocol.ts': ['../model/account'], // allowed
  'messaging/router.ts': ['../storage/stars/index'], // messaging-names-model-types
  'auth/index.ts': ['./service'],
  'auth/service.ts': ['../storage/stars/index'], // auth-persists-through-its-interface
  'auth/errors.ts': ['../i18n/errors'], // auth-persists-through-its-interface
  'i18n/errors.ts': ['../model/account'], // allowed
  'i18n/auth.ts': ['../auth/index'], // i18n-words-the-model
  'sites/adapter.ts': ['../api/job-ref'], // allowed
  'sites/store.ts': ['../model/account'], // sites-are-pure-readers
  'sites/schema.ts': ['zod'], // sites-are-pure-readers
  'content/start.ts': ['../messaging/protocol', '../sites/adapter'], // allowed
  'content/store.ts': ['../storage/stars/index'], // content-messages-the-background
  'content/view.ts': ['preact'], // content-messages-the-background
  'ui/popup.ts': ['../storage/stars/index', '../storage/db/db-names', '../messaging/protocol'], // allowed
  'ui/sync.ts': ['../sync/index'], // ui-writes-through-messages
  'ui/account.ts': ['../api/client'], // ui-writes-through-messages
  'background/main.ts': ['../sync/index', '../storage/stars/index', '../auth/index'], // allowed
  'background/view.ts': ['../ui/popup'], // background-has-no-ui
  'background/reach.ts': ['../storage/stars/saved'], // storage-through-its-entries
  'background/engine.ts': ['../sync/engine'], // sync-through-its-entry
  'background/sign-in.ts': ['../auth/errors'], // auth-through-its-entry
  'background/star.test.ts': ['../storage/stars/saved', '../sync/engine'], // allowed: tests reach in
  'server/app.ts': ['../api/contract/index'], // allowed
  'server/db.ts': ['../model/account'], // server-shares-only-the-contract
  'cv/a.ts': ['./b'], // no-cycles
  'cv/b.ts': ['./a'], // no-cycles
};

const BROKEN: [rule: string, from: string][] = [
  ['contract-imports-nothing-of-ours', 'api/contract/index.ts'],
  ['model-imports-only-the-contract', 'model/settings.ts'],
  ['model-imports-only-the-contract', 'model/db.ts'],
  ['storage-reports-kinds', 'storage/stars/words.ts'],
  ['storage-reports-kinds', 'storage/stars/client.ts'],
  ['sync-stays-below-the-pages', 'sync/status.ts'],
  ['messaging-names-model-types', 'messaging/router.ts'],
  ['auth-persists-through-its-interface', 'auth/service.ts'],
  ['auth-persists-through-its-interface', 'auth/errors.ts'],
  ['i18n-words-the-model', 'i18n/auth.ts'],
  ['sites-are-pure-readers', 'sites/store.ts'],
  ['sites-are-pure-readers', 'sites/schema.ts'],
  ['content-messages-the-background', 'content/store.ts'],
  ['content-messages-the-background', 'content/view.ts'],
  ['ui-writes-through-messages', 'ui/sync.ts'],
  ['ui-writes-through-messages', 'ui/account.ts'],
  ['background-has-no-ui', 'background/view.ts'],
  ['storage-through-its-entries', 'background/reach.ts'],
  ['sync-through-its-entry', 'background/engine.ts'],
  ['auth-through-its-entry', 'background/sign-in.ts'],
  ['server-shares-only-the-contract', 'server/db.ts'],
  ['no-cycles', 'cv/a.ts'], // a cycle is reported once, from its first file
];

let root = '';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'jobstar-house-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  for (const name of ['zod', 'dexie', 'preact']) {
    write(`node_modules/${name}/package.json`, JSON.stringify({ name, main: 'index.js' }));
    write(`node_modules/${name}/index.js`, 'export const x = 1;\n');
  }
  for (const [file, imports] of Object.entries(TREE)) {
    write(file, `${imports.map((spec, i) => `import * as m${i} from '${spec}';\nvoid m${i};\n`).join('')}export {};\n`);
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the house rules', () => {
  it('catch every broken arrow, cycle and back door, and nothing the map allows', async () => {
    const previous = process.cwd();
    process.chdir(root);
    try {
      const result = await cruise(
        Object.keys(TREE)
          .map((file) => file.split('/')[0]!)
          .filter(unique),
        {
          ruleSet: { forbidden: house.forbidden },
          validate: true,
          tsPreCompilationDeps: true,
          doNotFollow: { path: 'node_modules' },
          enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
        } as never,
      );
      if (typeof result.output === 'string') throw new Error(result.output);
      const found = result.output.summary.violations.map((v) => [v.rule.name, v.from] as [string, string]);
      expect(found.sort(byPair)).toEqual(dedupe(BROKEN).sort(byPair));
    } finally {
      process.chdir(previous);
    }
  });

  it('names every rule of the map among the broken ones, so none goes untested', () => {
    expect(new Set(BROKEN.map(([rule]) => rule))).toEqual(new Set(house.forbidden.map((rule) => rule.name)));
  });
});

function unique<T>(value: T, index: number, all: T[]): boolean {
  return all.indexOf(value) === index;
}
function dedupe(pairs: [string, string][]): [string, string][] {
  return pairs.filter((pair, index) => pairs.findIndex((other) => other.join() === pair.join()) === index);
}
function byPair(a: [string, string], b: [string, string]): number {
  return a.join().localeCompare(b.join());
}
