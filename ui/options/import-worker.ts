/**
 * The import's reading, off the options page's main thread (issue 36): `JSON.parse` of a 55 MB file and the check
 * of its 40,000 rows held the page for seconds. Given the picked file, it reads and checks it (import-pieces.ts)
 * and posts each checked piece, how far it is, and then the verdict.
 */
import { type FromImportWorker, readForImport, type ToImportWorker } from './import-pieces';

addEventListener('message', (event: MessageEvent<ToImportWorker>) =>
  readForImport(event.data, (message: FromImportWorker) => postMessage(message)),
);
