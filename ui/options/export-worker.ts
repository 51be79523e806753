/** "Export JSON" made off the options page's main thread (export-file.ts, issue 36). */
import '../../config/zod-jitless';
import { exportForPage, type FromExportWorker, type ToExportWorker } from './export-file';

addEventListener('message', (event: MessageEvent<ToExportWorker>) =>
  exportForPage(event.data, (message: FromExportWorker) => postMessage(message)),
);
