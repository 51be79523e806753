/**
 * `npm run privacy-page`: PRIVACY.md and its Hebrew translation PRIVACY.he.md rendered to
 * public/privacy.html, the copy packaged in the extension (the options page links to it, `#he` for the
 * Hebrew; the stores link to the Markdown). Only the Markdown those files use: headings, paragraphs,
 * "- " lists, **bold** and `code`. privacy-page.test.ts fails when the page and the files differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
export const PRIVACY_MD = resolve(root, 'PRIVACY.md');
export const PRIVACY_HE_MD = resolve(root, 'PRIVACY.he.md');
export const PRIVACY_HTML = resolve(root, 'public/privacy.html');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/`(.+?)`/g, '<code>$1</code>');
}

/** Blocks are separated by blank lines; a list item's continuation lines are indented. */
export function markdownToHtml(markdown: string): string {
  const out: string[] = [];
  for (const block of markdown.trim().split(/\n\s*\n/)) {
    const heading = /^(#{1,3}) (.*)$/.exec(block);
    if (heading) {
      const level = heading[1]!.length;
      out.push(`<h${level}>${inline(heading[2]!)}</h${level}>`);
    } else if (block.startsWith('- ')) {
      const items = block.split(/\n(?=- )/).map((item) => item.slice(2).replace(/\n\s+/g, ' '));
      out.push(`<ul>\n${items.map((item) => `  <li>${inline(item)}</li>`).join('\n')}\n</ul>`);
    } else {
      out.push(`<p>${inline(block.replace(/\n/g, ' '))}</p>`);
    }
  }
  return out.join('\n');
}

export function privacyPage(english: string, hebrew: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>jobstar privacy policy</title>
<style>
  :root { color-scheme: light dark; font: 16px/1.55 system-ui, sans-serif; }
  body { max-width: 44rem; margin: 2rem auto; padding: 0 1.25rem; }
  h1 { font-size: 1.6rem; } h2 { font-size: 1.2rem; margin-top: 2rem; }
  li { margin: 0.3rem 0; }
  article + article { margin-top: 4rem; border-top: 1px solid; padding-top: 1rem; }
</style>
</head>
<body>
<!-- Generated from PRIVACY.md and PRIVACY.he.md by scripts/privacy-page.ts: edit those, then npm run privacy-page. -->
<nav><a href="#en">English</a> · <a href="#he" lang="he">עברית</a></nav>
<article id="en">
${markdownToHtml(english)}
</article>
<article id="he" lang="he" dir="rtl">
${markdownToHtml(hebrew)}
</article>
</body>
</html>
`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(PRIVACY_HTML, privacyPage(readFileSync(PRIVACY_MD, 'utf8'), readFileSync(PRIVACY_HE_MD, 'utf8')));
  console.log(`wrote ${PRIVACY_HTML}`);
}
