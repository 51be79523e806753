/**
 * Small, valid CV documents built in code for the tests (unit and end to end): a one-page PDF with a real
 * text object and cross-reference table, and a .docx zip holding only what a reader needs.
 */
import { strToU8, zipSync } from 'fflate';

/** A minimal valid PDF: one page, one text object, a correct cross-reference table. */
export function minimalPdf(lines: string[]): Uint8Array<ArrayBuffer> {
  const pdfString = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = [
    'BT',
    '/F1 12 Tf',
    '14 TL',
    '72 720 Td',
    ...lines.map((line) => `(${pdfString(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

export function minimalDocx(paragraphs: string[]): Uint8Array<ArrayBuffer> {
  const body = paragraphs
    .map((text) => {
      // Word splits a paragraph into runs at arbitrary points; split each in two to prove runs are joined.
      const half = Math.floor(text.length / 2);
      const run = (part: string) => `<w:r><w:t xml:space="preserve">${part}</w:t></w:r>`;
      return `<w:p><w:pPr/>${run(text.slice(0, half))}${run(text.slice(half))}</w:p>`;
    })
    .join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  return zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8(xml),
  });
}
