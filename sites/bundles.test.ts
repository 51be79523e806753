/**
 * Each family's content script carries only its own adapters (families.ts): a module-level statement the
 * bundler must keep (a call it cannot prove pure) would put another family's code in every bundle.
 */
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { ATS_BOARDS, GLASSDOOR_WELLFOUND, INDEED, ISRAELI_BOARDS, LINKEDIN, SERVICE_PAGES } from './families';

const FAMILIES = { ATS_BOARDS, LINKEDIN, INDEED, GLASSDOOR_WELLFOUND, ISRAELI_BOARDS, SERVICE_PAGES };
type Family = keyof typeof FAMILIES;

/** The code the bundler keeps for an entry point that takes one family, as the content scripts do. */
async function bundleOf(family: Family): Promise<string> {
  const entry = `import { ${family} } from ${JSON.stringify(new URL('./families.ts', import.meta.url).pathname)}; console.log(${family});`;
  const bundle = await rolldown({
    input: 'entry',
    plugins: [
      { name: 'entry', resolveId: (id) => (id === 'entry' ? id : null), load: (id) => (id === 'entry' ? entry : null) },
    ],
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'esm' });
  return output[0].code;
}

describe('the content scripts’ bundles', () => {
  it.each(Object.keys(FAMILIES) as Family[])('%s keeps no other family’s site file', async (family) => {
    const code = await bundleOf(family);
    const others = Object.entries(FAMILIES).flatMap(([other, adapters]) => (other === family ? [] : adapters));
    const kept = (id: string) => new RegExp(`// sites/[\\w-]+/${id}\\.ts\\n`).test(code);
    expect(others.map((adapter) => adapter.id).filter(kept)).toEqual([]);
    // The check itself: the family's own files are there under the names it looks for.
    for (const adapter of FAMILIES[family]) expect(kept(adapter.id), adapter.id).toBe(true);
  });
});
