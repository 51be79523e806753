import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { SkillSpec } from '../api/contract';
import { documentXmlText } from './docx';
import { CvReadError } from './errors';
import { matchSkills } from './match-skills';
import type { PdfJs } from './pdf';
import { readCvText } from './read-text';

// The browser build of pdf.js needs a newer runtime than Node 20; the legacy build is the same reader.
const loadLegacyPdfJs = async (): Promise<PdfJs> =>
  (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfJs;

/** A minimal valid PDF: one page, one text object, a correct cross-reference table. */
function minimalPdf(lines: string[]): Uint8Array<ArrayBuffer> {
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

function minimalDocx(paragraphs: string[]): Uint8Array<ArrayBuffer> {
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

const spec: SkillSpec = {
  skills: [
    { name: 'Go', aliases: ['golang'] },
    { name: 'Kubernetes', aliases: ['k8s'] },
    { name: 'C++', aliases: ['cpp'] },
    { name: 'PostgreSQL', aliases: ['postgres', 'psql'] },
    { name: 'Rust', aliases: [] },
  ],
};

const file = (data: Uint8Array<ArrayBuffer> | string, name: string, type: string) => new File([data], name, { type });

describe('readCvText', () => {
  it('reads a PDF and its skills are matched', async () => {
    const pdf = minimalPdf(['Skills: GOLANG, k8s', 'Worked at Google (C++), Postgres']);
    const text = await readCvText(file(pdf, 'cv.pdf', 'application/pdf'), loadLegacyPdfJs);
    expect(text).toContain('Skills: GOLANG, k8s');
    expect(matchSkills(text, spec)).toEqual(['Go', 'Kubernetes', 'C++', 'PostgreSQL']);
  });

  it('reads a DOCX: runs joined, paragraphs on their own lines, entities decoded', async () => {
    const docx = minimalDocx(['Experience with Rust &amp; psql', 'Google Cloud, not the language']);
    const text = await readCvText(file(docx, 'cv.docx', ''));
    expect(text).toBe('Experience with Rust & psql\nGoogle Cloud, not the language');
    expect(matchSkills(text, spec)).toEqual(['PostgreSQL', 'Rust']);
  });

  it('reads a text CV', async () => {
    const text = await readCvText(file('go, RUST and cpp\nGooglers', 'cv.txt', 'text/plain'));
    expect(matchSkills(text, spec)).toEqual(['Go', 'C++', 'Rust']);
  });

  it('refuses other files, broken files and empty ones with a reason', async () => {
    await expect(readCvText(file('x', 'photo.png', 'image/png'))).rejects.toMatchObject({ kind: 'unsupported' });
    await expect(readCvText(file('not a zip', 'cv.docx', ''))).rejects.toBeInstanceOf(CvReadError);
    await expect(readCvText(file('not a pdf', 'cv.pdf', 'application/pdf'), loadLegacyPdfJs)).rejects.toMatchObject({
      kind: 'unreadable',
    });
    await expect(readCvText(file('  \n ', 'cv.txt', 'text/plain'))).rejects.toMatchObject({ kind: 'empty' });
  });

  it('keeps tabs and breaks of a document as spacing', () => {
    expect(
      documentXmlText('<w:p><w:r><w:t>Go</w:t><w:tab/><w:t>Rust</w:t><w:br/><w:t>C&#43;&#x2B;</w:t></w:r></w:p>'),
    ).toBe('Go\tRust\nC++');
  });
});
