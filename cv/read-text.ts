/**
 * The text of a CV the user picked: PDF, Word (.docx) or plain text. Everything happens in this page; the
 * file is never uploaded. The PDF reader is loaded only when a PDF is picked.
 */
import { docxText } from './docx';
import { CvReadError } from './errors';
import { loadPdfJs, type PdfJs, pdfText } from './pdf';

/** CVs are a few pages; a much bigger file is a wrong pick, and reading it would stall the page. */
export const MAX_CV_BYTES = 20 * 1024 * 1024;

export const CV_ACCEPT =
  '.pdf,.docx,.txt,.md,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,text/markdown';

export type CvKind = 'pdf' | 'docx' | 'text';

export function cvKind(file: Pick<File, 'name' | 'type'>): CvKind | null {
  const name = file.name.toLowerCase();
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (name.endsWith('.docx') || file.type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    return 'docx';
  if (file.type.startsWith('text/') || name.endsWith('.txt') || name.endsWith('.md')) return 'text';
  return null;
}

export async function readCvText(file: File, loadPdf: () => Promise<PdfJs> = loadPdfJs): Promise<string> {
  const kind = cvKind(file);
  if (!kind) throw new CvReadError('unsupported');
  if (file.size > MAX_CV_BYTES) throw new CvReadError('tooLarge');
  const data = new Uint8Array(await file.arrayBuffer());
  const text =
    kind === 'pdf' ? await pdfText(data, loadPdf) : kind === 'docx' ? docxText(data) : new TextDecoder().decode(data);
  if (text.trim().length === 0) throw new CvReadError('empty');
  return text;
}
