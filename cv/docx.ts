/**
 * The text of a Word (.docx) file: it is a zip whose `word/document.xml` holds the body; each `<w:t>` run
 * is text, each `<w:p>` a paragraph (a new line here), `<w:tab/>` and `<w:br/>` spacing. Only that one
 * entry is inflated.
 */
import { unzipSync } from 'fflate';
import { CvReadError } from './errors';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Text of WordprocessingML: runs joined, paragraphs on their own lines. */
export function documentXmlText(xml: string): string {
  const lines: string[] = [];
  for (const paragraph of xml.split(/<\/w:p>/)) {
    let line = '';
    for (const match of paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>/g)) {
      line += match[1] !== undefined ? decodeXml(match[1]) : match[2] === 'tab' ? '\t' : '\n';
    }
    if (line.trim().length > 0) lines.push(line);
  }
  return lines.join('\n');
}

export function docxText(data: Uint8Array): string {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, { filter: (file) => file.name === 'word/document.xml' });
  } catch {
    throw new CvReadError('unreadable');
  }
  const body = files['word/document.xml'];
  if (!body) throw new CvReadError('unreadable');
  return documentXmlText(new TextDecoder().decode(body));
}
