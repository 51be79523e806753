import { describe, expect, it } from 'vitest';
import { exportJson } from '../../storage/data';
import type { AccountDb } from '../../storage/db';
import { star } from '../../storage/stars/saved';
import { freshDb } from '../../storage/testing/db-fixture';
import { type ExportWorker, exportForPage, exportInWorker, type FromExportWorker } from './export-file';

const NOW = new Date('2026-11-27T07:00:00Z');

/** The worker's own code over `db`, run in this thread and posting to the page's handler as a worker would. */
function inThread(db: AccountDb): ExportWorker & { terminated: boolean; opened: string[] } {
  const worker = {
    onmessage: null as ExportWorker['onmessage'],
    onerror: null as ExportWorker['onerror'],
    terminated: false,
    opened: [] as string[],
    postMessage(message: Parameters<ExportWorker['postMessage']>[0]) {
      void exportForPage(
        message,
        (data: FromExportWorker) => worker.onmessage?.(new MessageEvent('message', { data })),
        (name) => {
          worker.opened.push(name);
          return db;
        },
      );
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return worker;
}

describe('export in a worker', () => {
  it('hands the page the same file as exportJson, with progress through both halves', async () => {
    const db = freshDb();
    for (let index = 0; index < 3; index++)
      await star(
        db,
        { jobId: `lever:acme:${index}`, title: `Job ${index}`, site: 'lever' },
        new Date(NOW.getTime() - index),
      );
    const expected = await exportJson(db, NOW);
    const worker = inThread(db);
    const seen: [number, number][] = [];
    const blob = await exportInWorker(worker, 'jobstar-account-1', (done, total) => seen.push([done, total]), NOW);
    expect(JSON.parse(await blob.text())).toEqual(expected);
    expect(worker.opened).toEqual(['jobstar-account-1']);
    expect(seen.at(-1)).toEqual([6, 6]);
    expect(worker.terminated).toBe(true);
  });

  it('a failure in the worker reaches the page as an error, and the worker is ended', async () => {
    const db = freshDb();
    db.close();
    const worker = inThread(db);
    await expect(exportInWorker(worker, 'gone', undefined, NOW)).rejects.toThrow();
    expect(worker.terminated).toBe(true);
  });
});
