/**
 * The import's reading, off the options page's main thread (issue 36): `JSON.parse` of a 55 MB file held the page
 * for a long task. Given the picked file, it reads it (import-reading.ts) and posts each piece as JSON text to the
 * background, and to the page how far it is and then the verdict.
 */
import '../../config/zod-jitless';
import { IMPORT_CHANNEL, type ImportChannelMessage } from '../../messaging/import-channel';
import { type FromImportWorker, readForImport, type ToImportWorker } from './import-reading';

const channel = new BroadcastChannel(IMPORT_CHANNEL);

addEventListener('message', (event: MessageEvent<ToImportWorker>) =>
  readForImport(
    event.data,
    (message: FromImportWorker) => postMessage(message),
    (message: ImportChannelMessage) => channel.postMessage(message),
  ),
);
