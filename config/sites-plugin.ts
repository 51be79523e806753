/**
 * The site files gathered at build time, so that no file lists them (a site is one file, sites/adapter.ts):
 * - `virtual:sites/<family>`: the adapters of one folder of sites/, for that family's content script;
 * - `virtual:sites`: every family's adapters, for the registry (the background);
 * - `virtual:site-names`: every site's name, read from its file's `name` literal, so that a content script
 *   can name any site while importing none of them;
 * - `virtual:site-descriptions`: the `description` readers of the site files that export one, by site id, for the
 *   background's posting reader (issue 32); no content script imports it.
 * - `virtual:site-postings`: the `posting` readers (a job id's original posting, issue 31), by site id, for the
 *   pages and the background (sites/postings.ts); no content script imports it.
 * Plain imports and one literal, as the hand-written lists were: `import.meta.glob` would leave each file's
 * path in every content script, and importing each `name` a declaration per site (together, measured: 1–2%
 * of a content script's gzip size).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, parseSync } from 'vite';

/** sites/, beside this folder: the same whoever loads this file (Vite, vitest, rolldown in a test, WXT's config loader). */
export const SITES_DIR = fileURLToPath(new URL('../sites', import.meta.url));

const SITES = 'virtual:sites';
const NAMES = 'virtual:site-names';
const DESCRIPTIONS = 'virtual:site-descriptions';
const POSTINGS = 'virtual:site-postings';
/** A folder of sites/ that is no family: the pages the adapters are tested on. */
const NOT_FAMILIES = new Set(['fixtures']);

/** A site's `posting` reader sits beside it in `<site>.posting.ts`: no site file, and no part of the site's module. */
const POSTING_FILE = '.posting.ts';
const isSiteFile = (file: string) =>
  file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts') && !file.endsWith(POSTING_FILE);

/** Each family's site files (absolute paths), by family, in the order of their names. */
export function siteFiles(): Map<string, string[]> {
  const families = readdirSync(SITES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_FAMILIES.has(entry.name))
    .map((entry) => entry.name)
    .sort();
  return new Map(
    families.map((family) => {
      const dir = join(SITES_DIR, family);
      return [
        family,
        readdirSync(dir)
          .filter(isSiteFile)
          .sort()
          .map((file) => join(dir, file)),
      ];
    }),
  );
}

const siteIdOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.ts'.length);

/** `export const name = { en: '…', he: '…' }` of a site file: read, not run (its imports need a bundler). */
export function nameIn(file: string, source: string): Record<string, string> {
  for (const statement of parseSync(file, source).program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    for (const { id, init } of statement.declaration.declarations) {
      if (id.type !== 'Identifier' || id.name !== 'name' || init?.type !== 'ObjectExpression') continue;
      const entries = init.properties.map((property) =>
        property.type === 'Property' &&
        property.key.type === 'Identifier' &&
        property.value.type === 'Literal' &&
        typeof property.value.value === 'string'
          ? [property.key.name, property.value.value]
          : null,
      );
      if (entries.length > 0 && entries.every((entry) => entry !== null)) return Object.fromEntries(entries);
    }
  }
  throw new Error(
    `${file}: export the site's name as a literal, \`export const name: SiteName = { en: '…', he: '…' }\``,
  );
}

/** The names as the content scripts carry them: one string where every language says the same. */
export function compactNames(names: Record<string, Record<string, string>>): Record<string, string | object> {
  return Object.fromEntries(
    Object.entries(names).map(([id, name]) => {
      const words = new Set(Object.values(name));
      return [id, words.size === 1 ? [...words][0]! : name];
    }),
  );
}

function namesModule(files: string[]): string {
  const names = Object.fromEntries(files.map((file) => [siteIdOf(file), nameIn(file, readFileSync(file, 'utf8'))]));
  return `export default ${JSON.stringify(compactNames(names))};`;
}

function adaptersModule(files: string[]): string {
  const imports = files.map((file, i) => `import { adapter as site${i} } from ${JSON.stringify(file)};`);
  return `${imports.join('\n')}\nexport default [${files.map((_, i) => `site${i}`).join(', ')}];`;
}

/**
 * A table by site id of the site files' `description` exports (read, not run, like a name), or of the `posting`
 * readers of the sites that have a `<site>.posting.ts`: a file of its own, so that the pages importing the readers
 * share no module, and so no chunk, with the background's adapters.
 */
function exportsModule(files: string[], part: 'description' | 'posting'): string {
  const exported = new RegExp(`^export const ${part}\\b`, 'm');
  const readers = files.flatMap((file) => {
    const from = part === 'posting' ? file.replace(/\.ts$/, POSTING_FILE) : file;
    return existsSync(from) && exported.test(readFileSync(from, 'utf8')) ? [{ file, from }] : [];
  });
  const imports = readers.map(({ from }, i) => `import { ${part} as d${i} } from ${JSON.stringify(from)};`);
  const entries = readers.map(({ file }, i) => `${JSON.stringify(siteIdOf(file))}: d${i}`);
  return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };`;
}

/** The tables of a site file's separate exports, by their virtual module's resolved id. */
const EXPORT_TABLES = new Map<string, 'description' | 'posting'>([
  [`\0${DESCRIPTIONS}`, 'description'],
  [`\0${POSTINGS}`, 'posting'],
]);

export function sitesPlugin(): Plugin {
  return {
    name: 'jobstar:sites',
    resolveId: (id) =>
      id === SITES || id === NAMES || id === DESCRIPTIONS || id === POSTINGS || id.startsWith(`${SITES}/`)
        ? `\0${id}`
        : null,
    load(id) {
      if (!id.startsWith(`\0${SITES}`) && id !== `\0${NAMES}` && !EXPORT_TABLES.has(id)) return null;
      const families = siteFiles();
      const all = [...families.values()].flat();
      if (id === `\0${NAMES}`) {
        for (const file of all) this.addWatchFile(file);
        return namesModule(all);
      }
      const part = EXPORT_TABLES.get(id);
      if (part) {
        for (const file of all) this.addWatchFile(file);
        return exportsModule(all, part);
      }
      if (id === `\0${SITES}`) return adaptersModule(all);
      const family = id.slice(`\0${SITES}/`.length);
      const files = families.get(family);
      if (!files) throw new Error(`${id.slice(1)}: no folder sites/${family}/`);
      return adaptersModule(files);
    },
  };
}
