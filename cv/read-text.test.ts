import { describe, expect, it } from 'vitest';
import type { SkillSpec } from '../api/contract';
import { documentXmlText } from './docx';
import { CvReadError } from './errors';
import { matchSkills } from './match-skills';
import type { PdfJs } from './pdf';
import { readCvText } from './read-text';
import { minimalDocx, minimalPdf } from './test-documents';

// The browser build of pdf.js needs a newer runtime than Node 20; the legacy build is the same reader.
const loadLegacyPdfJs = async (): Promise<PdfJs> =>
  (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfJs;

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
