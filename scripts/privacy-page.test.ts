import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownToHtml, PRIVACY_HTML, PRIVACY_MD, privacyPage } from './privacy-page';

describe('the packaged privacy page', () => {
  it('is PRIVACY.md as it stands (run npm run privacy-page after editing it)', () => {
    expect(readFileSync(PRIVACY_HTML, 'utf8')).toBe(privacyPage(readFileSync(PRIVACY_MD, 'utf8')));
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
