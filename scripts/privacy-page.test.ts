import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownToHtml, PRIVACY_HE_MD, PRIVACY_HTML, PRIVACY_MD, privacyPage } from './privacy-page';

describe('the packaged privacy page', () => {
  const read = (path: string) => readFileSync(path, 'utf8');

  it('is PRIVACY.md and PRIVACY.he.md as they stand (run npm run privacy-page after editing them)', () => {
    expect(read(PRIVACY_HTML)).toBe(privacyPage(read(PRIVACY_MD), read(PRIVACY_HE_MD)));
  });

  it('has the translation section by section: the same headings and list sizes', () => {
    const shape = (markdown: string) =>
      markdown
        .split(/\n\s*\n/)
        .map((block) =>
          block.startsWith('#') ? block.split(' ')[0] : block.startsWith('- ') ? block.split(/\n(?=- )/).length : 'p',
        );
    expect(shape(read(PRIVACY_HE_MD)).filter((kind) => kind !== 'p')).toEqual(
      shape(read(PRIVACY_MD)).filter((kind) => kind !== 'p'),
    );
  });

  it('renders headings, paragraphs, wrapped list items, bold and code, and escapes markup', () => {
    const html = markdownToHtml('# Title\n\nA **bold** line\nwrapped, with `code` & <b>.\n\n- one\n  continued\n- two');
    expect(html).toBe(
      [
        '<h1>Title</h1>',
        '<p>A <strong>bold</strong> line wrapped, with <code>code</code> &amp; &lt;b&gt;.</p>',
        '<ul>\n  <li>one continued</li>\n  <li>two</li>\n</ul>',
      ].join('\n'),
    );
  });
});
