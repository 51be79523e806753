import { describe, expect, it } from 'vitest';
import { compactNames, nameIn } from './sites-plugin';

describe('the sites plugin', () => {
  it('reads a site’s name from its literal, without running the file', () => {
    const source = "import x from './x';\nexport const name: SiteName = { en: 'Drushim', he: 'דרושים' };\n";
    expect(nameIn('sites/x/drushim.ts', source)).toEqual({ en: 'Drushim', he: 'דרושים' });
  });

  it('refuses a name it would have to run the file to know', () => {
    for (const source of [
      "const en = 'Acme';\nexport const name = { en, he: en };",
      "export const name = { en: `Acme`, he: 'Acme' };",
      "export const title = { en: 'Acme', he: 'Acme' };",
    ]) {
      expect(() => nameIn('sites/x/acme.ts', source), source).toThrow(/literal/);
    }
  });

  it('gives a name said the same in every language once', () => {
    expect(compactNames({ lever: { en: 'Lever', he: 'Lever' }, drushim: { en: 'Drushim', he: 'דרושים' } })).toEqual({
      lever: 'Lever',
      drushim: { en: 'Drushim', he: 'דרושים' },
    });
  });
});
