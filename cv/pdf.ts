/**
 * The text of a PDF, with pdf.js. pdf.js is large, so it is loaded on first use only (its own chunk), and
 * its worker is a file of the extension (Vite's `?url`), which the extension page's CSP allows.
 */
import { CvReadError } from './errors';

/** The part of pdf.js used here, so tests can hand in the Node build. */
export interface PdfJs {
  getDocument(source: { data: Uint8Array; isEvalSupported?: boolean; verbosity?: number }): {
    promise: Promise<{
      numPages: number;
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: unknown[] }> }>;
      destroy(): Promise<void>;
    }>;
  };
}

export async function loadPdfJs(): Promise<PdfJs> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

interface TextItem {
  str: string;
  hasEOL?: boolean;
}
const isTextItem = (item: unknown): item is TextItem => typeof (item as TextItem).str === 'string';

export async function pdfText(data: Uint8Array, load: () => Promise<PdfJs> = loadPdfJs): Promise<string> {
  const pdfjs = await load();
  let document: Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
  try {
    // No eval (the extension's CSP forbids it); errors only, not font warnings, in the console.
    document = await pdfjs.getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise;
  } catch {
    throw new CvReadError('unreadable');
  }
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .filter(isTextItem)
          .map((item) => item.str + (item.hasEOL ? '\n' : ' '))
          .join(''),
      );
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}
