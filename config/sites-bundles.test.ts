/**
 * Each family's content script carries only its own sites (families.ts): a module-level statement the bundler
 * must keep (a call it cannot prove pure) would put another family's code in every script, and so would a table
 * that imports every site file (the star names any site from one literal instead: names.ts).
 */
import { join, relative } from 'node:path';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { SITES_DIR, siteFiles, sitesPlugin } from './sites-plugin';

const FAMILIES = siteFiles();

/** The star's stylesheet, which Vite inlines as a string: no site's code, so any string does here. */
const inlineCss = {
  name: 'inline-css',
  resolveId: (id: string) => (id.endsWith('.css?inline') ? `\0${id}` : null),
  load: (id: string) => (id.endsWith('.css?inline') ? 'export default "";' : null),
};

/** The code the bundler keeps for a family's content script, with the build's sites plugin. */
async function bundleOf(family: string): Promise<string> {
  const bundle = await rolldown({
    input: new URL(`../entrypoints/${family}.content.ts`, import.meta.url).pathname,
    plugins: [sitesPlugin(), inlineCss],
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'esm' });
  return output[0].code;
}

/** How the bundle marks a file it kept: a comment with its path. */
const marker = (file: string) => `// ${relative(process.cwd(), file)}\n`;

describe('the content scripts’ bundles', () => {
  it.each([...FAMILIES.keys()])('%s keeps no other family’s site file', async (family) => {
    const code = await bundleOf(family);
    const others = [...FAMILIES].flatMap(([other, files]) => (other === family ? [] : files));
    expect(others.filter((file) => code.includes(marker(file)))).toEqual([]);
    // The check itself: the family's own files are there under the names it looks for.
    for (const file of FAMILIES.get(family)!) expect(code).toContain(marker(file));
  });
  it.each([...FAMILIES.keys()])(
    '%s carries no reader of a job id’s posting (the pages’ and background’s)',
    async (family) => {
      const code = await bundleOf(family);
      // Every site file's `posting` reader calls one of posting-of.ts's helpers: a reader kept would keep it.
      for (const file of ['posting-of.ts', 'postings.ts']) expect(code).not.toContain(marker(join(SITES_DIR, file)));
      expect(code).not.toMatch(/\bonBoard\b|\bboardless\b/);
    },
  );
});
